/**
 * Game-independent search for abstract-games: negamax alpha-beta with principal variation search,
 * iterative deepening, a transposition table, killer moves and the history heuristic, quiescence;
 * paranoid, best-reply and max^n search for three players; named levels; and the
 * {@link io.abstractgames.ai.GameAi} service through which game modules supply their evaluations
 * and levels.
 */
module io.abstractgames.ai {
    requires transitive io.abstractgames.core;

    exports io.abstractgames.ai;
    exports io.abstractgames.ai.match;
    exports io.abstractgames.ai.perft;

    uses io.abstractgames.ai.GameAi;
}
