package io.abstractgames.benchmarks.compare;

import static java.util.Objects.requireNonNull;

/**
 * One score of one fork of one benchmark: the primary metric or a secondary one (an
 * {@code @AuxCounters} rate such as {@code :leaves}), for one parameter set.
 *
 * @param key the benchmark's short name, its metric and its parameters, for example
 *     {@code PerftBenchmark.makeUnmake:leaves depth=auto game=bashni position=start}; the same
 *     key in two jars names the same measurement
 * @param higherIsBetter true for throughput (operations per unit of time), false for times per
 *     operation (JMH's {@code avgt}, {@code sample} and {@code ss} modes)
 * @param score the fork's score, in {@code unit}
 * @param unit JMH's unit of the score, for example {@code ops/s}
 */
public record Measurement(String key, boolean higherIsBetter, double score, String unit) {

    /**
     * Checks the fields.
     *
     * @throws NullPointerException if {@code key} or {@code unit} is null
     * @throws IllegalArgumentException if {@code score} is not a finite positive number
     */
    public Measurement {
        requireNonNull(key, "key");
        requireNonNull(unit, "unit");
        if (!(score > 0) || Double.isInfinite(score)) {
            throw new IllegalArgumentException("score of " + key + " is " + score + ", expected a finite positive number");
        }
    }

    /**
     * The score as a speed, larger when faster: the score itself for throughput, its inverse for
     * a time per operation.
     *
     * @return the speed, in the inverse of {@code unit} for times
     */
    public double speed() {
        return higherIsBetter ? score : 1.0 / score;
    }
}
