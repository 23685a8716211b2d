package io.abstractgames.benchmarks.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * The forks of two builds, paired in the order they ran, and their {@link Ratio}s. A pair is a
 * fork of A and the fork of B that ran next to it, so a drift of the machine's speed shows in
 * both members of a pair and cancels in their ratio. A measurement that only one build has, or
 * that a fork of either did not report, is left out of the pairs it is missing from.
 *
 * <p>The interval is a percentile bootstrap of the median pair ratio: {@value #RESAMPLES}
 * resamples of the pairs with replacement, from a fixed seed, so the same forks always give the
 * same interval. With few pairs it is coarse (with 5 pairs it cannot be narrower than the spread
 * of the middle three ratios), which is the honest answer for few pairs.
 */
public final class PairedComparison {

    /** Bootstrap resamples per interval. */
    public static final int RESAMPLES = 10_000;

    private static final long SEED = 0x5EED_0F_B007L;

    private final Map<String, List<double[]>> pairs = new LinkedHashMap<>();
    private final Map<String, Measurement> examples = new LinkedHashMap<>();

    /**
     * Adds one pair of forks: the measurements of a fork of A and of the fork of B beside it.
     *
     * @param forkA the measurements of A's fork
     * @param forkB the measurements of B's fork
     * @throws IllegalArgumentException if a key appears twice in one fork, or with another mode or
     *     unit in the other
     */
    public void addPair(List<Measurement> forkA, List<Measurement> forkB) {
        Map<String, Measurement> b = byKey(forkB);
        for (Measurement a : byKey(forkA).values()) {
            Measurement other = b.get(a.key());
            if (other == null) {
                continue;
            }
            if (a.higherIsBetter() != other.higherIsBetter() || !a.unit().equals(other.unit())) {
                throw new IllegalArgumentException(a.key() + " is measured as " + a.unit() + " in A and as "
                        + other.unit() + " in B");
            }
            examples.putIfAbsent(a.key(), a);
            pairs.computeIfAbsent(a.key(), k -> new ArrayList<>()).add(new double[] {a.score(), other.score()});
        }
    }

    /**
     * The ratio of every measurement that has at least one pair, in the order first seen.
     *
     * @return the ratios
     */
    public List<Ratio> ratios() {
        List<Ratio> ratios = new ArrayList<>();
        pairs.forEach((key, list) -> ratios.add(ratio(examples.get(key), list)));
        return ratios;
    }

    private static Ratio ratio(Measurement example, List<double[]> list) {
        int n = list.size();
        double[] a = new double[n];
        double[] b = new double[n];
        double[] ratio = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = list.get(i)[0];
            b[i] = list.get(i)[1];
            ratio[i] = example.higherIsBetter() ? b[i] / a[i] : a[i] / b[i];
        }
        Median median = Median.withDefaults().withCopy(true);
        double[] interval = bootstrap(ratio, median);
        return new Ratio(example.key(), n, median.evaluate(a), median.evaluate(b), example.unit(), median.evaluate(ratio),
                interval[0], interval[1], min(ratio), max(ratio), spread(a), spread(b));
    }

    private static double[] bootstrap(double[] ratio, Median median) {
        int n = ratio.length;
        SplittableRandom random = new SplittableRandom(SEED);
        double[] medians = new double[RESAMPLES];
        double[] sample = new double[n];
        for (int r = 0; r < RESAMPLES; r++) {
            for (int i = 0; i < n; i++) {
                sample[i] = ratio[random.nextInt(n)];
            }
            medians[r] = median.evaluate(sample);
        }
        return Quantile.withDefaults().evaluate(medians, 0.025, 0.975);
    }

    private static double spread(double[] values) {
        return max(values) / min(values) - 1;
    }

    private static double min(double[] values) {
        double min = Double.POSITIVE_INFINITY;
        for (double v : values) {
            min = Math.min(min, v);
        }
        return min;
    }

    private static double max(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            max = Math.max(max, v);
        }
        return max;
    }

    private static Map<String, Measurement> byKey(List<Measurement> fork) {
        Map<String, Measurement> map = new LinkedHashMap<>();
        for (Measurement m : fork) {
            if (map.put(m.key(), m) != null) {
                throw new IllegalArgumentException(m.key() + " appears twice in one fork");
            }
        }
        return map;
    }
}
