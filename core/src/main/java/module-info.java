/**
 * The common Game / Position / Move API of abstract-games: every game implements it, and every tool
 * (perft, search, command line, benchmarks, the verification kit) uses it without knowing the game.
 * Games are found through {@link io.abstractgames.core.GameProvider} services.
 */
module io.abstractgames.core {
    exports io.abstractgames.core;
    exports io.abstractgames.core.board;
    exports io.abstractgames.core.record;

    uses io.abstractgames.core.GameProvider;
}
