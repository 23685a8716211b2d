/**
 * Kōnane (Hawaiian checkers): orthogonal jumps on a full 8x8 board, with the opening removals, on bitboards. Its games are found through {@link io.abstractgames.core.Games}; its evaluation and
 * levels through {@link io.abstractgames.ai.GameAis}.
 */
module io.abstractgames.konane {
    requires transitive io.abstractgames.core;
    requires transitive io.abstractgames.ai;

    exports io.abstractgames.konane;
    exports io.abstractgames.konane.ai;

    provides io.abstractgames.core.GameProvider with io.abstractgames.konane.internal.KonaneGameProvider;
    provides io.abstractgames.ai.GameAi with io.abstractgames.konane.ai.KonaneAi;
}
