package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.AlphaBetaLevels;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.MctsLevels;
import io.abstractgames.ai.MctsSettings;
import io.abstractgames.ai.Strategy;
import java.util.List;

/**
 * The named opponents of Breakthrough, weakest first. All use {@link BreakthroughEvaluator} and
 * alpha-beta ({@link Strategy#ALPHA_BETA}); all are limited by depth or nodes, never by time, so a
 * level, a seed and a sequence of positions always give the same moves. The standard levels are
 * built by {@link AlphaBetaLevels} from the numbers below.
 *
 * <table>
 *   <caption>The levels</caption>
 *   <tr><th>level</th><th>search</th><th>randomness</th><th>table</th></tr>
 *   <tr><td>{@value Level#BEGINNER}</td><td>depth {@value #BEGINNER_DEPTH}, no quiescence</td>
 *       <td>evaluation noise {@value #BEGINNER_NOISE}, {@value #BEGINNER_RANDOM_PERCENT}% random
 *       moves</td><td>{@value #BEGINNER_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#INTERMEDIATE}</td><td>depth {@value #INTERMEDIATE_DEPTH}, quiescence over
 *       captures</td><td>evaluation noise {@value #INTERMEDIATE_NOISE}</td>
 *       <td>{@value #INTERMEDIATE_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#ADVANCED}</td><td>iterative deepening within {@value #ADVANCED_NODES}
 *       nodes, quiescence over captures</td><td>none</td><td>{@value #ADVANCED_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#MCTS}</td><td>Monte Carlo tree search, {@value #MCTS_ITERATIONS} iterations a
 *       move</td><td>seeded playouts</td><td>none</td></tr>
 *   <tr><td>{@value Level#RANDOM}</td><td>none</td><td>uniformly random moves</td><td>none</td></tr>
 * </table>
 *
 * Noise is in hundredths of a piece (see {@link BreakthroughEvaluator}); depths are in plies. The
 * intermediate level keeps a little noise so that its games against itself or another level vary
 * with the seed.
 */
public final class BreakthroughLevels {

    /** Beginner: search depth in plies. */
    public static final int BEGINNER_DEPTH = 2;
    /** Beginner: evaluation noise amplitude, hundredths of a piece. */
    public static final int BEGINNER_NOISE = 60;
    /** Beginner: the share of random moves, in percent. */
    public static final int BEGINNER_RANDOM_PERCENT = 10;
    /** Beginner: transposition-table size in MiB. */
    public static final int BEGINNER_TABLE_MIB = 4;

    /** Intermediate: search depth in plies (quiescence below it). */
    public static final int INTERMEDIATE_DEPTH = 4;
    /** Intermediate: evaluation noise amplitude, hundredths of a piece. */
    public static final int INTERMEDIATE_NOISE = 10;
    /** Intermediate: transposition-table size in MiB. */
    public static final int INTERMEDIATE_TABLE_MIB = 16;

    /** Advanced: the node budget per move of its iterative deepening. */
    public static final int ADVANCED_NODES = 500_000;
    /** Advanced: transposition-table size in MiB. */
    public static final int ADVANCED_TABLE_MIB = 32;

    /** MCTS: the iteration budget per move. */
    public static final int MCTS_ITERATIONS = 10_000;
    /** MCTS: the share of playout moves that follow the move ordering (captures and advances first). */
    public static final double MCTS_GREEDY_PLAYOUTS = 0.5;

    /** The deepest capture sequence quiescence follows, in plies. */
    public static final int QUIESCENCE_PLIES = 16;

    /** The unit of material noise is counted in hundredths of (see {@link BreakthroughEvaluator}). */
    private static final String UNIT = "piece";

    private static final List<Level> LEVELS = List.of(
            AlphaBetaLevels.beginner(UNIT, BEGINNER_DEPTH, BEGINNER_NOISE, BEGINNER_RANDOM_PERCENT, BEGINNER_TABLE_MIB),
            AlphaBetaLevels.intermediate(UNIT, INTERMEDIATE_DEPTH, INTERMEDIATE_NOISE, INTERMEDIATE_TABLE_MIB,
                    QUIESCENCE_PLIES),
            AlphaBetaLevels.advanced(ADVANCED_NODES, ADVANCED_TABLE_MIB, QUIESCENCE_PLIES),
            MctsLevels.mcts(MCTS_ITERATIONS, MctsSettings.defaults().withGreedyPlayouts(MCTS_GREEDY_PLAYOUTS)),
            MctsLevels.random());

    private BreakthroughLevels() {}

    /**
     * The listed levels, weakest first: {@value Level#BEGINNER}, {@value Level#INTERMEDIATE},
     * {@value Level#ADVANCED}, then {@value Level#MCTS} and
     * {@value Level#RANDOM} ({@link MctsLevels}).
     *
     * @return an unmodifiable list of the five levels
     */
    public static List<Level> all() {
        return LEVELS;
    }
}
