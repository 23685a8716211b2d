package io.abstractgames.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Move generation alone: one operation generates every legal move of the chosen position ({@link
 * GameState}) into a reused move list. The secondary score {@code moves} is moves generated per
 * second.
 */
public class MoveGenerationBenchmark extends BenchmarkDefaults {

    /** The move count, reported by JMH as moves per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Generated {

        /** Moves generated in this iteration. */
        public long moves;

        /** Starts each iteration from 0. */
        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    /**
     * Generates the legal moves of the position.
     *
     * @param state the position and the move list
     * @param counter the move counter
     * @return the number of moves
     */
    @Benchmark
    public int generateMoves(GameState state, Generated counter) {
        state.root.generateMoves(state.moves);
        int n = state.moves.size();
        counter.moves += n;
        return n;
    }
}
