package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.ReferenceEngine;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The engine against the simple {@link ReferenceLasca} along random games: at every position the
 * legal move sets (as move texts) and the outcomes agree, and after every move played the position
 * texts agree.
 */
class ReferenceAgreementTest {

    /** The reference generator as the verification kit sees another engine. */
    static final ReferenceEngine REFERENCE = new ReferenceEngine() {
        @Override
        public List<String> legalMoves(String positionText) {
            return ReferenceLasca.legalMoveTexts(positionText);
        }

        @Override
        public Optional<String> positionAfter(String positionText, String moveText) {
            return Optional.ofNullable(ReferenceLasca.positionAfter(positionText, moveText));
        }
    };

    @Test
    void gamesFromTheStartAgreeWithTheReference() {
        Random random = new Random(20261208L);
        int positions = 0;
        for (int game = 0; game < 200; game++) {
            positions += playAndCompare(LascaGame.INSTANCE.newStartPosition(), random);
        }
        assertTrue(positions > 5_000, "positions compared: " + positions);
    }

    @Test
    void gamesFromRandomStackedPositionsAgreeWithTheReference() {
        Random random = new Random(77L);
        int positions = 0;
        for (int game = 0; game < 300; game++) {
            positions += playAndCompare(LascaGame.INSTANCE.parsePosition(RandomPositions.next(random)), random);
        }
        assertTrue(positions > 3_000, "positions compared: " + positions);
    }

    @Test
    void testkitDifferentialCheckerFindsNoDisagreement() {
        assertEquals(Optional.empty(), new DifferentialChecker(LascaGame.INSTANCE, REFERENCE).check(5L, 20, 250));
    }

    /** Plays one random game to its end, comparing at every position; returns the positions seen. */
    private static int playAndCompare(Position position, Random random) {
        MoveList moves = new MoveList();
        int positions = 0;
        while (true) {
            positions++;
            String text = position.toText();
            ReferenceLasca.State state = ReferenceLasca.parse(text);
            assertEquals(text, state.text(), "the reference reads and writes the text alike");
            List<ReferenceLasca.Move> expected = ReferenceLasca.legalMoves(state);
            Set<String> theirs = new TreeSet<>();
            for (ReferenceLasca.Move m : expected) {
                theirs.add(m.text());
            }
            position.generateMoves(moves);
            Set<String> ours = new TreeSet<>();
            for (int i = 0; i < moves.size(); i++) {
                ours.add(position.moveText(moves.get(i)));
            }
            assertEquals(theirs, ours, () -> "legal moves of " + text);
            assertEquals(moves.size(), ours.size(), () -> "a move listed twice in " + text);
            assertEquals(ReferenceLasca.outcome(state), describe(position.outcome()), () -> "outcome of " + text);
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
