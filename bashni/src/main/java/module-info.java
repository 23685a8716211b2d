/**
 * Bashni (column draughts): columns of pieces, flying kings, compulsory multi-captures, and the challenge ladder. Its games are found through {@link io.abstractgames.core.Games}; its evaluation and
 * levels through {@link io.abstractgames.ai.GameAis}.
 */
module io.abstractgames.bashni {
    requires transitive io.abstractgames.core;
    requires transitive io.abstractgames.ai;
    requires io.abstractgames.columns;

    exports io.abstractgames.bashni;
    exports io.abstractgames.bashni.ai;

    provides io.abstractgames.core.GameProvider with io.abstractgames.bashni.internal.BashniGameProvider;
    provides io.abstractgames.ai.GameAi with io.abstractgames.bashni.ai.BashniAi;
}
