package io.abstractgames.benchmarks;

import io.abstractgames.ai.perft.ParallelPerft;
import io.abstractgames.core.Games;
import io.abstractgames.core.Position;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft of a start position on several threads with ai's {@link ParallelPerft}, the counting of
 * the command line's {@code perft --threads}: one operation is one whole perft, timed alone
 * (single-shot), in seconds. The speed-up of T threads is the time of 1 thread over the time of T,
 * each in a warmed-up JVM, so that the just-in-time compiler's work, which takes a core from the
 * counting threads of a short run, is not in it.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
public class ParallelPerftBenchmark extends BenchmarkDefaults {

    /** The tree to count and the number of threads. */
    @State(Scope.Benchmark)
    public static class Tree {

        /** The game id and the depth in plies, as {@code GAME/DEPTH}. */
        @Param({"breakthrough/7", "diamond/6"})
        public String tree;

        /** The number of counting threads. */
        @Param({"1", "2"})
        public int threads;

        /** The start position of the game. */
        Position root;

        /** The perft depth in plies. */
        int depth;

        /** Reads the parameters. */
        @Setup(Level.Trial)
        public void setUp() {
            int slash = tree.indexOf('/');
            if (slash < 0) {
                throw new IllegalArgumentException("tree '" + tree + "': expected GAME/DEPTH such as diamond/6");
            }
            root = Games.byId(tree.substring(0, slash)).newStartPosition();
            depth = Integer.parseInt(tree.substring(slash + 1));
        }
    }

    /**
     * Counts the tree.
     *
     * @param tree the position, depth and threads
     * @return the perft value
     */
    @Benchmark
    public long perft(Tree tree) {
        return ParallelPerft.perft(tree.root, tree.depth, tree.threads);
    }
}
