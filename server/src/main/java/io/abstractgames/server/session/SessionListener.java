package io.abstractgames.server.session;

import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;

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
    void changed(GameView view, Cause cause);

    /**
     * Something the server did on its own failed (the AI's move could not be stored); a state
     * follows. Called under the session's lock. Does nothing unless overridden.
     *
     * @param error the refusal, with its code ({@link ErrorCode#STORE_FAILED}) and message
     */
    default void failed(SessionException error) {
        // Nothing to tell by default.
    }
}
