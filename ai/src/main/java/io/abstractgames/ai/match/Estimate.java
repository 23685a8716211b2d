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
     * Half the interval's width: the "±" of reports.
     *
     * @return {@code (upper - lower) / 2}
     */
    public double margin() {
        return (upper - lower) / 2;
    }
}
