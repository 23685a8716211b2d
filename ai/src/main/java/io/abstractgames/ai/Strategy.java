package io.abstractgames.ai;

/**
 * How a searcher treats the other players (see the package documentation for the trees each one
 * searches). The alpha-beta family runs with iterative deepening; every strategy works for two and three
 * players.
 */
public enum Strategy {
    /**
     * Negamax alpha-beta with principal variation search, transposition table, killer moves,
     * history heuristic and optional quiescence: the two-player search. With three players it is
     * the same search as {@link #PARANOID}.
     */
    ALPHA_BETA,
    /**
     * Paranoid search: the root player against the coalition of all the others, who are assumed
     * to play together to minimise the root player's score; run by the same alpha-beta as
     * {@link #ALPHA_BETA} on two teams. With two players it is plain alpha-beta.
     */
    PARANOID,
    /**
     * Best-reply search: after each move of the root player, the opponents' moves are merged into
     * one minimising layer in which only the opponent with the strongest reply moves and the
     * others pass (the null move, {@link io.abstractgames.core.Position#makeNullMove()}); alpha-beta
     * with transposition table, killer moves and history. With two players it is plain
     * alpha-beta. Depth and win distances count layers (a root move, or a reply).
     */
    BEST_REPLY,
    /**
     * Max^n: every player maximises its own component of a score vector (one
     * {@link Evaluator#evaluate} per player at the leaves). Only immediate pruning (a player stops
     * looking once it has a win on its next ply); no transposition table.
     */
    MAX_N,
    /**
     * Monte Carlo tree search with UCT selection and playouts ({@link MctsSearcher}); rewards per
     * player, so that with three players the backups are max^n's. Settings in
     * {@link SearchConfig#mcts()}; limited by iterations, nodes or time.
     */
    MCTS
}
