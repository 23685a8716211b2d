package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ScoresTest {

    @Test
    void winsAndLossesCarryTheirDistance() {
        assertEquals(Scores.WIN - 3, Scores.winIn(3));
        assertEquals(-(Scores.WIN - 4), Scores.lossIn(4));
        assertTrue(Scores.isWin(Scores.winIn(Scores.MAX_PLY)));
        assertTrue(Scores.isLoss(Scores.lossIn(Scores.MAX_PLY)));
        assertEquals(3, Scores.plies(Scores.winIn(3)));
        assertEquals(4, Scores.plies(Scores.lossIn(4)));
        assertTrue(Scores.winIn(1) > Scores.winIn(2));
        assertTrue(Scores.lossIn(2) > Scores.lossIn(1));
    }

    @Test
    void heuristicScoresAreNotDecided() {
        assertFalse(Scores.isDecided(Scores.MAX_EVAL + Scores.MAX_NOISE));
        assertFalse(Scores.isDecided(-Scores.MAX_EVAL - Scores.MAX_NOISE));
        assertFalse(Scores.isDecided(Scores.DRAW));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scores.plies(12));
        assertEquals("score 12 is not a win or a loss", e.getMessage());
    }

    @Test
    void evaluationsAreClamped() {
        assertEquals(Scores.MAX_EVAL, Scores.clampEval(Integer.MAX_VALUE));
        assertEquals(-Scores.MAX_EVAL, Scores.clampEval(Integer.MIN_VALUE));
        assertEquals(17, Scores.clampEval(17));
    }

    @Test
    void text() {
        assertEquals("win 5", Scores.toText(Scores.winIn(5)));
        assertEquals("loss 2", Scores.toText(Scores.lossIn(2)));
        assertEquals("-35", Scores.toText(-35));
    }

    @Test
    void distanceOutOfRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scores.winIn(-1));
        assertEquals("distance -1 plies out of range 0..256", e.getMessage());
    }

    @Property(tries = 300)
    void tableConversionRoundTrips(@ForAll @IntRange(min = -1_000_000_000, max = 1_000_000_000) int score,
            @ForAll @IntRange(min = 0, max = 128) int ply) {
        if (Scores.isDecided(score) && Scores.plies(score) < ply) {
            return; // a decided score is never nearer to the root than its node
        }
        assertEquals(score, Scores.fromTable(Scores.toTable(score, ply), ply));
    }

    @Property(tries = 200)
    void aStoredWinMovesWithThePly(@ForAll @IntRange(min = 0, max = 100) int distance,
            @ForAll @IntRange(min = 0, max = 100) int storePly, @ForAll @IntRange(min = 0, max = 100) int probePly) {
        int stored = Scores.toTable(Scores.winIn(storePly + distance), storePly);
        assertEquals(Scores.winIn(probePly + distance), Scores.fromTable(stored, probePly));
        int storedLoss = Scores.toTable(Scores.lossIn(storePly + distance), storePly);
        assertEquals(Scores.lossIn(probePly + distance), Scores.fromTable(storedLoss, probePly));
    }

    @Test
    void onlyDecidedScoresMoveWithThePlyInTheTable() {
        int t = Scores.WIN_THRESHOLD;
        assertEquals(t - 1, Scores.toTable(t - 1, 7));
        assertEquals(-(t - 1), Scores.toTable(-(t - 1), 7));
        assertEquals(t + 7, Scores.toTable(t, 7));
        assertEquals(-t - 7, Scores.toTable(-t, 7));
        assertEquals(t - 1, Scores.fromTable(t - 1, 7));
        assertEquals(-(t - 1), Scores.fromTable(-(t - 1), 7));
        assertEquals(Scores.WIN - 7, Scores.fromTable(Scores.WIN, 7));
        assertEquals(-Scores.WIN + 7, Scores.fromTable(-Scores.WIN, 7));
        assertEquals(0, Scores.toTable(0, 7));
        assertEquals(Scores.MAX_EVAL, Scores.fromTable(Scores.MAX_EVAL, 7));
    }
}
