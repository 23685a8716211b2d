/**
 * Lasca, Emanuel Lasker's column draughts on a 7x7 board: columns led by their top piece, officers
 * that step both ways, compulsory multi-captures that take only the top piece. Its game is found
 * through {@link io.abstractgames.core.Games}; its evaluation and levels through {@link
 * io.abstractgames.ai.GameAis}.
 */
module io.abstractgames.lasca {
    requires transitive io.abstractgames.core;
    requires transitive io.abstractgames.ai;
    requires io.abstractgames.columns;

    exports io.abstractgames.lasca;
    exports io.abstractgames.lasca.ai;

    provides io.abstractgames.core.GameProvider with io.abstractgames.lasca.internal.LascaGameProvider;
    provides io.abstractgames.ai.GameAi with io.abstractgames.lasca.ai.LascaAi;
}
