package io.abstractgames.lasca.ai;

import io.abstractgames.ai.AlphaBetaLevels;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.MctsLevels;
import io.abstractgames.ai.MctsSettings;
import java.util.List;

/**
 * The named opponents of Lasca: the standard levels, built by {@link AlphaBetaLevels} and {@link
 * MctsLevels} from the numbers below. The alpha-beta levels use {@link LascaEvaluator}; all are
 * limited by depth, nodes or iterations, never by time, so a level, a seed and a sequence of
 * positions always give the same moves.
 *
 * <table>
 *   <caption>The standard levels</caption>
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
 * Noise is in hundredths of a soldier (see {@link LascaEvaluator}); depths are in plies.
 * Quiescence follows captures, the moves a Lasca position marks noisy, at most {@value
 * #QUIESCENCE_PLIES} plies below the nominal depth.
 */
public final class LascaLevels {

    /** Beginner: search depth in plies. */
    public static final int BEGINNER_DEPTH = 2;
    /** Beginner: evaluation noise amplitude, hundredths of a soldier. */
    public static final int BEGINNER_NOISE = 50;
    /** Beginner: the share of random moves, in percent. */
    public static final int BEGINNER_RANDOM_PERCENT = 10;
    /** Beginner: transposition-table size in MiB. */
    public static final int BEGINNER_TABLE_MIB = 4;

    /** Intermediate: search depth in plies (quiescence below it). */
    public static final int INTERMEDIATE_DEPTH = 4;
    /** Intermediate: evaluation noise amplitude, hundredths of a soldier. */
    public static final int INTERMEDIATE_NOISE = 25;
    /** Intermediate: transposition-table size in MiB. */
    public static final int INTERMEDIATE_TABLE_MIB = 16;

    /** Advanced: the node budget per move of its iterative deepening. */
    public static final int ADVANCED_NODES = 150_000;
    /** Advanced: transposition-table size in MiB. */
    public static final int ADVANCED_TABLE_MIB = 32;

    /** The deepest capture sequence quiescence follows, in plies. */
    public static final int QUIESCENCE_PLIES = 16;

    /** MCTS: the iteration budget per move. */
    public static final int MCTS_ITERATIONS = 5_000;
    /** MCTS: plies after which a playout is scored by the evaluation. */
    public static final int MCTS_PLAYOUT_PLIES = 20;
    /** MCTS: the share of playout moves that follow the move ordering. */
    public static final double MCTS_GREEDY_PLAYOUTS = 0.5;

    /** The unit of material noise is counted in hundredths of (see {@link LascaEvaluator}). */
    private static final String UNIT = "soldier";

    private static final List<Level> LEVELS = List.of(
            AlphaBetaLevels.beginner(UNIT, BEGINNER_DEPTH, BEGINNER_NOISE, BEGINNER_RANDOM_PERCENT, BEGINNER_TABLE_MIB),
            AlphaBetaLevels.intermediate(UNIT, INTERMEDIATE_DEPTH, INTERMEDIATE_NOISE, INTERMEDIATE_TABLE_MIB,
                    QUIESCENCE_PLIES),
            AlphaBetaLevels.advanced(ADVANCED_NODES, ADVANCED_TABLE_MIB, QUIESCENCE_PLIES),
            MctsLevels.mcts(MCTS_ITERATIONS, MctsSettings.defaults().withPlayoutPlies(MCTS_PLAYOUT_PLIES)
                    .withGreedyPlayouts(MCTS_GREEDY_PLAYOUTS)),
            MctsLevels.random());

    private LascaLevels() {}

    /**
     * The listed levels, weakest alpha-beta level first: {@value Level#BEGINNER}, {@value
     * Level#INTERMEDIATE}, {@value Level#ADVANCED}, {@value Level#MCTS}, {@value Level#RANDOM}.
     *
     * @return an unmodifiable list of the five levels
     */
    public static List<Level> all() {
        return LEVELS;
    }
}
