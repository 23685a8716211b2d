package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.board.Squares;
import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.ReferenceEngine;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The verification kit catches a planted difference: an engine without backward captures by men
 * is found and the case shrunk.
 */
class DifferentialCheckTest {

    private static final ReferenceBashni REFERENCE = new ReferenceBashni();

    @Test
    void anEngineWithoutBackwardManCapturesIsCaughtAndShrunk() {
        ReferenceEngine noBackwardManCaptures = text -> {
            List<String> moves = REFERENCE.legalMoves(text);
            moves.removeIf(m -> isBackwardManCapture(text, m));
            return moves;
        };
        Disagreement d = new DifferentialChecker(BashniGame.INSTANCE, noBackwardManCaptures).check(4, 200, 250).orElseThrow();
        assertTrue(d.onlyTheirs().isEmpty(), d.describe());
        assertTrue(!d.onlyOurs().isEmpty() && d.onlyOurs().stream().allMatch(m -> isBackwardManCapture(d.position(), m)), d.describe());
        assertTrue(d.moves().size() <= 12, d.describe());
    }

    /** A capture whose first leg goes backwards, by a column topped by a man. */
    private static boolean isBackwardManCapture(String position, String move) {
        if (!move.contains(":")) {
            return false;
        }
        String[] squares = move.split(":");
        int from = Squares.index(squares[0]);
        int first = Squares.index(squares[1]);
        char top = topOf(position, squares[0]);
        boolean white = top == 'w';
        boolean man = top == 'w' || top == 'b';
        int forward = white ? 1 : -1;
        return man && Integer.signum(Squares.rank(first) - Squares.rank(from)) == -forward;
    }

    private static char topOf(String position, String square) {
        for (String column : position.split("\\s+")[1].split(",")) {
            if (column.startsWith(square + ":")) {
                return column.charAt(square.length() + 1);
            }
        }
        throw new IllegalArgumentException("no column on " + square + " in " + position);
    }
}
