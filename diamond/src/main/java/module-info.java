/**
 * The Diamond game: Chinese checkers with a king on the 121-point star, for 2 or 3 players. Its games are found through {@link io.abstractgames.core.Games}; its evaluation and
 * levels through {@link io.abstractgames.ai.GameAis}.
 */
module io.abstractgames.diamond {
    requires transitive io.abstractgames.core;
    requires transitive io.abstractgames.ai;

    exports io.abstractgames.diamond;
    exports io.abstractgames.diamond.ai;

    provides io.abstractgames.core.GameProvider with io.abstractgames.diamond.internal.DiamondGameProvider;
    provides io.abstractgames.ai.GameAi with io.abstractgames.diamond.ai.DiamondAi, io.abstractgames.diamond.ai.Diamond3Ai;
}
