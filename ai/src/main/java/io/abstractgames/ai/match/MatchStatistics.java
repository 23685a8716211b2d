package io.abstractgames.ai.match;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a match's games show: wins, draws and losses of A and B overall and per seat of A, the
 * games won by each seat, the average game length, A's score with its 95% interval and, with two
 * players, the Elo difference of A over B with its interval.
 *
 * <h2>Formulas</h2>
 * With {@code W}, {@code D}, {@code L} A's wins, draws and losses in {@code N} games:
 * <ul>
 *   <li>score {@code s = (W + D/2) / N};
 *   <li>the spread of one game's result {@code sd = sqrt((W (1-s)^2 + D (1/2-s)^2 + L s^2) / N)}
 *       and the standard error {@code se = sd / sqrt(N)};
 *   <li>95% interval of the score: {@code s ± 1.959964 se}, cut to {@code [0, 1]} (the normal
 *       approximation, as in cutechess-cli and BayesElo's quick estimate);
 *   <li>Elo difference {@code elo(s) = -400 log10(1/s - 1)} (infinite for a score of 0 or 1), and
 *       its interval {@code [elo(lower), elo(upper)]} from the score interval's ends.
 * </ul>
 * With three players A plays alone against B in two seats: the score counts A's wins against the
 * wins of either B seat, and no Elo difference is given (the logistic model is for two players).
 */
public final class MatchStatistics {

    /** The 97.5% quantile of the standard normal distribution: 95% of it lies within ± this. */
    public static final double Z95 = 1.959963984540054;

    private final int playerCount;
    private final Tally a;
    private final Tally[] aBySeat;
    private final int[] winsBySeat;
    private final int draws;
    private final long plies;
    private final int games;

    private MatchStatistics(int playerCount, Tally a, Tally[] aBySeat, int[] winsBySeat, int draws, long plies,
            int games) {
        this.playerCount = playerCount;
        this.a = a;
        this.aBySeat = aBySeat;
        this.winsBySeat = winsBySeat;
        this.draws = draws;
        this.plies = plies;
        this.games = games;
    }

    /**
     * The statistics of some games.
     *
     * @param playerCount the game's number of players
     * @param results the games, at least one
     * @return the statistics
     * @throws IllegalArgumentException if there is no game or a seat is out of range
     */
    public static MatchStatistics of(int playerCount, List<GameResult> results) {
        if (results.isEmpty()) {
            throw new IllegalArgumentException("no games");
        }
        Tally a = Tally.EMPTY;
        Tally[] bySeat = new Tally[playerCount];
        Arrays.fill(bySeat, Tally.EMPTY);
        int[] wins = new int[playerCount];
        int draws = 0;
        long plies = 0;
        for (GameResult r : results) {
            if (r.seatOfA() >= playerCount || r.outcome().winner() >= playerCount) {
                throw new IllegalArgumentException("game " + r.index() + ": seat out of range for " + playerCount
                        + " players");
            }
            a = a.plus(r.scoreOfA());
            bySeat[r.seatOfA()] = bySeat[r.seatOfA()].plus(r.scoreOfA());
            if (r.outcome().isWin()) {
                wins[r.outcome().winner()]++;
            } else {
                draws++;
            }
            plies += r.plies();
        }
        return new MatchStatistics(playerCount, a, bySeat, wins, draws, plies, results.size());
    }

    /**
     * The number of games.
     *
     * @return at least 1
     */
    public int games() {
        return games;
    }

    /**
     * A's results.
     *
     * @return A's wins, draws and losses
     */
    public Tally a() {
        return a;
    }

    /**
     * B's results (A's seen from the other side).
     *
     * @return B's wins, draws and losses
     */
    public Tally b() {
        return a.reversed();
    }

    /**
     * A's results in one seat.
     *
     * @param seat the seat, 0 to {@code playerCount - 1}
     * @return A's wins, draws and losses in the games where A had that seat
     */
    public Tally aInSeat(int seat) {
        return aBySeat[seat];
    }

    /**
     * The games each seat won, whoever played it.
     *
     * @param seat the seat, 0 to {@code playerCount - 1}
     * @return the number of games that seat won
     */
    public int winsOfSeat(int seat) {
        return winsBySeat[seat];
    }

    /**
     * The drawn games.
     *
     * @return the number of draws
     */
    public int draws() {
        return draws;
    }

    /**
     * The average game length.
     *
     * @return plies per game
     */
    public double averagePlies() {
        return (double) plies / games;
    }

    /**
     * A's score with its 95% interval (see the class documentation).
     *
     * @return the estimate, within 0 to 1
     */
    public Estimate score() {
        return scoreInterval(a);
    }

    /**
     * The Elo difference of A over B with its 95% interval (two players only).
     *
     * @return the estimate, or empty with three or more players
     */
    public Optional<Estimate> elo() {
        return playerCount == 2 ? Optional.of(eloInterval(a)) : Optional.empty();
    }

    /**
     * The score of a tally with its 95% interval, from the normal approximation (see the class
     * documentation).
     *
     * @param t the tally, at least one game
     * @return the score and the interval's ends, cut to 0..1
     * @throws IllegalArgumentException if the tally has no game
     */
    public static Estimate scoreInterval(Tally t) {
        int n = t.games();
        if (n == 0) {
            throw new IllegalArgumentException("no games");
        }
        double s = t.score();
        double variance = (t.wins() * (1 - s) * (1 - s) + t.draws() * (0.5 - s) * (0.5 - s) + t.losses() * s * s) / n;
        double margin = Z95 * Math.sqrt(variance / n);
        return new Estimate(s, Math.max(0, s - margin), Math.min(1, s + margin));
    }

    /**
     * The Elo difference that gives a score under the logistic model.
     *
     * @param score the expected score, 0 to 1
     * @return {@code -400 log10(1/score - 1)}: 0 for 0.5, positive above; negative infinity for 0
     *     and positive infinity for 1
     */
    public static double eloDifference(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /**
     * The Elo difference of a tally with its 95% interval: {@link #eloDifference} of the score and
     * of the ends of {@link #scoreInterval}.
     *
     * @param t the tally, at least one game
     * @return the estimate (ends may be infinite)
     * @throws IllegalArgumentException if the tally has no game
     */
    public static Estimate eloInterval(Tally t) {
        Estimate s = scoreInterval(t);
        return new Estimate(eloDifference(s.value()), eloDifference(s.lower()), eloDifference(s.upper()));
    }
}
