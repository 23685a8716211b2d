package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import java.util.List;

/**
 * The named opponents of Breakthrough, weakest first. All use {@link BreakthroughEvaluator} and
 * alpha-beta ({@link Strategy#ALPHA_BETA}); all are limited by depth or nodes, never by time, so a
 * level, a seed and a sequence of positions always give the same moves.
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

    /** The deepest capture sequence quiescence follows, in plies. */
    public static final int QUIESCENCE_PLIES = 16;

    private static final List<Level> LEVELS = List.of(
            new Level(Level.BEGINNER, "alpha-beta " + BEGINNER_DEPTH + " plies deep, evaluation noise of "
                    + BEGINNER_NOISE + " hundredths of a piece, " + BEGINNER_RANDOM_PERCENT + "% random moves",
                    SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.depth(BEGINNER_DEPTH))
                            .tableSizeMiB(BEGINNER_TABLE_MIB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH)
                            .evalNoise(BEGINNER_NOISE).randomMoveProbability(BEGINNER_RANDOM_PERCENT / 100.0)
                            .build()),
            new Level(Level.INTERMEDIATE, "alpha-beta " + INTERMEDIATE_DEPTH
                    + " plies deep with quiescence over captures, evaluation noise of " + INTERMEDIATE_NOISE
                    + " hundredths of a piece, no random moves",
                    SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.depth(INTERMEDIATE_DEPTH))
                            .tableSizeMiB(INTERMEDIATE_TABLE_MIB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH)
                            .quiescence(true).quiescencePlies(QUIESCENCE_PLIES).evalNoise(INTERMEDIATE_NOISE)
                            .build()),
            new Level(Level.ADVANCED, "alpha-beta with iterative deepening within " + ADVANCED_NODES
                    + " nodes, quiescence over captures, no randomness",
                    SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.nodes(ADVANCED_NODES))
                            .tableSizeMiB(ADVANCED_TABLE_MIB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH)
                            .quiescence(true).quiescencePlies(QUIESCENCE_PLIES).build()));

    private BreakthroughLevels() {}

    /**
     * The listed levels, weakest first: {@value Level#BEGINNER}, {@value Level#INTERMEDIATE},
     * {@value Level#ADVANCED}.
     *
     * @return an unmodifiable list of the three levels
     */
    public static List<Level> all() {
        return LEVELS;
    }
}
