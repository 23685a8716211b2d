package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.DifferentialChecker;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The engine against the simple {@link ReferenceBashni} along random games: at every position the
 * legal move sets (as move texts) and the outcomes agree, and after every move played the position
 * texts agree.
 */
class ReferenceAgreementTest {

    @Test
    void gamesFromTheStartAgreeWithTheReference() {
        Random random = new Random(20240611L);
        int positions = 0;
        for (int game = 0; game < 200; game++) {
            positions += playAndCompare(BashniGame.INSTANCE.newStartPosition(), random);
        }
        assertTrue(positions > 10_000, "positions compared: " + positions);
    }

    @Test
    void gamesFromRandomStackedPositionsAgreeWithTheReference() {
        Random random = new Random(77L);
        int positions = 0;
        for (int game = 0; game < 300; game++) {
            positions += playAndCompare(BashniGame.INSTANCE.parsePosition(RandomPositions.next(random)), random);
        }
        assertTrue(positions > 3_000, "positions compared: " + positions);
    }

    @Test
    void testkitDifferentialCheckerFindsNoDisagreement() {
        assertEquals(java.util.Optional.empty(),
                new DifferentialChecker(BashniGame.INSTANCE, new ReferenceBashni()).check(5L, 20, 250));
    }

    /** Plays one random game to its end, comparing at every position; returns the positions seen. */
    private static int playAndCompare(Position position, Random random) {
        MoveList moves = new MoveList();
        int positions = 0;
        while (true) {
            positions++;
            String text = position.toText();
            ReferenceBashni.State state = ReferenceBashni.parse(text);
            assertEquals(text, state.text(), "the reference reads and writes the text alike");
            java.util.List<ReferenceBashni.Move> expected = ReferenceBashni.legalMoves(state);
            Set<String> theirs = new TreeSet<>();
            for (ReferenceBashni.Move m : expected) {
                theirs.add(m.text());
            }
            position.generateMoves(moves);
            Set<String> ours = new TreeSet<>();
            for (int i = 0; i < moves.size(); i++) {
                ours.add(position.moveText(moves.get(i)));
            }
            assertEquals(theirs, ours, () -> "legal moves of " + text);
            assertEquals(moves.size(), ours.size(), () -> "a move listed twice in " + text);
            assertEquals(ReferenceBashni.outcome(state), describe(position.outcome()), () -> "outcome of " + text);
            if (moves.isEmpty()) {
                return positions;
            }
            long move = moves.get(random.nextInt(moves.size()));
            String moveText = position.moveText(move);
            position.makeMove(move);
            String after = expected.stream().filter(m -> m.text().equals(moveText)).findFirst().orElseThrow().after().text();
            assertEquals(after, position.toText(), () -> "position after " + moveText + " in " + text);
        }
    }

    private static String describe(Outcome outcome) {
        if (!outcome.isOver()) {
            return "ongoing";
        }
        return outcome.isDraw() ? "draw:" + outcome.reason() : "win:" + outcome.winner() + ":" + outcome.reason();
    }
}
