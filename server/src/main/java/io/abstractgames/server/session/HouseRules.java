package io.abstractgames.server.session;

import io.abstractgames.core.Game;

/** Playing rules of the rule pages that are about the app rather than the game's moves. */
public final class HouseRules {

    private HouseRules() {}

    /**
     * Whether a game on one device has an undo: every game but Breakthrough, whose rule page says
     * that a new game on one device always starts with player 1 and has no undo
     * ({@code docs/rules/breakthrough.md}).
     *
     * @param game the game
     * @return {@code false} for Breakthrough
     */
    public static boolean undoOnOneDevice(Game game) {
        return !"breakthrough".equals(game.id());
    }
}
