package io.abstractgames.benchmarks.compare;

import java.util.Locale;

/**
 * The comparison of one measurement between two builds over paired forks: the speed ratio B / A
 * of each pair (above 1 when B is faster, for throughput and for times alike), summarised by its
 * median, its range and a percentile-bootstrap interval of that median.
 *
 * @param key the measurement ({@link Measurement#key()})
 * @param pairs how many fork pairs were compared
 * @param medianA the median score of A's forks, in {@code unit}
 * @param medianB the median score of B's forks, in {@code unit}
 * @param unit JMH's unit of the scores
 * @param median the median of the pairs' speed ratios B / A
 * @param low the lower end of the interval of {@code median}
 * @param high the upper end of the interval of {@code median}
 * @param min the smallest pair ratio
 * @param max the largest pair ratio
 * @param spreadA A's fork-to-fork spread: its largest fork score over its smallest, minus one
 * @param spreadB B's fork-to-fork spread, likewise
 */
public record Ratio(String key, int pairs, double medianA, double medianB, String unit, double median,
        double low, double high, double min, double max, double spreadA, double spreadB) {

    /** The ratio below which an interval's upper end makes B a regression of A. */
    public static final double REGRESSION_BOUND = 0.97;

    /**
     * What the interval says: {@code regression} when it lies wholly below
     * {@value #REGRESSION_BOUND}, {@code faster} when it lies wholly above 1, otherwise
     * {@code same}.
     *
     * @return one of {@code regression}, {@code faster}, {@code same}
     */
    public String verdict() {
        if (high < REGRESSION_BOUND) {
            return "regression";
        }
        return low > 1.0 ? "faster" : "same";
    }

    /**
     * One line: the key, both medians, the ratio with its interval and range, the spreads and the
     * verdict.
     *
     * @return the line, without a line feed
     */
    public String line() {
        return String.format(Locale.ROOT, "%s: A %s, B %s %s; B/A %.3f [%.3f, %.3f] (pairs %d, range %.3f-%.3f; "
                        + "fork spread A %.1f%%, B %.1f%%) %s",
                key, significant(medianA), significant(medianB), unit, median, low, high, pairs, min, max,
                100 * spreadA, 100 * spreadB, verdict());
    }

    private static String significant(double value) {
        return String.format(Locale.ROOT, "%.4g", value);
    }
}
