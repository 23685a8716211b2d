package io.abstractgames.konane.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.Scores;
import io.abstractgames.core.Position;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.internal.KonanePosition;
import io.abstractgames.testkit.RandomPlay;
import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;

class KonaneEvaluatorTest {

    private static final int B = KonaneGame.BLACK;
    private static final int W = KonaneGame.WHITE;

    private static KonaneEvaluator only(int term, int weight) {
        int[] w = new int[7];
        w[term] = weight;
        return new KonaneEvaluator(new KonaneEvaluator.Weights(w[0], w[1], w[2], w[3], w[4], w[5], w[6]));
    }

    private static final int MOBILITY = 0;
    private static final int OPPONENT_MOBILITY = 1;
    private static final int LATENT = 2;
    private static final int CORNERS = 3;
    private static final int EDGES = 4;
    private static final int SECURE = 5;
    private static final int PARITY = 6;

    private static long stones(KonanePosition p, int side) {
        return side == B ? p.blackStones() : p.whiteStones();
    }

    private static long empty(KonanePosition p) {
        return ~(p.blackStones() | p.whiteStones());
    }

    @Test
    void mobilityCountsEveryJumpOfEachSideMultiJumpStopsIncluded() {
        // Black: a1-a3 and the double jump a1-a5; g1 cannot jump h1 off the board. White: h1-f1.
        KonanePosition p = Stones.position("a1 g1", "a2 a4 h1", "b");
        assertFalse(p.isOver());
        assertEquals(200, only(MOBILITY, 100).evaluate(p, B));
        assertEquals(-100, only(OPPONENT_MOBILITY, 100).evaluate(p, B));
        assertEquals(100, new KonaneEvaluator(new KonaneEvaluator.Weights(100, 100, 0, 0, 0, 0, 0)).evaluate(p, B));
        assertEquals(-100, new KonaneEvaluator(new KonaneEvaluator.Weights(100, 100, 0, 0, 0, 0, 0)).evaluate(p, W));
    }

    @Test
    void mobilityWeightsFollowTheSideToMove() {
        // The same stones with White to move: White's one jump is the mover's, Black's two the opponent's.
        KonanePosition p = Stones.position("a1 g1", "a2 a4 h1", "w");
        assertEquals(100, only(MOBILITY, 100).evaluate(p, W));
        assertEquals(-200, only(OPPONENT_MOBILITY, 100).evaluate(p, W));
        assertEquals(200, only(OPPONENT_MOBILITY, 100).evaluate(p, B));
    }

    @Test
    void latentJumpsCountEnemyStonesFlankedAlongARankAndAFile() {
        // d3 (White) has Black on c3 and e3 and on d2 and d4: two latent jumps for Black.
        KonanePosition p = Stones.position("a1 c3 e3 d2 d4", "a2 d3", "b");
        assertEquals(2, KonaneEvaluator.latentJumps(p.blackStones(), p.whiteStones()));
        assertEquals(0, KonaneEvaluator.latentJumps(p.whiteStones(), p.blackStones()));
        assertEquals(200, only(LATENT, 100).evaluate(p, B));
    }

    @Test
    void aLatentJumpNeedsBothFlanks() {
        KonanePosition rankOpen = Stones.position("a1 c3 d2 d4", "a2 d3", "b");
        assertEquals(100, only(LATENT, 100).evaluate(rankOpen, B));
        KonanePosition fileOpen = Stones.position("a1 c3 e3 d4", "a2 d3", "b");
        assertEquals(100, only(LATENT, 100).evaluate(fileOpen, B));
    }

    @Test
    void latentJumpsOfTheOpponentAreSubtracted() {
        // White flanks g5 with f5 and h5.
        KonanePosition p = Stones.position("a1 c3 e3 d2 d4 g5", "a2 d3 f5 h5", "b");
        assertEquals(1, KonaneEvaluator.latentJumps(p.whiteStones(), p.blackStones()));
        assertEquals(100, only(LATENT, 100).evaluate(p, B));
        assertEquals(-100, only(LATENT, 100).evaluate(p, W));
    }

    @Test
    void cornerStonesAreSafe() {
        // Black holds a1 and h8, White h1.
        KonanePosition p = Stones.position("a1 h8 c1 d4", "h1 a2 e8", "b");
        assertEquals(100, only(CORNERS, 100).evaluate(p, B));
    }

    @Test
    void edgeStonesCountWithoutTheCorners() {
        // Black's edge stone: c1 (a1 and h8 are corners); White's: a2 and e8 (h1 is a corner); d4 is inside.
        KonanePosition p = Stones.position("a1 h8 c1 d4", "h1 a2 e8", "b");
        assertEquals(-100, only(EDGES, 100).evaluate(p, B));
    }

    @Test
    void secureJumpsDoNotWrapRoundTheBoard() {
        // a1-a3 and h2-f2 are secure: White g2 cannot jump h2 (no file i) and has no jump of its own.
        KonanePosition p = Stones.position("a1 h2", "a2 g2", "b");
        assertEquals(2, KonaneEvaluator.secureJumps(p.blackStones(), p.whiteStones(), empty(p)));
        assertEquals(0, KonaneEvaluator.secureJumps(p.whiteStones(), p.blackStones(), empty(p)));
        assertEquals(200, only(SECURE, 100).evaluate(p, B));
    }

    @Test
    void aJumpOfAStoneThatCanBeJumpedIsNotSecure() {
        // d4 can be jumped by e4 (to c4) and by d5 (to d3), so its jumps d4-d6 and d4-f4 are not secure.
        KonanePosition p = Stones.position("a1 d4", "a2 d5 e4", "b");
        assertEquals(1, KonaneEvaluator.secureJumps(p.blackStones(), p.whiteStones(), empty(p)));
        assertEquals(100, only(SECURE, 100).evaluate(p, B));
    }

    @Test
    void aJumpOverAStoneThatCanLeaveIsNotSecure() {
        // e1 is safe (d1 and f1 both taken, nothing below). e1-c1 over the stuck d1 is secure; e1-g1 is
        // not, since f1 can leave by jumping f2. f2 can be jumped, so nothing of it counts.
        KonanePosition p = Stones.position("e1 f2", "d1 f1", "b");
        assertEquals(1, KonaneEvaluator.secureJumps(p.blackStones(), p.whiteStones(), empty(p)));
        assertEquals(0, KonaneEvaluator.secureJumps(p.whiteStones(), p.blackStones(), empty(p)));
        assertEquals(100, only(SECURE, 100).evaluate(p, B));
    }

    @Test
    void parityRewardsTheMoverOnlyWithStrictlyMoreSecureJumps() {
        // One secure jump each (a1-a3, h1-f1): the mover runs out first.
        KonanePosition blackMoves = Stones.position("a1 g1", "a2 h1", "b");
        assertEquals(-100, only(PARITY, 100).evaluate(blackMoves, B));
        assertEquals(100, only(PARITY, 100).evaluate(blackMoves, W));
        KonanePosition whiteMoves = Stones.position("a1 g1", "a2 h1", "w");
        assertEquals(-100, only(PARITY, 100).evaluate(whiteMoves, W));
        assertEquals(100, only(PARITY, 100).evaluate(whiteMoves, B));
        // Two secure jumps against none: the mover wins the race.
        KonanePosition ahead = Stones.position("a1 h2", "a2 g2", "b");
        assertEquals(100, only(PARITY, 100).evaluate(ahead, B));
    }

    @Test
    void jumpableAndJumpersFindTheStonesOfSingleJumps() {
        KonanePosition p = Stones.position("e1 f2", "d1 f1", "b");
        long black = p.blackStones();
        long white = p.whiteStones();
        // White f1 can jump f2 (to f3); Black e1 can jump f1 (to g1) and d1 (to c1).
        assertEquals(bits("f2"), KonaneEvaluator.jumpable(black, white, empty(p)));
        assertEquals(bits("d1 f1"), KonaneEvaluator.jumpable(white, black, empty(p)));
        assertEquals(bits("e1"), KonaneEvaluator.jumpers(black, white, empty(p)));
        assertEquals(bits("f1"), KonaneEvaluator.jumpers(white, black, empty(p)));
    }

    @Test
    void everyTermAgreesWithASquareBySquareReferenceOnRandomPositions() {
        Random random = new Random(7);
        KonaneEvaluator standard = new KonaneEvaluator();
        for (int i = 0; i < 400; i++) {
            KonanePosition p = randomRunningPosition(random);
            ReferenceEvaluation ref = new ReferenceEvaluation(p);
            for (int side = 0; side < 2; side++) {
                long own = stones(p, side);
                long opp = stones(p, 1 - side);
                String where = p.toText() + ", side " + side;
                assertEquals(ref.latentJumps(side), KonaneEvaluator.latentJumps(own, opp), where);
                assertEquals(ref.secureJumps(side), KonaneEvaluator.secureJumps(own, opp, empty(p)), where);
                assertEquals(ref.jumps(side), only(MOBILITY, 1).scoreForMover(own, opp), where);
                assertEquals(ref.corners(side) - ref.corners(1 - side), only(CORNERS, 1).scoreForMover(own, opp),
                        where);
                assertEquals(ref.evaluate(KonaneEvaluator.STANDARD_WEIGHTS, p.sideToMove(), side),
                        standard.evaluate(p, side), where);
            }
        }
    }

    @Test
    void theEvaluationIsAntisymmetricAndDeterministic() {
        Random random = new Random(11);
        KonaneEvaluator standard = new KonaneEvaluator();
        for (int i = 0; i < 400; i++) {
            Position p = randomRunningPosition(random);
            int black = standard.evaluate(p, B);
            assertEquals(-black, standard.evaluate(p, W), p.toText());
            assertEquals(black, standard.evaluate(p.copy(), B), p.toText());
            assertTrue(Math.abs(black) <= Scores.MAX_EVAL);
        }
    }

    @Test
    void theEvaluationAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        KonaneEvaluator standard = new KonaneEvaluator();
        Position p = KonaneGame.INSTANCE.parsePosition("w1wb3b/3w4/5bw1/bwb3b1/7b/1wb5/4w3/3w4 w");
        long sum = 0;
        for (int i = 0; i < 20_000; i++) {
            sum += standard.evaluate(p, i & 1);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < 100_000; i++) {
            sum += standard.evaluate(p, i & 1);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertEquals(0, sum);
        assertTrue(allocated < 10_000, allocated + " bytes allocated by 100,000 evaluations");
    }

    @Test
    void weightsOutOfRangeAreRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new KonaneEvaluator.Weights(100, 100, 0, 0, 0, 0, 20_000));
        assertEquals("weight parity = 20000 out of range -10000..10000", e.getMessage());
    }

    private static KonanePosition randomRunningPosition(Random random) {
        while (true) {
            Position p = RandomPlay.randomPosition(KonaneGame.INSTANCE, random, 60);
            if (!p.isOver()) {
                return (KonanePosition) p;
            }
        }
    }

    private static long bits(String squares) {
        long b = 0;
        for (String s : squares.split(" ")) {
            b |= 1L << io.abstractgames.core.board.Squares.index(s);
        }
        return b;
    }
}
