package io.abstractgames.server.session;

/** Told of every change of a session (a connection that has the game open). */
public interface SessionListener {

    /**
     * A session changed. Called under the session's lock, in the order of the changes; must not
     * block for long nor call back into the session.
     *
     * @param view the state after the change
     * @param cause the tag the requester passed with the request that made the change, or
     *     {@code null} for a change the server made on its own (an AI move)
     */
    void changed(GameView view, Object cause);
}
