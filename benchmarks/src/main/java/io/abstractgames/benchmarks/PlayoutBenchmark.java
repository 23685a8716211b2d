package io.abstractgames.benchmarks;

import io.abstractgames.core.Playout;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Random playouts with core's {@link Playout} from the chosen position ({@link GameState}): one
 * operation is one game to its end, every move drawn uniformly among the legal moves, so the
 * primary score is playouts per second, the measure of the command line's {@code playouts}. The
 * secondary score {@code plies} is moves played per second. The generator is a {@link
 * SplittableRandom} with seed 1 per trial.
 */
public class PlayoutBenchmark extends BenchmarkDefaults {

    /** The playout runner and its random generator. */
    @State(Scope.Thread)
    public static class Runner {

        /** The playout runner. */
        final Playout playout = new Playout();

        /** The generator, seeded once per trial. */
        SplittableRandom random;

        /** Seeds the generator. */
        @Setup(Level.Trial)
        public void seed() {
            random = new SplittableRandom(1);
        }
    }

    /** The ply count, reported by JMH as plies per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {

        /** Plies played in this iteration. */
        public long plies;

        /** Starts each iteration from 0. */
        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    /**
     * Plays one random game from the position and takes it back.
     *
     * @param state the position
     * @param runner the playout runner
     * @param counter the ply counter
     * @return the game's length in plies
     */
    @Benchmark
    public int playout(GameState state, Runner runner, Plies counter) {
        int n = runner.playout.run(state.root, runner.random);
        counter.plies += n;
        return n;
    }
}
