package io.abstractgames.ai;

/**
 * The two levels every game lists after its standard three: {@value Level#MCTS}, Monte Carlo tree
 * search ({@link Strategy#MCTS}) limited by a number of iterations, and {@value Level#RANDOM},
 * uniformly random legal moves, the anchor (rating 0) of the Elo scale of a game's levels
 * ({@code docs/levels.md}).
 *
 * <p>Both are limited by iterations or plies, never by time, so that a level, a seed and a
 * sequence of positions always give the same moves (one thread). A game picks the MCTS numbers:
 * the iteration budget, the playout cut-off (for games whose random games are long, such as the
 * Diamond game and Bashni, a playout scored by the game's evaluation after a few plies) and the
 * share of greedy playout moves ({@link MctsSettings}).
 */
public final class MctsLevels {

    private MctsLevels() {}

    /**
     * The {@value Level#MCTS} level.
     *
     * @param iterations the iteration budget per move, at least 1
     * @param settings the MCTS settings (exploration, playout policy and cut-off, tree size)
     * @return the level, described e.g. as {@code "Monte Carlo tree search, 20000 iterations a move,
     *     UCT c=0.7, uniform playouts to the end"}
     * @throws IllegalArgumentException if {@code iterations} is below 1
     */
    public static Level mcts(long iterations, MctsSettings settings) {
        return new Level(Level.MCTS, "Monte Carlo tree search, " + iterations + " iterations a move, " + settings,
                SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.iterations(iterations))
                        .tableSizeMiB(0).mcts(settings).build());
    }

    /**
     * The {@value Level#RANDOM} level: every move drawn uniformly among the legal moves with the
     * searcher's seeded random source ({@link SearchConfig#randomMoveProbability()} 1), whatever
     * the limits.
     *
     * @return the level
     */
    public static Level random() {
        return new Level(Level.RANDOM, "uniformly random legal moves, the anchor of the Elo scale",
                SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.depth(1))
                        .tableSizeMiB(0).randomMoveProbability(1).build());
    }
}
