package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.ReferenceEngine;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The verification kit's differential checker against the reference generator: it agrees, and a
 * planted difference (a move type dropped or an illegal one added) is caught and shrunk.
 */
class DifferentialCheckTest {

    private static final ReferenceEngine REFERENCE = new ReferenceEngine() {
        @Override
        public List<String> legalMoves(String text) {
            return new ArrayList<>(ReferenceBreakthrough.parse(text).legalMoves());
        }

        @Override
        public Optional<String> positionAfter(String text, String move) {
            return Optional.of(ReferenceBreakthrough.parse(text).play(move).text());
        }
    };

    @Test
    void theReferenceAgreesOnRandomGames() {
        assertEquals(Optional.empty(), new DifferentialChecker(BreakthroughGame.INSTANCE, REFERENCE).check(11, 100, 200));
    }

    @Test
    void anEngineWithoutDiagonalCapturesIsCaughtAndShrunk() {
        ReferenceEngine noCaptures = text -> {
            List<String> moves = REFERENCE.legalMoves(text);
            moves.removeIf(m -> m.contains("x"));
            return moves;
        };
        Disagreement d = new DifferentialChecker(BreakthroughGame.INSTANCE, noCaptures).check(1, 10, 200).orElseThrow();
        assertTrue(d.onlyTheirs().isEmpty(), d.describe());
        assertTrue(d.onlyOurs().stream().allMatch(m -> m.contains("x")), d.describe());
        // The first capture can arise after four plies (a White piece on rank 4, a Black one beside
        // it on rank 5); a Black capture after five. The shrunk case is one of these.
        assertTrue(d.moves().size() <= 5, d.describe());
    }

    @Test
    void anEngineWithStraightCapturesIsCaughtAndShrunk() {
        ReferenceEngine straightCaptures = text -> {
            List<String> moves = REFERENCE.legalMoves(text);
            ReferenceBreakthrough position = ReferenceBreakthrough.parse(text);
            String board = BreakthroughGame.INSTANCE.parsePosition(text).toText();
            int forward = position.toMove() == 'w' ? 1 : -1;
            char enemy = position.toMove() == 'w' ? 'b' : 'w';
            char[] squares = squares(board);
            for (int sq = 0; sq < 64; sq++) {
                int to = sq + 8 * forward;
                if (squares[sq] == position.toMove() && to >= 0 && to < 64 && squares[to] == enemy) {
                    moves.add(name(sq) + "x" + name(to));
                }
            }
            return moves;
        };
        Disagreement d = new DifferentialChecker(BreakthroughGame.INSTANCE, straightCaptures).check(2, 10, 200).orElseThrow();
        assertTrue(d.onlyOurs().isEmpty(), d.describe());
        assertEquals(1, d.onlyTheirs().size(), d.describe());
        String added = d.onlyTheirs().iterator().next();
        assertEquals(added.charAt(0), added.charAt(3), "a straight capture stays on its file: " + added);
        // Two pieces face each other on one file after four plies at the earliest.
        assertEquals(4, d.moves().size(), d.describe());
    }

    private static char[] squares(String text) {
        char[] board = new char[64];
        String[] ranks = text.split(" ")[0].split("/");
        for (int i = 0; i < 8; i++) {
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int n = c - '0'; n > 0; n--) {
                        board[(7 - i) * 8 + file++] = '.';
                    }
                } else {
                    board[(7 - i) * 8 + file++] = c;
                }
            }
        }
        return board;
    }

    private static String name(int square) {
        return "" + (char) ('a' + square % 8) + (char) ('1' + square / 8);
    }
}
