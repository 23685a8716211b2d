package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.NotationException;

/** Reading the {@code GAME} parameter of a verb: an id of an installed game. */
final class GameArgument {

    private GameArgument() {}

    /**
     * The installed game with an id.
     *
     * @param id the id given on the command line
     * @return the game
     * @throws NotationException if no installed game has that id; the message lists the ids there
     *     are
     */
    static Game find(String id) {
        if (Games.all().isEmpty()) {
            throw new NotationException("unknown game '" + id + "': no games are installed");
        }
        return Games.byId(id);
    }
}
