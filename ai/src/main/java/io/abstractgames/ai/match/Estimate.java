package io.abstractgames.ai.match;

/**
 * A value estimated from games, with its 95% confidence interval.
 *
 * @param value the estimate
 * @param lower the interval's lower end (may be negative infinity for an Elo difference)
 * @param upper the interval's upper end (may be positive infinity for an Elo difference)
 */
public record Estimate(double value, double lower, double upper) {

    /**
     * Half the interval's width. The intervals of {@link MatchStatistics} are not symmetric around
     * the value near the edges, so reports print the ends rather than a "±".
     *
     * @return {@code (upper - lower) / 2}
     */
    public double margin() {
        return (upper - lower) / 2;
    }
}
