package io.abstractgames.cli;

import java.util.Locale;

/** Formatting of elapsed times and rates for people (seconds, counts per second). */
final class Rates {

    private Rates() {}

    /**
     * Elapsed time in seconds with millisecond precision, e.g. {@code "1.234 s"}.
     *
     * @param nanos elapsed time in nanoseconds
     * @return the text
     */
    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
    }

    /**
     * A count per second, rounded to a whole number.
     *
     * @param count the count, e.g. nodes
     * @param nanos elapsed time in nanoseconds; at least 1 is used
     * @return the rate per second
     */
    static long perSecond(long count, long nanos) {
        return Math.round(count * 1e9 / Math.max(1L, nanos));
    }
}
