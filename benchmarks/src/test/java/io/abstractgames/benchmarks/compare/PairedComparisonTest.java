package io.abstractgames.benchmarks.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PairedComparisonTest {

    private static Measurement thrpt(double score) {
        return new Measurement("t", true, score, "ops/s");
    }

    private static Measurement time(double score) {
        return new Measurement("s", false, score, "s/op");
    }

    @Test
    void theRatioIsTheMedianOfThePairRatiosNotTheRatioOfTheMedians() {
        PairedComparison comparison = new PairedComparison();
        // The machine slows down over the run; each pair's B is 10% faster than its A.
        double[] a = {100, 80, 60, 90, 70};
        for (double score : a) {
            comparison.addPair(List.of(thrpt(score)), List.of(thrpt(score * 1.1)));
        }

        Ratio ratio = comparison.ratios().get(0);

        assertEquals(1.1, ratio.median(), 1e-12);
        assertEquals(1.1, ratio.low(), 1e-12);
        assertEquals(1.1, ratio.high(), 1e-12);
        assertEquals(80, ratio.medianA(), 1e-12);
        assertEquals(88, ratio.medianB(), 1e-9);
        assertEquals(100.0 / 60 - 1, ratio.spreadA(), 1e-12);
        assertEquals("faster", ratio.verdict());
    }

    @Test
    void aTimePerOperationCountsAsFasterWhenItIsSmaller() {
        PairedComparison comparison = new PairedComparison();
        comparison.addPair(List.of(time(2.0)), List.of(time(1.0)));

        assertEquals(2.0, comparison.ratios().get(0).median(), 1e-12);
    }

    @Test
    void theIntervalLiesWithinTheRangeAndHoldsTheMedianAndIsTheSameEveryTime() {
        double[][] forks = {{100, 95}, {101, 99}, {99, 90}, {100, 97}, {102, 96}, {98, 99}, {100, 94}};
        Ratio first = null;
        for (int run = 0; run < 2; run++) {
            PairedComparison comparison = new PairedComparison();
            for (double[] pair : forks) {
                comparison.addPair(List.of(thrpt(pair[0])), List.of(thrpt(pair[1])));
            }
            Ratio ratio = comparison.ratios().get(0);
            assertTrue(ratio.min() <= ratio.low() && ratio.low() <= ratio.median(), ratio.line());
            assertTrue(ratio.median() <= ratio.high() && ratio.high() <= ratio.max(), ratio.line());
            assertTrue(ratio.high() < 1.0, ratio.line());
            if (first != null) {
                assertEquals(first, ratio);
            }
            first = ratio;
        }
        assertEquals(0.95, first.median(), 1e-12);
    }

    @Test
    void anIntervalWhollyBelowTheBoundIsARegressionAndOneReachingItIsNot() {
        Ratio below = new Ratio("k", 5, 1, 1, "ops/s", 0.95, 0.94, 0.969, 0.93, 0.97, 0, 0);
        Ratio reaching = new Ratio("k", 5, 1, 1, "ops/s", 0.95, 0.94, 0.971, 0.93, 0.98, 0, 0);

        assertEquals("regression", below.verdict());
        assertEquals("same", reaching.verdict());
    }

    @Test
    void measurementsOfOnlyOneBuildAreLeftOutAndAUnitChangeIsRefused() {
        PairedComparison comparison = new PairedComparison();
        comparison.addPair(List.of(thrpt(1), time(1)), List.of(thrpt(2)));
        assertEquals(1, comparison.ratios().size());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> comparison.addPair(List.of(thrpt(1)), List.of(new Measurement("t", true, 1, "ops/ms"))));
        assertEquals("t is measured as ops/s in A and as ops/ms in B", e.getMessage());
    }
}
