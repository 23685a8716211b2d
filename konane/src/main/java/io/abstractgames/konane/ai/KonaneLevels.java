package io.abstractgames.konane.ai;

import io.abstractgames.ai.AlphaBetaLevels;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.MctsLevels;
import io.abstractgames.ai.MctsSettings;
import io.abstractgames.ai.Strategy;
import java.util.List;

/**
 * The named Kōnane opponents, weakest first. All use {@link KonaneEvaluator} and alpha-beta
 * ({@link Strategy#ALPHA_BETA}) without null moves (which would end the game in the removal phase)
 * and without quiescence (every jump captures, so no move is quieter than another); all are
 * limited by depth or nodes, never by time, so a level, a seed and a sequence of positions always
 * give the same moves. The levels are built by {@link AlphaBetaLevels} from the numbers below.
 *
 * <table>
 *   <caption>The levels</caption>
 *   <tr><th>level</th><th>search</th><th>randomness</th><th>table</th></tr>
 *   <tr><td>{@value Level#BEGINNER}</td><td>depth {@value #BEGINNER_DEPTH}</td>
 *       <td>evaluation noise {@value #BEGINNER_NOISE}, {@value #BEGINNER_RANDOM_PERCENT}% random
 *       moves</td><td>{@value #BEGINNER_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#INTERMEDIATE}</td><td>depth {@value #INTERMEDIATE_DEPTH}</td>
 *       <td>evaluation noise {@value #INTERMEDIATE_NOISE}</td>
 *       <td>{@value #INTERMEDIATE_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#ADVANCED}</td><td>iterative deepening within {@value #ADVANCED_NODES}
 *       nodes</td><td>none</td><td>{@value #ADVANCED_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#MCTS}</td><td>Monte Carlo tree search, {@value #MCTS_ITERATIONS} iterations a
 *       move</td><td>seeded playouts</td><td>none</td></tr>
 *   <tr><td>{@value Level#RANDOM}</td><td>none</td><td>uniformly random moves</td><td>none</td></tr>
 * </table>
 *
 * Noise is in hundredths of a stone (100 = one stone, about one jump of mobility, see
 * {@link KonaneEvaluator}); depths are in plies.
 */
public final class KonaneLevels {

    /** Beginner: search depth in plies. */
    public static final int BEGINNER_DEPTH = 2;
    /** Beginner: evaluation noise amplitude, hundredths of a stone. */
    public static final int BEGINNER_NOISE = 100;
    /** Beginner: the share of random moves, in percent. */
    public static final int BEGINNER_RANDOM_PERCENT = 10;
    /** Beginner: transposition-table size in MiB. */
    public static final int BEGINNER_TABLE_MIB = 4;

    /** Intermediate: search depth in plies. */
    public static final int INTERMEDIATE_DEPTH = 4;
    /**
     * Intermediate: evaluation noise amplitude, hundredths of a stone. In 200 self-play games no
     * two are identical (with 20, 138 of 200 were distinct), and the level scores 0.89 against
     * beginner ({@code docs/levels.md}, "Self-play variety").
     */
    public static final int INTERMEDIATE_NOISE = 100;
    /** Intermediate: transposition-table size in MiB. */
    public static final int INTERMEDIATE_TABLE_MIB = 16;

    /** Advanced: the node budget per move of its iterative deepening. */
    public static final int ADVANCED_NODES = 150_000;
    /** Advanced: transposition-table size in MiB. */
    public static final int ADVANCED_TABLE_MIB = 32;

    /** MCTS: the iteration budget per move (uniform playouts to the end: Kōnane's random games are short). */
    public static final int MCTS_ITERATIONS = 10_000;

    /** The unit of material noise is counted in hundredths of (see {@link KonaneEvaluator}). */
    private static final String UNIT = "stone";
    /** Kōnane searches without quiescence ({@link AlphaBetaLevels}: 0 plies). */
    private static final int NO_QUIESCENCE = 0;

    private static final List<Level> LEVELS = List.of(
            AlphaBetaLevels.beginner(UNIT, BEGINNER_DEPTH, BEGINNER_NOISE, BEGINNER_RANDOM_PERCENT, BEGINNER_TABLE_MIB),
            AlphaBetaLevels.intermediate(UNIT, INTERMEDIATE_DEPTH, INTERMEDIATE_NOISE, INTERMEDIATE_TABLE_MIB,
                    NO_QUIESCENCE),
            AlphaBetaLevels.advanced(ADVANCED_NODES, ADVANCED_TABLE_MIB, NO_QUIESCENCE),
            MctsLevels.mcts(MCTS_ITERATIONS, MctsSettings.defaults()),
            MctsLevels.random());

    private KonaneLevels() {}

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
