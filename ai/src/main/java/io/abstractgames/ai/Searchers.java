package io.abstractgames.ai;

/** Creates the searcher for a configuration's {@link Strategy}. */
public final class Searchers {

    private Searchers() {}

    /**
     * A new searcher.
     *
     * @param evaluator the game's evaluation
     * @param config the configuration; its strategy picks the class: {@link AlphaBetaSearcher}
     *     for {@link Strategy#ALPHA_BETA} and {@link Strategy#PARANOID},
     *     {@link BestReplySearcher} for {@link Strategy#BEST_REPLY}, {@link MaxNSearcher} for
     *     {@link Strategy#MAX_N}, {@link MctsSearcher} for {@link Strategy#MCTS}
     * @param seed the seed of its random source (noise, random moves, nothing else)
     * @return the searcher, with its own transposition table; with {@link SearchConfig#threads()}
     *     above 1 and a strategy with a table, a Lazy SMP searcher whose main thread is the one
     *     named above
     */
    public static Searcher create(Evaluator evaluator, SearchConfig config, long seed) {
        if (LazySmpSearcher.applies(config)) {
            return new LazySmpSearcher(evaluator, config, seed);
        }
        return single(evaluator, config, seed);
    }

    /** The single-threaded searcher of a configuration's strategy. */
    static Searcher single(Evaluator evaluator, SearchConfig config, long seed) {
        switch (config.strategy()) {
            case BEST_REPLY:
                return new BestReplySearcher(evaluator, config, seed);
            case MAX_N:
                return new MaxNSearcher(evaluator, config, seed);
            case MCTS:
                return new MctsSearcher(evaluator, config, seed);
            default:
                return new AlphaBetaSearcher(evaluator, config, seed);
        }
    }
}
