package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** The challenge ladder ({@code docs/rules/bashni.md}, "Challenge ladder"). */
class ChallengeLadderTest {

    @Test
    void searchDepthIsTheOpponentNumberUpToSeven() {
        int[] expected = {1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
        for (int n = 1; n <= 19; n++) {
            assertEquals(expected[n - 1], ChallengeLadder.searchDepth(n), "opponent " + n);
        }
    }

    @Test
    void randomMoveChanceFallsToZeroFromOpponentSix() {
        int[] expected = {30, 15, 7, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        for (int n = 1; n <= 19; n++) {
            assertEquals(expected[n - 1], ChallengeLadder.randomMovePercent(n), "opponent " + n);
        }
    }

    @Test
    void whiteLosesOneManMorePerOpponentFromTheEighth() {
        for (int n = 1; n <= 19; n++) {
            assertEquals(Math.max(0, n - 7), ChallengeLadder.menRemoved(n), "opponent " + n);
            long white = ChallengeLadder.startText(n).chars().filter(c -> c == 'w').count() - 1;
            assertEquals(12 - ChallengeLadder.menRemoved(n), white, "White men against opponent " + n);
        }
        assertEquals(BashniGame.START_TEXT, ChallengeLadder.startText(7));
    }

    @Test
    void handicapStartPositions() {
        String black = "b6:b,d6:b,f6:b,h6:b,a7:b,c7:b,e7:b,g7:b,b8:b,d8:b,f8:b,h8:b";
        assertEquals("w c1:w,e1:w,g1:w,b2:w,d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w," + black + " 0 0", ChallengeLadder.startText(8));
        assertEquals("w d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w," + black + " 0 0", ChallengeLadder.startText(12));
        assertEquals("w g3:w," + black + " 0 0", ChallengeLadder.startText(18));
        assertEquals("w " + black + " 0 0", ChallengeLadder.startText(19));
        Position last = ChallengeLadder.startPosition(19);
        assertEquals(Outcome.win(1, EndReason.NO_MOVES), last.outcome());
        assertEquals(ChallengeLadder.startText(12), ChallengeLadder.startPosition(12).toText());
    }

    @Test
    void scoreWithoutAWinIsZero() {
        assertEquals(0, ChallengeLadder.score(0, 0));
        assertEquals(0, ChallengeLadder.speedBonus(0, 0));
    }

    @Test
    void scoreOfTheSpecsExample() {
        assertEquals(9599, ChallengeLadder.speedBonus(2, 30_000 + 50_000));
        assertEquals(29_599, ChallengeLadder.score(2, 30_000 + 50_000));
    }

    @Test
    void theMeanThinkingTimeIsCountedInWholeTenthsOfASecond() {
        assertEquals(10_000 + 9999, ChallengeLadder.score(1, 99));
        assertEquals(10_000 + 9998, ChallengeLadder.score(1, 100));
        assertEquals(30_000 + 9998, ChallengeLadder.score(3, 599));
    }

    @Test
    void theSpeedBonusNeverGoesBelowZero() {
        assertEquals(10_000 + 1, ChallengeLadder.score(1, 999_899));
        assertEquals(10_000, ChallengeLadder.score(1, 999_900));
        assertEquals(10_000, ChallengeLadder.score(1, 5_000_000));
        assertEquals(18 * 10_000, ChallengeLadder.score(18, 18L * 3_600_000));
    }

    @Test
    void invalidArgumentsAreRejectedWithAMessage() {
        assertEquals("opponent 0 out of range 1..19", assertThrows(IllegalArgumentException.class, () -> ChallengeLadder.searchDepth(0)).getMessage());
        assertEquals("opponent 20 out of range 1..19",
                assertThrows(IllegalArgumentException.class, () -> ChallengeLadder.randomMovePercent(20)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> ChallengeLadder.startText(-1));
        assertEquals("wins -1 out of range 0..18", assertThrows(IllegalArgumentException.class, () -> ChallengeLadder.score(-1, 0)).getMessage());
        assertEquals("wins 19 out of range 0..18", assertThrows(IllegalArgumentException.class, () -> ChallengeLadder.score(19, 0)).getMessage());
        assertEquals("thinking time -1 ms is negative",
                assertThrows(IllegalArgumentException.class, () -> ChallengeLadder.score(1, -1)).getMessage());
    }
}
