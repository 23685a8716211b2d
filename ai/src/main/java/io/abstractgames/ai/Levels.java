package io.abstractgames.ai;

import java.util.List;

/**
 * Generic starting points for the three standard levels, which a {@link GameAi} may return as
 * they are or adjust to its game (depths in particular depend on the branching factor).
 *
 * <table>
 *   <caption>The generic levels</caption>
 *   <tr><th>level</th><th>2 players</th><th>3 or more players</th><th>common settings</th></tr>
 *   <tr><td>{@value Level#BEGINNER}</td><td>alpha-beta, depth 2</td><td>best-reply, depth 2</td>
 *       <td>noise 100 (one man), 10% random moves, 4 MiB table</td></tr>
 *   <tr><td>{@value Level#INTERMEDIATE}</td><td>alpha-beta, depth 4</td>
 *       <td>best-reply, depth 4</td><td>noise 20, quiescence, 16 MiB table</td></tr>
 *   <tr><td>{@value Level#ADVANCED}</td><td>alpha-beta, 3,000 ms</td><td>best-reply, 3,000 ms</td>
 *       <td>no noise, quiescence, 64 MiB table</td></tr>
 * </table>
 *
 * Noise is in score units (100 = one man, see {@link Evaluator}).
 */
public final class Levels {

    private Levels() {}

    /**
     * The three generic levels, weakest first.
     *
     * @param playerCount the game's number of players, 2 or more
     * @return {@value Level#BEGINNER}, {@value Level#INTERMEDIATE}, {@value Level#ADVANCED}
     * @throws IllegalArgumentException if {@code playerCount} is below 2
     */
    public static List<Level> standard(int playerCount) {
        if (playerCount < 2) {
            throw new IllegalArgumentException(playerCount + " players, expected at least 2");
        }
        Strategy strategy = playerCount == 2 ? Strategy.ALPHA_BETA : Strategy.BEST_REPLY;
        String name = playerCount == 2 ? "alpha-beta" : "best-reply search";
        SearchConfig beginner = SearchConfig.builder().strategy(strategy).limits(SearchLimits.depth(2))
                .tableSizeMiB(4).evalNoise(100).randomMoveProbability(0.10).build();
        SearchConfig intermediate = SearchConfig.builder().strategy(strategy).limits(SearchLimits.depth(4))
                .tableSizeMiB(16).evalNoise(20).quiescence(true).build();
        SearchConfig advanced = SearchConfig.builder().strategy(strategy).limits(SearchLimits.timeMillis(3_000))
                .tableSizeMiB(64).quiescence(true).build();
        return List.of(
                new Level(Level.BEGINNER, name + " 2 plies deep, evaluation noise of one man, 10% random moves",
                        beginner),
                new Level(Level.INTERMEDIATE, name + " 4 plies deep with quiescence, small evaluation noise",
                        intermediate),
                new Level(Level.ADVANCED, name + " for 3 seconds with quiescence, no randomness", advanced));
    }
}
