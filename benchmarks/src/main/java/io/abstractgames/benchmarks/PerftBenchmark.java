package io.abstractgames.benchmarks;

import io.abstractgames.core.Perft;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Perft of the chosen position ({@link GameState}) to its perft depth, with core's {@link Perft}.
 *
 * <p>One operation is one whole perft, so the primary score is perfts per second. The secondary
 * score {@code leaves} counts the leaf nodes (the perft values) per second: that is the "nodes per
 * second" of perft, comparable across games and depths.
 *
 * <ul>
 *   <li>{@link #bulk}: bulk counting, the last ply counted with {@code countMoves} (as the
 *       command line's {@code perft});
 *   <li>{@link #makeUnmake}: every leaf reached with make/unmake, which measures make and unmake
 *       as much as move generation.
 * </ul>
 */
public class PerftBenchmark extends BenchmarkDefaults {

    /** The leaf count, reported by JMH as leaves per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Leaves {

        /** Leaf nodes counted in this iteration. */
        public long leaves;

        /** Starts each iteration from 0. */
        @Setup(Level.Iteration)
        public void reset() {
            leaves = 0;
        }
    }

    /**
     * Perft with bulk counting.
     *
     * @param state the position and depth
     * @param counter the leaf counter
     * @return the perft value
     */
    @Benchmark
    public long bulk(GameState state, Leaves counter) {
        long n = Perft.perft(state.root, state.perftDepth, true);
        counter.leaves += n;
        return n;
    }

    /**
     * Perft with make/unmake down to every leaf.
     *
     * @param state the position and depth
     * @param counter the leaf counter
     * @return the perft value
     */
    @Benchmark
    public long makeUnmake(GameState state, Leaves counter) {
        long n = Perft.perft(state.root, state.perftDepth, false);
        counter.leaves += n;
        return n;
    }
}
