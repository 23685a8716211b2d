/**
 * Breakthrough: the 8x8 race game of diagonal captures, on bitboards. Its games are found through {@link io.abstractgames.core.Games}; its evaluation and
 * levels through {@link io.abstractgames.ai.GameAis}.
 */
module io.abstractgames.breakthrough {
    requires transitive io.abstractgames.core;
    requires transitive io.abstractgames.ai;

    exports io.abstractgames.breakthrough;
    exports io.abstractgames.breakthrough.ai;

    provides io.abstractgames.core.GameProvider with io.abstractgames.breakthrough.internal.BreakthroughGameProvider;
    provides io.abstractgames.ai.GameAi with io.abstractgames.breakthrough.ai.BreakthroughAi;
}
