package io.abstractgames.server.session;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameTraits;
import io.abstractgames.core.Games;

/** Playing rules of the rule pages that are about the app rather than the game's moves. */
public final class HouseRules {

    private HouseRules() {}

    /**
     * Whether a game on one device has an undo: unless its traits have the house rule
     * {@link GameTraits#NO_UNDO_ON_ONE_DEVICE} (Breakthrough's rule page says that a new game on
     * one device always starts with player 1 and has no undo: {@code docs/rules/breakthrough.md}).
     *
     * @param game an installed game
     * @return {@code false} when the house rule applies
     */
    public static boolean undoOnOneDevice(Game game) {
        return !Games.traits(game).hasHouseRule(GameTraits.NO_UNDO_ON_ONE_DEVICE);
    }
}
