package io.abstractgames.breakthrough.ai;

import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.DEFENDED;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.HANGING_MOVING;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.HANGING_WAITING;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.HOME_GUARD;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.PHALANX;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.PIECE;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.RACE_PLY;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.RACE_WON;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.RUNNER;
import static io.abstractgames.breakthrough.ai.BreakthroughEvaluator.advancement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.breakthrough.internal.BreakthroughPosition;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.RandomPlay;
import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The evaluation term by term on small hand-made positions (each expected value is the sum of the
 * documented terms, so a term computed on the wrong squares, with the wrong sign or the wrong side
 * to move fails its test), and its symmetries on random positions.
 */
class BreakthroughEvaluatorTest {

    private static final BreakthroughEvaluator EVALUATOR = new BreakthroughEvaluator();
    private static final int W = BreakthroughGame.WHITE;
    private static final int B = BreakthroughGame.BLACK;

    /** Position text from square lists such as {@code "d1 e5"}; every empty square as its own digit. */
    private static Position position(String white, String black, char toMove) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '1');
        place(board, white, 'w');
        place(board, black, 'b');
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            sb.append(board, rank * 8, 8).append(rank > 0 ? "/" : " ");
        }
        return BreakthroughGame.INSTANCE.parsePosition(sb.append(toMove).toString());
    }

    private static void place(char[] board, String squares, char piece) {
        for (String s : squares.trim().split(" +")) {
            if (!s.isEmpty()) {
                board[(s.charAt(1) - '1') * 8 + (s.charAt(0) - 'a')] = piece;
            }
        }
    }

    private static int white(String white, String black, char toMove) {
        return EVALUATOR.evaluate(position(white, black, toMove), W);
    }

    @Test
    void theStartAndMirrorSymmetricPositionsAreLevel() {
        assertEquals(0, EVALUATOR.evaluate(BreakthroughGame.INSTANCE.newStartPosition(), W));
        assertEquals(0, white("a1 b1 c1 d1 e1 f1 g1 h1", "a8 b8 c8 d8 e8 f8 g8 h8", 'w'));
        assertEquals(0, white("c3 d4 e1", "c6 d5 e8", 'b'));
    }

    @Test
    void materialAndHomeGuardCountEveryPiece() {
        assertEquals(2 * (PIECE + HOME_GUARD), white("a1 c1 e1 g1", "b8 f8", 'w'));
        assertEquals(2 * (PIECE + HOME_GUARD), white("a1 c1 e1 g1", "b8 f8", 'b'));
        assertEquals(PIECE + HOME_GUARD, white("a1 d1", "d8", 'w'));
    }

    @Test
    void advancementGrowsTowardsTheGoal() {
        for (int rank = 1; rank <= 5; rank++) {
            String square = "d" + (rank + 1);
            assertEquals(PIECE + advancement(rank), white("d1 " + square, "d8", 'w'), square);
            assertEquals(-(PIECE + advancement(rank)), white("d1", "d8 d" + (8 - rank), 'w'), "d" + (8 - rank));
        }
        assertEquals(0, advancement(0));
        for (int rank = 1; rank < 6; rank++) {
            assertTrue(advancement(rank + 1) - advancement(rank) > advancement(rank) - advancement(rank - 1),
                    "step to rank " + (rank + 1));
        }
    }

    @Test
    void anAttackedPieceDefendedFromDiagonallyBehindIsSafe() {
        // e5 attacks d4; c3 (or e3) defends it, d3 straight behind does not. e5 itself hangs.
        assertEquals(PIECE + advancement(2) + DEFENDED + HANGING_WAITING, white("d1 c3 d4", "d8 e5", 'w'));
        assertEquals(PIECE + advancement(2) + DEFENDED + HANGING_WAITING, white("d1 e3 d4", "d8 e5", 'w'));
        assertEquals(PIECE + advancement(2) - HANGING_MOVING + HANGING_WAITING, white("d1 d3 d4", "d8 e5", 'w'));
        // Without an attacker, a defended piece earns nothing extra.
        assertEquals(2 * PIECE + advancement(2) + advancement(3), white("d1 c3 d4", "d8", 'w'));
    }

    @Test
    void piecesSideBySideSupportEachOther() {
        assertEquals(2 * PIECE + 2 * advancement(3) + 2 * PHALANX, white("d1 c4 d4", "d8", 'w'));
        assertEquals(2 * PIECE + 2 * advancement(3), white("d1 b4 d4", "d8", 'w'));
        // h4 and a5 are neighbours in bit order only.
        assertEquals(2 * PIECE + advancement(3) + advancement(4), white("d1 h4 a5", "d8", 'w'));
        assertEquals(-(2 * PIECE + 2 * advancement(3) + 2 * PHALANX), white("d1", "d8 c5 d5", 'b'));
    }

    @Test
    void anAttackedUndefendedPieceCostsMoreWhenItsSideIsNotToMove() {
        // d4 and e5 attack each other, neither is defended.
        assertEquals(HANGING_WAITING - HANGING_MOVING, white("d1 d4", "d8 e5", 'w'));
        assertEquals(HANGING_MOVING - HANGING_WAITING, white("d1 d4", "d8 e5", 'b'));
        // f6 defends e5: only White's d4 hangs.
        assertEquals(-(PIECE + advancement(2) + DEFENDED) - HANGING_MOVING, white("d1 d4", "d8 e5 f6", 'w'));
        assertEquals(-(PIECE + advancement(2) + DEFENDED) - HANGING_WAITING, white("d1 d4", "d8 e5 f6", 'b'));
    }

    @Test
    void aRunnerThatWinsTheRaceIsDecisive() {
        // e5's cone reaches b8..h8 on the last rank; a8 is outside it.
        assertEquals(RACE_WON - 5 * RACE_PLY, white("d1 e5", "a8", 'w'));
        assertEquals(RACE_WON - 6 * RACE_PLY, white("d1 e5", "a8", 'b'));
        assertEquals(-(RACE_WON - 5 * RACE_PLY), white("h1", "a8 d4", 'b'));
        // b8 is inside the cone: no runner.
        assertEquals(PIECE + advancement(4), white("d1 e5", "b8", 'w'));
    }

    @Test
    void aRunnerThatMayLoseTheRaceGetsTheSmallBonus() {
        // Black's d2 arrives on ply 2, before e5 (ply 5): not decisive, but e5 still runs free.
        assertEquals(advancement(4) - advancement(6) + RUNNER, white("d1 e5", "a8 d2", 'w'));
        // With Black to move, d2 steps onto rank 1 at once.
        assertEquals(-(RACE_WON - RACE_PLY), white("d1 e5", "a8 d2", 'b'));
    }

    @Test
    void aPieceOneStepFromTheGoalWinsWhenItsSideIsToMove() {
        assertEquals(RACE_WON - RACE_PLY, white("d1 d7", "d8", 'w'));
        assertEquals(PIECE + advancement(6), white("d1 d7", "d8", 'b'));
    }

    @Test
    void antisymmetricAndInvariantUnderColourFlipAndFileMirror() {
        Random random = new Random(42);
        for (int i = 0; i < 2_000; i++) {
            Position pos = RandomPlay.randomPosition(BreakthroughGame.INSTANCE, random, 100);
            if (pos.isOver()) {
                continue;
            }
            BreakthroughPosition p = (BreakthroughPosition) pos;
            long w = p.pieces(W);
            long b = p.pieces(B);
            int stm = p.sideToMove();
            int score = EVALUATOR.evaluate(pos, W);
            assertEquals(-score, EVALUATOR.evaluate(pos, B), pos.toText());
            assertEquals(score, EVALUATOR.evaluate(pos, W), pos.toText());
            assertEquals(-score, BreakthroughEvaluator.whiteScore(Long.reverseBytes(b), Long.reverseBytes(w), stm ^ 1),
                    pos.toText());
            long mw = Long.reverseBytes(Long.reverse(w));
            long mb = Long.reverseBytes(Long.reverse(b));
            assertEquals(score, BreakthroughEvaluator.whiteScore(mw, mb, stm), pos.toText());
            assertTrue(Math.abs(score) <= RACE_WON, pos.toText());
        }
    }

    @Test
    void evaluationAllocatesNothing() {
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Position pos = BreakthroughGame.INSTANCE.parsePosition("bbbb1bbb/bb1bbb1b/2b5/3w1b2/8/2w5/ww1wwwww/wwww1www b");
        long id = Thread.currentThread().getId();
        int sum = 0;
        for (int i = 0; i < 10_000; i++) {
            sum += EVALUATOR.evaluate(pos, i & 1);
        }
        long before = bean.getThreadAllocatedBytes(id);
        for (int i = 0; i < 100_000; i++) {
            sum += EVALUATOR.evaluate(pos, i & 1);
        }
        long allocated = bean.getThreadAllocatedBytes(id) - before;
        assertEquals(0, sum);
        assertTrue(allocated < 16_000, allocated + " bytes allocated by 100,000 evaluations");
    }
}
