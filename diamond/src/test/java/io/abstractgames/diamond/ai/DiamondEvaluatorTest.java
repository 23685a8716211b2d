package io.abstractgames.diamond.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.diamond.ai.DiamondEvaluator.Term;
import io.abstractgames.diamond.internal.DiamondPosition;
import io.abstractgames.testkit.RandomPlay;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * One test per term of {@link DiamondEvaluator} on a small hand-made position, with the expected
 * value worked out by hand from the documented weights; and the properties of the whole: zero work
 * for a won camp, antisymmetry with two players, "best opponent minus own" with three, colour
 * independence under the board's symmetries, determinism.
 */
class DiamondEvaluatorTest {

    private static final int RED = DiamondBoard.RED;
    private static final int YELLOW = DiamondBoard.YELLOW;
    private static final int GREEN = DiamondBoard.GREEN;

    /** Red's camp N without row 13 and the apex. */
    private static final String N_INSIDE = "16.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4";
    private static final String YELLOW_START =
            "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";
    /** Yellow's start with the men from 13.5 (a corner of Red's camp N) and 12.4 moved to 9.2 and 9.3. */
    private static final String YELLOW_OFF_13_5 =
            "y:K13.1,9.1,9.2,9.3,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4";

    private static DiamondPosition two(String text) {
        return (DiamondPosition) DiamondGame.twoPlayers().parsePosition(text);
    }

    private static int term(DiamondPosition position, int player, Term term) {
        return DiamondEvaluator.terms(position, player)[term.ordinal()];
    }

    @Test
    void startPositionTermByTerm() {
        DiamondPosition start = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        int[] expected = new int[Term.values().length];
        // Men at distances 15 (x2), 14 (x3), 13 (x4), 12 (x5) from 17.1: 184. Yellow's man on
        // 13.5 already fills one point of camp N, so one man at 15 is surplus and the other 13
        // (169) fill the remaining points (40 - 4).
        expected[Term.DISTANCE.ordinal()] = DiamondEvaluator.STEP * (184 - 15 - 36);
        expected[Term.SURPLUS.ordinal()] = DiamondEvaluator.SURPLUS_STEP * (15 - 4);
        expected[Term.KING.ordinal()] = DiamondEvaluator.KING_STEP * 16 + DiamondEvaluator.KING_AWAY;
        expected[Term.STRAGGLER.ordinal()] = DiamondEvaluator.STRAGGLER * (16 - 4);
        expected[Term.SPREAD.ordinal()] = DiamondEvaluator.SPREAD * (2 * 121 + 3 * 100 + 4 * 81 + 5 * 64 + 144);
        expected[Term.NOT_HOME.ordinal()] = DiamondEvaluator.NOT_HOME * (15 - 1);
        assertArrayEquals(expected, DiamondEvaluator.terms(start, RED));
        int[] yellow = DiamondEvaluator.terms(start, YELLOW);
        assertEquals(DiamondEvaluator.remainingWork(start, RED), DiamondEvaluator.remainingWork(start, YELLOW));
        assertTrue(yellow[Term.PREPARED.ordinal()] > 0, "Yellow counts as the last mover before Red");
    }

    @Test
    void distanceCountsTheWayToTheFreeCampPointNotToTheApex() {
        // The only hole is 13.5 (left corner); the man on 12.9 is 5 steps from the apex but also 5
        // steps from 13.5, which lies 4 from the apex: cost 9. The 13 men inside sum 40 - 4.
        DiamondPosition p = two("2 r r:K17.1," + N_INSIDE + ",13.6,13.7,13.8,13.9,12.9 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.STEP * (36 + 9 - 40), term(p, RED, Term.DISTANCE));
        // From 12.6 the hole 13.7 is one step away: cost 5.
        DiamondPosition q = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.8,13.9,12.6 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.STEP * (36 + 5 - 40), term(q, RED, Term.DISTANCE));
    }

    @Test
    void otherColoursInTheCampFillItAndDisplaceSurplusMen() {
        // Yellow's man on 13.5 fills one of Red's two holes (13.5, 13.9), so 13 men are needed:
        // the 12 inside (depths summing 32), the man on 12.9 (one step to 13.9: cost 5) and not
        // the costlier man on 11.6 (3 steps to 13.5 or 13.9: cost 7), which is surplus. The
        // needed men sum 37 against 40 - 4 for the points they fill.
        DiamondPosition p = two("2 r r:K17.1," + N_INSIDE + ",13.6,13.7,13.8,12.9,11.6 " + YELLOW_START + " 40 0");
        int[] expected = new int[Term.values().length];
        expected[Term.DISTANCE.ordinal()] = DiamondEvaluator.STEP * (37 - 36);
        expected[Term.SURPLUS.ordinal()] = DiamondEvaluator.SURPLUS_STEP * (7 - 4);
        expected[Term.STRAGGLER.ordinal()] = DiamondEvaluator.STRAGGLER * (5 - 4);
        expected[Term.SPREAD.ordinal()] = DiamondEvaluator.SPREAD * (1 + 9);
        expected[Term.CENTRE.ordinal()] = DiamondEvaluator.CENTRE * (5 - 4);
        expected[Term.NOT_HOME.ordinal()] = DiamondEvaluator.NOT_HOME * (15 - 1 - 13);
        assertArrayEquals(expected, DiamondEvaluator.terms(p, RED));
        assertEquals(Arrays.stream(expected).sum(), DiamondEvaluator.remainingWork(p, RED));
    }

    @Test
    void kingCountsItsDistanceAndNotBeingOnTheApex() {
        DiamondPosition away = two("2 r r:K12.4," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.KING_STEP * 5 + DiamondEvaluator.KING_AWAY, term(away, RED, Term.KING));
        DiamondPosition home = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,12.6 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(0, term(home, RED, Term.KING));
        DiamondPosition near = two("2 r r:K16.1,17.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.5,13.6,13.7,13.8,12.6 "
                + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.KING_STEP + DiamondEvaluator.KING_AWAY, term(near, RED, Term.KING));
    }

    @Test
    void aManOnTheApexIsPenalised() {
        DiamondPosition p = two("2 r r:K16.1,17.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.5,13.6,13.7,13.8,12.6 "
                + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.MAN_ON_APEX, term(p, RED, Term.APEX_MAN));
        DiamondPosition q = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,12.6 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(0, term(q, RED, Term.APEX_MAN));
    }

    @Test
    void stragglerIsTheRearmostPiece() {
        // All home but one man on 9.5 (8 from the apex and from every free point's way in).
        DiamondPosition p = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,9.5 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.STRAGGLER * (8 - 4), term(p, RED, Term.STRAGGLER));
        // The king farther back than any man: it is the rear piece.
        DiamondPosition q = two("2 r r:K5.7," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.STRAGGLER * (12 - 4), term(q, RED, Term.STRAGGLER));
    }

    @Test
    void spreadSquaresTheStepsBeyondTheCamp() {
        DiamondPosition p = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,9.5 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.SPREAD * 16, term(p, RED, Term.SPREAD));
        DiamondPosition q = two("2 r r:K5.7," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.SPREAD * 64, term(q, RED, Term.SPREAD));
    }

    @Test
    void centreCountsMenAsideTheAxis() {
        // 9.1 has x = -8: 4 beyond the width of the camp; 9.5 is on the axis.
        DiamondPosition wide = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,9.1 "
                + "y:K13.1,9.2,9.3,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 40 0");
        assertEquals(DiamondEvaluator.CENTRE * 4, term(wide, RED, Term.CENTRE));
        DiamondPosition axis = two("2 r r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,9.5 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(0, term(axis, RED, Term.CENTRE));
    }

    @Test
    void notHomeCountsNeededPiecesOutsideTheCamp() {
        DiamondPosition p = two("2 r r:K12.4," + N_INSIDE + ",13.5,13.6,13.7,12.6,12.7 " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(DiamondEvaluator.NOT_HOME * 3, term(p, RED, Term.NOT_HOME));
    }

    @Test
    void preparedCreditsHalfTheBestNextMoveOfTheLastMover() {
        // Red moved last. Its best move is 12.6-13.7 into the last hole: the man's part of the work
        // falls from 100 * 5 (one step to 13.7, which lies 4 from the apex) + 10 * 1 (spread)
        // + 20 (not home) to 100 * 4. Every other move takes a man out of the camp.
        String red = "r:K17.1," + N_INSIDE + ",13.5,13.6,13.8,13.9,12.6";
        DiamondPosition redMovedLast = two("2 y " + red + " " + YELLOW_OFF_13_5 + " 41 0");
        int gain = 100 * 5 + 10 + 20 - 100 * 4;
        assertEquals(DiamondEvaluator.PREPARED_PERCENT * gain / 100, term(redMovedLast, RED, Term.PREPARED));
        // With Red to move the credit goes to Yellow, and Red gets none.
        DiamondPosition redToMove = two("2 r " + red + " " + YELLOW_OFF_13_5 + " 40 0");
        assertEquals(0, term(redToMove, RED, Term.PREPARED));
        Evaluator e = new DiamondEvaluator();
        int w = DiamondEvaluator.remainingWork(redMovedLast, YELLOW) - DiamondEvaluator.remainingWork(redMovedLast, RED);
        assertEquals(w + DiamondEvaluator.PREPARED_PERCENT * gain / 100, e.evaluate(redMovedLast, RED));
    }

    @Test
    void aWonCampLeavesNoWork() {
        DiamondPosition won = two("2 y r:K17.1," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9 " + YELLOW_OFF_13_5 + " 41 0");
        assertTrue(won.isOver());
        assertEquals(0, DiamondEvaluator.remainingWork(won, RED));
    }

    @Test
    void moreProgressScoresHigher() {
        DiamondPosition start = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        Evaluator e = new DiamondEvaluator();
        DiamondPosition after = two(start.toText());
        after.play("5.7-6.7");
        DiamondPosition jump = two(start.toText());
        jump.play("4.3-6.8");
        assertTrue(e.evaluate(jump, RED) > e.evaluate(after, RED));
    }

    @Test
    void twoPlayerEvaluationIsAntisymmetric() {
        Evaluator e = new DiamondEvaluator();
        Random random = new Random(5);
        for (int i = 0; i < 300; i++) {
            Position p = RandomPlay.randomPosition(DiamondGame.twoPlayers(), random, 200);
            if (!p.isOver()) {
                assertEquals(-e.evaluate(p, RED), e.evaluate(p, YELLOW), p.toText());
            }
        }
    }

    @Test
    void threePlayerEvaluationIsTheBestOpponentMinusOwn() {
        Evaluator e = new DiamondEvaluator();
        for (DiamondPosition p : runningThreePlayerPositions(6)) {
            int[] w = workMinusCredit(p);
            for (int c = 0; c < 3; c++) {
                int best = Math.min(w[(c + 1) % 3], w[(c + 2) % 3]);
                assertEquals(best - w[c], e.evaluate(p, c), p.toText() + " player " + c);
            }
        }
    }

    @Test
    void againstTheFieldTheEvaluationIsTheOpponentsMeanMinusOwn() {
        Evaluator e = new DiamondEvaluator(DiamondEvaluator.Opponents.FIELD);
        Evaluator leader = new DiamondEvaluator();
        int differing = 0;
        for (DiamondPosition p : runningThreePlayerPositions(7)) {
            int[] w = workMinusCredit(p);
            for (int c = 0; c < 3; c++) {
                int mean = (w[(c + 1) % 3] + w[(c + 2) % 3]) / 2;
                assertEquals(mean - w[c], e.evaluate(p, c), p.toText() + " player " + c);
                if (e.evaluate(p, c) != leader.evaluate(p, c)) {
                    differing++;
                }
            }
        }
        assertTrue(differing > 100, "the field and the leader differ where the opponents' work differs: " + differing);
    }

    @Test
    void withTwoPlayersTheFieldIsTheOpponent() {
        Evaluator field = new DiamondEvaluator(DiamondEvaluator.Opponents.FIELD);
        Evaluator leader = new DiamondEvaluator();
        Random random = new Random(8);
        for (int i = 0; i < 200; i++) {
            Position p = RandomPlay.randomPosition(DiamondGame.twoPlayers(), random, 200);
            if (!p.isOver()) {
                assertEquals(leader.evaluate(p, RED), field.evaluate(p, RED), p.toText());
                assertEquals(leader.evaluate(p, YELLOW), field.evaluate(p, YELLOW), p.toText());
            }
        }
        assertEquals(DiamondEvaluator.Opponents.LEADER, new DiamondEvaluator().opponents());
        assertEquals(DiamondEvaluator.Opponents.FIELD, new DiamondEvaluator(DiamondEvaluator.Opponents.FIELD).opponents());
        assertThrows(NullPointerException.class, () -> new DiamondEvaluator(null));
    }

    /** Running three-player positions after up to 200 random plies, from 200 tries. */
    private static List<DiamondPosition> runningThreePlayerPositions(long seed) {
        Random random = new Random(seed);
        List<DiamondPosition> positions = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            DiamondPosition p = (DiamondPosition) RandomPlay.randomPosition(DiamondGame.threePlayers(), random, 200);
            if (!p.isOver()) {
                positions.add(p);
            }
        }
        return positions;
    }

    /** Each player's remaining work minus its prepared-move credit, by player. */
    private static int[] workMinusCredit(DiamondPosition p) {
        int[] w = new int[3];
        for (int c = 0; c < 3; c++) {
            w[c] = DiamondEvaluator.remainingWork(p, c) - DiamondEvaluator.terms(p, c)[Term.PREPARED.ordinal()];
        }
        return w;
    }

    @Test
    void termsDoNotDependOnTheColour() {
        Random random = new Random(7);
        for (int i = 0; i < 100; i++) {
            DiamondPosition p = (DiamondPosition) RandomPlay.randomPosition(DiamondGame.twoPlayers(), random, 200);
            DiamondPosition mirrored = two(transform(p.toText(), 2, DiamondBoard::reflect, c -> 1 - c));
            assertArrayEquals(DiamondEvaluator.terms(p, RED), DiamondEvaluator.terms(mirrored, YELLOW), p.toText());
            assertArrayEquals(DiamondEvaluator.terms(p, YELLOW), DiamondEvaluator.terms(mirrored, RED), p.toText());
        }
        for (int i = 0; i < 100; i++) {
            DiamondPosition p = (DiamondPosition) RandomPlay.randomPosition(DiamondGame.threePlayers(), random, 200);
            // Turning by 120 degrees brings Yellow's camps onto Red's, Green's onto Yellow's, Red's onto Green's.
            DiamondPosition turned = (DiamondPosition) DiamondGame.threePlayers()
                    .parsePosition(transform(p.toText(), 3, DiamondBoard::rotate120, c -> (c + 2) % 3));
            for (int c = 0; c < 3; c++) {
                assertArrayEquals(DiamondEvaluator.terms(p, c), DiamondEvaluator.terms(turned, (c + 2) % 3), p.toText());
            }
        }
    }

    @Test
    void evaluationIsDeterministicAndLeavesThePositionUnchanged() {
        Evaluator e = new DiamondEvaluator();
        Random random = new Random(8);
        MoveList moves = new MoveList();
        for (int i = 0; i < 50; i++) {
            DiamondPosition p = (DiamondPosition) RandomPlay.randomPosition(DiamondGame.threePlayers(), random, 150);
            if (p.isOver()) {
                continue;
            }
            String text = p.toText();
            long key = p.key();
            p.generateMoves(moves);
            int count = moves.size();
            for (int c = 0; c < 3; c++) {
                assertEquals(e.evaluate(p, c), new DiamondEvaluator().evaluate(p, c));
            }
            assertEquals(text, p.toText());
            assertEquals(key, p.key());
            p.generateMoves(moves);
            assertEquals(count, moves.size());
        }
    }

    @Test
    void rejectsForeignPositionsAndPlayers() {
        Evaluator e = new DiamondEvaluator();
        DiamondPosition p = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        assertThrows(IllegalArgumentException.class, () -> e.evaluate(p, GREEN));
        assertThrows(IllegalArgumentException.class, () -> DiamondEvaluator.remainingWork(p, -1));
    }

    /** A position text with every point mapped and the colours relabelled (fields kept in turn order). */
    private static String transform(String text, int players, IntUnaryOperator point, IntUnaryOperator colour) {
        String[] f = text.split(" ");
        String letters = "ryg";
        String[] fields = new String[players];
        for (int c = 0; c < players; c++) {
            int image = colour.applyAsInt(c);
            StringBuilder sb = new StringBuilder().append(letters.charAt(image)).append(':');
            String[] items = f[2 + c].substring(2).split(",");
            for (int i = 0; i < items.length; i++) {
                boolean king = items[i].startsWith("K");
                int q = point.applyAsInt(DiamondBoard.parse(king ? items[i].substring(1) : items[i]));
                sb.append(i == 0 ? "" : ",").append(king ? "K" : "").append(DiamondBoard.name(q));
            }
            fields[image] = sb.toString();
        }
        StringBuilder out = new StringBuilder().append(players).append(' ')
                .append(letters.charAt(colour.applyAsInt(letters.indexOf(f[1].charAt(0)))));
        for (String field : fields) {
            out.append(' ').append(field);
        }
        for (int i = 2 + players; i < f.length; i++) {
            out.append(' ').append(f[i]);
        }
        return out.toString();
    }
}
