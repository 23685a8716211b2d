package io.abstractgames.ai.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Elo fit against values worked out by hand from the model's formulas. */
class EloFitTest {

    private static final double SCALE = 400 / Math.log(10);

    @Test
    void twoPlayersGetTheEloOfTheirScoreWithThePriorsDraws() {
        EloFit.Ratings r = new EloFit().add("a", "b", new Tally(700, 100, 200)).fit("b");
        // 750 points of 1000, plus 2 virtual draws: 751 of 1002.
        double p = 751.0 / 1002;
        assertEquals(0.0, r.of("b").elo(), 1e-9);
        assertEquals(400 * Math.log10(p / (1 - p)), r.of("a").elo(), 1e-6);
        double sd = SCALE / Math.sqrt(1002 * p * (1 - p));
        assertEquals(r.of("a").elo() + MatchStatistics.Z95 * sd, r.of("a").upper(), 1e-6);
        assertEquals(r.of("a").elo() - MatchStatistics.Z95 * sd, r.of("a").lower(), 1e-6);
    }

    @Test
    void aClean100To0SweepGivesAFiniteRating() {
        EloFit.Ratings r = new EloFit().add("strong", "random", new Tally(100, 0, 0)).fit("random");
        assertEquals(400 * Math.log10(101.0), r.of("strong").elo(), 1e-6);
        assertTrue(Double.isFinite(r.of("strong").upper()));
    }

    @Test
    void aChainOfPairingsIsTransitive() {
        EloFit fit = new EloFit();
        fit.add("a", "b", 500, 1000).add("b", "c", 500, 1000);
        EloFit.Ratings r = fit.fit("a");
        assertEquals(0.0, r.of("b").elo(), 1e-6);
        assertEquals(0.0, r.of("c").elo(), 1e-6);
        // c meets a only through b: the gap's interval is wider than either link's.
        Estimate ac = r.difference("a", "c");
        Estimate ab = r.difference("a", "b");
        assertTrue(ac.margin() > ab.margin(), ac + " vs " + ab);
        assertEquals(ab.margin() * Math.sqrt(2), ac.margin(), 1e-6);
    }

    @Test
    void aThreePlayerWinBeatsBothOthersWhoDrawEachOther() {
        EloFit fit = new EloFit();
        for (int i = 0; i < 30; i++) {
            fit.addGame(List.of("x", "y", "z"), i % 3 == 0 ? -1 : 0);
        }
        EloFit.Ratings r = fit.fit("y");
        assertTrue(r.of("x").elo() > 100, r.of("x").toString());
        assertEquals(r.of("y").elo(), r.of("z").elo(), 1e-6);
    }

    @Test
    void badInputIsNamed() {
        assertEquals("a player cannot be rated against itself: a",
                assertThrows(IllegalArgumentException.class, () -> new EloFit().add("a", "a", 1, 2)).getMessage());
        assertEquals("the anchor r played no game",
                assertThrows(IllegalArgumentException.class, () -> new EloFit().add("a", "b", 1, 2).fit("r")).getMessage());
        assertEquals("the players do not form one connected pool; rate each pool apart: c, d met no player of the"
                + " anchor a's pool",
                assertThrows(IllegalArgumentException.class,
                        () -> new EloFit().add("a", "b", 1, 2).add("c", "d", 1, 2).fit("a")).getMessage());
    }

    @Test
    void aChainThatNeverMetTheAnchorsPoolIsRefusedWhateverItsSize() {
        EloFit fit = new EloFit().add("random", "beginner", 3, 60).add("beginner", "advanced", 5, 60);
        for (int n = 2; n <= 7; n++) {
            fit.add("ladder:" + n, "ladder:" + (n - 1), 30, 40);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> fit.fit("random"));
        assertTrue(e.getMessage().endsWith(": ladder:2, ladder:1, ladder:3, ladder:4, ladder:5, ladder:6, ladder:7 met no"
                + " player of the anchor random's pool"), e.getMessage());
    }
}
