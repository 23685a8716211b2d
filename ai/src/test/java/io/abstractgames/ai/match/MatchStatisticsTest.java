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
 * Score intervals and Elo differences on examples computed by hand. For 6 wins, 2 draws and 2
 * losses: s = 0.7; the squared deviations sum to 6 x 0.09 + 2 x 0.04 + 2 x 0.49 = 1.6, so the
 * variance of one game is 0.16, sd = 0.4, se = 0.4 / sqrt(10) = 0.126491 and the margin is
 * 1.959964 x 0.126491 = 0.247918; elo(0.7) = -400 log10(3/7) = 147.19.
 */
class MatchStatisticsTest {

    private static final double EPS = 1e-4;

    @Test
    void sixWinsTwoDrawsTwoLosses() {
        Estimate score = MatchStatistics.scoreInterval(new Tally(6, 2, 2));

        assertEquals(0.7, score.value(), EPS);
        assertEquals(0.452082, score.lower(), EPS);
        assertEquals(0.947918, score.upper(), EPS);
        assertEquals(0.247918, score.margin(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(6, 2, 2));
        assertEquals(147.19, elo.value(), 0.01);
        assertEquals(-33.40, elo.lower(), 0.01);
        assertEquals(504.03, elo.upper(), 0.01);
    }

    @Test
    void evenMatchIsSymmetricAroundZero() {
        // 5-0-5: variance 0.25, se = 0.5 / sqrt(10) = 0.158114, margin 0.309898.
        Estimate score = MatchStatistics.scoreInterval(new Tally(5, 0, 5));
        assertEquals(0.190102, score.lower(), EPS);
        assertEquals(0.809898, score.upper(), EPS);
        Estimate elo = MatchStatistics.eloInterval(new Tally(5, 0, 5));
        assertEquals(0.0, elo.value(), EPS);
        assertEquals(-251.78, elo.lower(), 0.01);
        assertEquals(251.78, elo.upper(), 0.01);
    }

    @Test
    void drawsNarrowTheInterval() {
        // 3-4-3: variance (3 x 0.25 + 3 x 0.25) / 10 = 0.15, margin 1.959964 x sqrt(0.015) = 0.240046.
        Estimate score = MatchStatistics.scoreInterval(new Tally(3, 4, 3));
        assertEquals(0.259954, score.lower(), EPS);
        assertEquals(0.740046, score.upper(), EPS);
    }

    @Test
    void intervalIsCutAtOneAndEloBecomesInfinite() {
        Estimate score = MatchStatistics.scoreInterval(new Tally(9, 0, 1));
        assertEquals(0.714061, score.lower(), EPS);
        assertEquals(1.0, score.upper(), 0);
        Estimate elo = MatchStatistics.eloInterval(new Tally(9, 0, 1));
        assertEquals(381.70, elo.value(), 0.01);
        assertEquals(Double.POSITIVE_INFINITY, elo.upper(), 0);
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
