package io.abstractgames.ai.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Score intervals and Elo differences on examples computed by hand from the Wilson score interval,
 * {@code (s + z^2/2n +- z sqrt(s(1-s)/n + z^2/4n^2)) / (1 + z^2/n)} with z = 1.959964 and n the
 * effective number of games. For 6 wins, 2 draws and 2 losses: s = 0.7; the squared deviations sum
 * to 6 x 0.09 + 2 x 0.04 + 2 x 0.49 = 1.6, so the variance of one game is v = 0.16 and
 * n = 10 x 0.21 / 0.16 = 13.125; the interval is 0.432012 to 0.877422; elo(0.7) = -400 log10(3/7)
 * = 147.19.
 */
class MatchStatisticsTest {

    private static final double EPS = 1e-5;

    @Test
    void sixWinsTwoDrawsTwoLosses() {
        Estimate score = MatchStatistics.scoreInterval(new Tally(6, 2, 2));

        assertEquals(0.7, score.value(), EPS);
        assertEquals(0.432012, score.lower(), EPS);
        assertEquals(0.877422, score.upper(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(6, 2, 2));
        assertEquals(147.19, elo.value(), 0.01);
        assertEquals(-47.54, elo.lower(), 0.01);
        assertEquals(341.92, elo.upper(), 0.01);
    }

    @Test
    void evenMatchIsSymmetricAroundZero() {
        // 5-0-5: n = 10, centre 0.5, half width 1.959964 sqrt(0.025 + 0.0096040) / 1.384146 = 0.263407.
        Estimate score = MatchStatistics.scoreInterval(new Tally(5, 0, 5));
        assertEquals(0.236593, score.lower(), EPS);
        assertEquals(0.763407, score.upper(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(5, 0, 5));
        assertEquals(0.0, elo.value(), EPS);
        assertEquals(-203.50, elo.lower(), 0.01);
        assertEquals(203.50, elo.upper(), 0.01);
    }

    @Test
    void fiftyFifty() {
        Estimate score = MatchStatistics.scoreInterval(new Tally(50, 0, 50));
        assertEquals(0.5, score.value(), 0);
        assertEquals(0.403832, score.lower(), EPS);
        assertEquals(0.596168, score.upper(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(50, 0, 50));
        assertEquals("0", MatchStatistics.eloText(elo.value()));
        assertEquals("-68", MatchStatistics.eloText(elo.lower()));
        assertEquals("+68", MatchStatistics.eloText(elo.upper()));
    }

    @Test
    void drawsNarrowTheInterval() {
        // 3-4-3: v = 0.15, n = 10 x 0.25 / 0.15 = 16.6667.
        Estimate score = MatchStatistics.scoreInterval(new Tally(3, 4, 3));
        assertEquals(0.283601, score.lower(), EPS);
        assertEquals(0.716399, score.upper(), EPS);
    }

    @Test
    void onlyDrawsCountAsManyGamesAsWithoutDraws() {
        assertEquals(MatchStatistics.scoreInterval(new Tally(5, 0, 5)), MatchStatistics.scoreInterval(new Tally(0, 10, 0)));
    }

    @Test
    void nearTheEdgeTheIntervalStaysInsideAndEloIsFinite() {
        Estimate score = MatchStatistics.scoreInterval(new Tally(9, 0, 1));
        assertEquals(0.595850, score.lower(), EPS);
        assertEquals(0.982124, score.upper(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(9, 0, 1));
        assertEquals(381.70, elo.value(), 0.01);
        assertEquals(67.44, elo.lower(), 0.01);
        assertEquals(695.96, elo.upper(), 0.01);
    }

    @Test
    void aHundredWinsKeepAnIntervalAndPrintEloBounds() {
        // s = 1, n = 100: the lower end is 1 / (1 + z^2/100) = 0.963007; elo(0.963007) = 566.20.
        Estimate score = MatchStatistics.scoreInterval(new Tally(100, 0, 0));
        assertEquals(1.0, score.value(), 0);
        assertEquals(0.963007, score.lower(), EPS);
        assertEquals(1.0, score.upper(), 0);
        Estimate elo = MatchStatistics.eloInterval(new Tally(100, 0, 0));
        assertEquals(566.20, elo.lower(), 0.01);
        assertEquals("> +800", MatchStatistics.eloText(elo.value()));
        assertEquals("+566", MatchStatistics.eloText(elo.lower()));
        assertEquals("> +800", MatchStatistics.eloText(elo.upper()));
    }

    @Test
    void aHundredLossesKeepAnIntervalAndPrintEloBounds() {
        Estimate score = MatchStatistics.scoreInterval(new Tally(0, 0, 100));
        assertEquals(0.0, score.value(), 0);
        assertEquals(0.0, score.lower(), EPS);
        assertEquals(0.036993, score.upper(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(0, 0, 100));
        assertEquals(-566.20, elo.upper(), 0.01);
        assertEquals("< -800", MatchStatistics.eloText(elo.value()));
        assertEquals("< -800", MatchStatistics.eloText(elo.lower()));
        assertEquals("-566", MatchStatistics.eloText(elo.upper()));
    }

    @Test
    void eloTextRoundsAndBoundsAtEightHundred() {
        assertEquals("+800", MatchStatistics.eloText(800));
        assertEquals("> +800", MatchStatistics.eloText(800.1));
        assertEquals("-800", MatchStatistics.eloText(-800));
        assertEquals("< -800", MatchStatistics.eloText(Double.NEGATIVE_INFINITY));
        assertEquals("0", MatchStatistics.eloText(-0.4));
        assertEquals(Double.POSITIVE_INFINITY, MatchStatistics.eloDifference(1));
        assertEquals(Double.NEGATIVE_INFINITY, MatchStatistics.eloDifference(0));
    }

    @Test
    void talliesPerEntrantAndSeat() {
        // Two players: A is seat 0 in even games. Games: A wins, A (seat 1) loses, draw, A (seat 1) wins.
        List<GameResult> games = new ArrayList<>();
        games.add(result(0, 0, Outcome.win(0, EndReason.NO_MOVES), 10));
        games.add(result(1, 1, Outcome.win(0, EndReason.NO_MOVES), 20));
        games.add(result(2, 0, Outcome.draw(EndReason.MOVE_LIMIT), 30));
        games.add(result(3, 1, Outcome.win(1, EndReason.GOAL_REACHED), 40));

        MatchStatistics stats = MatchStatistics.of(2, games);

        assertEquals(new Tally(2, 1, 1), stats.a());
        assertEquals(new Tally(1, 1, 2), stats.b());
        assertEquals(new Tally(1, 1, 0), stats.aInSeat(0));
        assertEquals(new Tally(1, 0, 1), stats.aInSeat(1));
        assertEquals(2, stats.winsOfSeat(0));
        assertEquals(1, stats.winsOfSeat(1));
        assertEquals(1, stats.draws());
        assertEquals(25.0, stats.averagePlies(), 0);
        assertEquals(0.625, stats.score().value(), 0);
        assertTrue(stats.elo().isPresent());
    }

    @Test
    void threePlayersCountEitherBSeatAsBsWinAndHaveNoElo() {
        List<GameResult> games = List.of(
                result(0, 0, Outcome.win(2, EndReason.GOAL_REACHED), 5),
                result(1, 1, Outcome.win(1, EndReason.GOAL_REACHED), 5),
                result(2, 2, Outcome.win(0, EndReason.GOAL_REACHED), 5));

        MatchStatistics stats = MatchStatistics.of(3, games);

        assertEquals(new Tally(1, 0, 2), stats.a());
        assertEquals(new Tally(0, 0, 1), stats.aInSeat(2));
        assertTrue(stats.elo().isEmpty());
    }

    @Test
    void tallyText() {
        assertEquals("1 win, 1 draw, 1 loss", new Tally(1, 1, 1).toString());
        assertEquals("0 wins, 2 draws, 3 losses", new Tally(0, 2, 3).toString());
    }

    private static GameResult result(int index, int seatOfA, Outcome outcome, int plies) {
        return new GameResult(index, seatOfA, outcome, plies, GameRecord.builder("x").build());
    }
}
