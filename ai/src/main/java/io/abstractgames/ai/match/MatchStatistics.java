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
 *   <li>the variance of one game's result {@code v = (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N};
 *   <li>the effective number of games {@code n = N s (1-s) / v}: {@code N} without draws, more
 *       with draws (a draw varies less than a win or a loss), and {@code N} when {@code v} or
 *       {@code s (1-s)} is 0 (every game won, every game lost, or every game drawn);
 *   <li>95% interval of the score: the Wilson score interval with {@code z = 1.959964} and
 *       {@code n} games, {@code (s + z^2/2n ± z sqrt(s (1-s)/n + z^2/4n^2)) / (1 + z^2/n)}. Unlike
 *       the normal approximation {@code s ± z sqrt(v/N)}, it stays inside {@code [0, 1]} and keeps
 *       a width at the edges: after 100 wins in 100 games it is 0.963 to 1;
 *   <li>Elo difference {@code elo(s) = -400 log10(1/s - 1)} (infinite for a score of 0 or 1), and
 *       its interval {@code [elo(lower), elo(upper)]} from the score interval's ends. Reports
 *       print values beyond {@value #ELO_TEXT_LIMIT} as bounds ({@link #eloText(double)}).
 * </ul>
 * With three players A plays alone against B in two seats: the score counts A's wins against the
 * wins of either B seat, and no Elo difference is given (the logistic model is for two players).
 */
public final class MatchStatistics {

    /** The 97.5% quantile of the standard normal distribution: 95% of it lies within ± this. */
    public static final double Z95 = 1.959963984540054;

    /**
     * The largest Elo difference reports print as a number; beyond it {@link #eloText(double)}
     * prints a bound ({@code > +800}, {@code < -800}), which also covers the infinite differences
     * of a score of 0 or 1.
     */
    public static final int ELO_TEXT_LIMIT = 800;

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
     * The score of a tally with its 95% Wilson score interval (see the class documentation).
     *
     * @param t the tally, at least one game
     * @return the score and the interval's ends, within 0..1
     * @throws IllegalArgumentException if the tally has no game
     */
    public static Estimate scoreInterval(Tally t) {
        int games = t.games();
        if (games == 0) {
            throw new IllegalArgumentException("no games");
        }
        double s = t.score();
        double binomial = s * (1 - s);
        double variance = (t.wins() * (1 - s) * (1 - s) + t.draws() * (0.5 - s) * (0.5 - s) + t.losses() * s * s)
                / games;
        double n = variance > 0 && binomial > 0 ? games * binomial / variance : games;
        double z2 = Z95 * Z95;
        double denominator = 1 + z2 / n;
        double centre = (s + z2 / (2 * n)) / denominator;
        double half = Z95 * Math.sqrt(binomial / n + z2 / (4 * n * n)) / denominator;
        return new Estimate(s, Math.max(0, centre - half), Math.min(1, centre + half));
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
     * An Elo difference as reports print it: rounded, with its sign, e.g. {@code +90}, {@code 0},
     * {@code -453}; beyond {@value #ELO_TEXT_LIMIT} either way (and for the infinite differences of
     * a score of 0 or 1) the bound {@code > +800} or {@code < -800}.
     *
     * @param elo the difference, possibly infinite
     * @return the text
     * @throws IllegalArgumentException if {@code elo} is not a number
     */
    public static String eloText(double elo) {
        if (Double.isNaN(elo)) {
            throw new IllegalArgumentException("Elo difference is not a number");
        }
        if (elo > ELO_TEXT_LIMIT) {
            return "> +" + ELO_TEXT_LIMIT;
        }
        if (elo < -ELO_TEXT_LIMIT) {
            return "< -" + ELO_TEXT_LIMIT;
        }
        long rounded = Math.round(elo);
        return rounded > 0 ? "+" + rounded : Long.toString(rounded);
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
