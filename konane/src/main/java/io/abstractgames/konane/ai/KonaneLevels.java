package io.abstractgames.konane.ai;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import java.util.List;

/**
 * The named Kōnane opponents, weakest first. Every level searches with
 * {@link Strategy#ALPHA_BETA} (two players: no null moves, which would end the game in the removal
 * phase), quiescence off (every jump captures, nothing is quieter than anything else) and the
 * standard {@link KonaneEvaluator}; they differ in depth, node budget, table size and randomness.
 * Limits are in plies and nodes, never time, so the same seed gives the same game on any machine.
 *
 * <table>
 *   <caption>The levels</caption>
 *   <tr><th>level</th><th>limits</th><th>table</th><th>noise</th><th>random moves</th></tr>
 *   <tr><td>{@value Level#BEGINNER}</td><td>depth 2</td><td>4 MiB</td><td>100</td><td>10%</td></tr>
 *   <tr><td>{@value Level#INTERMEDIATE}</td><td>depth 4</td><td>16 MiB</td><td>20</td><td>none</td></tr>
 *   <tr><td>{@value Level#ADVANCED}</td><td>depth 20, 150,000 nodes</td><td>32 MiB</td><td>none</td>
 *       <td>none</td></tr>
 * </table>
 *
 * Noise is the largest evaluation noise in hundredths of a stone (100 = one stone, about one
 * jump of mobility).
 */
public final class KonaneLevels {

    /** The beginner's search depth in plies. */
    public static final int BEGINNER_DEPTH = 2;
    /** The intermediate level's search depth in plies. */
    public static final int INTERMEDIATE_DEPTH = 4;
    /** The advanced level's depth cap in plies (the node budget usually ends the search first). */
    public static final int ADVANCED_DEPTH = 20;
    /** The advanced level's node budget per move. */
    public static final long ADVANCED_NODES = 150_000;

    private static final List<Level> LEVELS = List.of(
            new Level(Level.BEGINNER, "alpha-beta 2 plies deep, evaluation noise of one stone, 10% random moves",
                    base().limits(SearchLimits.depth(BEGINNER_DEPTH)).tableSizeMiB(4).evalNoise(100)
                            .randomMoveProbability(0.10).build()),
            new Level(Level.INTERMEDIATE, "alpha-beta 4 plies deep, small evaluation noise, no random moves",
                    base().limits(SearchLimits.depth(INTERMEDIATE_DEPTH)).tableSizeMiB(16).evalNoise(20).build()),
            new Level(Level.ADVANCED, "alpha-beta up to 20 plies within 150,000 nodes per move, no randomness",
                    base().limits(SearchLimits.depth(ADVANCED_DEPTH).withNodes(ADVANCED_NODES)).tableSizeMiB(32)
                            .build()));

    private KonaneLevels() {}

    /**
     * The levels.
     *
     * @return {@value Level#BEGINNER}, {@value Level#INTERMEDIATE}, {@value Level#ADVANCED}, an
     *     unmodifiable list
     */
    public static List<Level> all() {
        return LEVELS;
    }

    /** The settings every level shares: alpha-beta, quiescence off. */
    private static SearchConfig.Builder base() {
        return SearchConfig.builder().strategy(Strategy.ALPHA_BETA).quiescence(false);
    }
}
