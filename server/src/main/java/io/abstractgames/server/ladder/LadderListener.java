package io.abstractgames.server.ladder;

import io.abstractgames.server.request.Cause;
import io.abstractgames.server.session.GameView;

/** Told of every change of a challenge-ladder run (a connection that has the run open). */
public interface LadderListener {

    /**
     * A run changed. Called under the run's lock (and, for a change of its game, the game's), in
     * the order of the changes; must not block for long nor call back into the run.
     *
     * @param run the run after the change
     * @param game the run's game after the change, or {@code null} when the change was not one of
     *     the game (a name given, the run stopped between games or ended before a game)
     * @param cause the tag the requester passed with the request that made the change, or
     *     {@code null} for a change the server made on its own (the opponent's move)
     */
    void changed(RunView run, GameView game, Cause cause);
}
