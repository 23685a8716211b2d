package io.abstractgames.server.room;

import io.abstractgames.server.request.Cause;

/** Told of every change of a room's seats, connections or game (a connection in the room). */
public interface RoomListener {

    /**
     * The room changed. Called under the room's lock, in order; must not block for long nor call back
     * into the room.
     *
     * @param view the room after the change
     * @param cause the tag of the request that made the change (as the requester passed it to the
     *     room), or {@code null} for a change no request made (a disconnection, a timer)
     */
    void roomChanged(RoomView view, Cause cause);
}
