package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.ReferenceEngine;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The verification kit's differential checker against the reference generator: it agrees, and a
 * planted difference (the king's long jumps dropped) is caught and shrunk.
 */
class DifferentialCheckTest {

    private static final ReferenceEngine REFERENCE = ReferenceDiamond.engine();

    @Test
    void theReferenceAgreesOnRandomGames() {
        assertEquals(Optional.empty(), new DifferentialChecker(DiamondGame.twoPlayers(), REFERENCE).check(8, 10, 150));
        assertEquals(Optional.empty(), new DifferentialChecker(DiamondGame.threePlayers(), REFERENCE).check(9, 10, 150));
    }

    /**
     * Men jump two points along a line at a time, so every destination of a man's jumps lies at an
     * even distance; a destination at an odd distance of 3 or more from the king is reached only
     * through a jump over a line of two or more pieces.
     */
    @Test
    void anEngineWithoutTheKingsLongJumpsIsCaughtAndShrunk() {
        ReferenceEngine noLongKingJumps = text -> {
            List<String> moves = REFERENCE.legalMoves(text);
            int king = kingOfSideToMove(text);
            moves.removeIf(m -> isLongKingJump(king, m));
            return moves;
        };
        Disagreement d = new DifferentialChecker(DiamondGame.twoPlayers(), noLongKingJumps).check(3, 50, 300).orElseThrow();
        assertTrue(d.onlyTheirs().isEmpty(), d.describe());
        int king = kingOfSideToMove(d.position());
        assertTrue(!d.onlyOurs().isEmpty() && d.onlyOurs().stream().allMatch(m -> isLongKingJump(king, m)), d.describe());
        assertTrue(d.moves().size() <= 12, d.describe());
    }

    private static boolean isLongKingJump(int king, String move) {
        if (!move.contains("-")) {
            return false;
        }
        String[] ends = move.split("-");
        int from = DiamondBoard.parse(ends[0]);
        int distance = DiamondBoard.distance(from, DiamondBoard.parse(ends[1]));
        return from == king && distance >= 3 && distance % 2 == 1;
    }

    private static int kingOfSideToMove(String text) {
        String[] fields = text.trim().split("\\s+");
        String side = fields[1];
        for (String field : fields) {
            if (field.startsWith(side + ":")) {
                for (String point : field.substring(2).split(",")) {
                    if (point.startsWith("K")) {
                        return DiamondBoard.parse(point.substring(1));
                    }
                }
            }
        }
        throw new IllegalArgumentException("no king of the side to move in " + text);
    }
}
