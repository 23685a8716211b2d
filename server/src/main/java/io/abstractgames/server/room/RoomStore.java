package io.abstractgames.server.room;

import java.util.Collection;
import java.util.Optional;

/**
 * Where the server keeps its rooms. {@link InMemoryRoomStore} keeps them while the server runs; a
 * durable store (rooms surviving a restart) implements the same interface.
 */
public interface RoomStore {

    /**
     * Keeps a new room.
     *
     * @param room the room
     */
    void put(Room room);

    /**
     * A room by id.
     *
     * @param id the room's id
     * @return the room, or empty when there is none
     */
    Optional<Room> get(String id);

    /**
     * Forgets a room.
     *
     * @param id the room's id; nothing happens when there is none
     */
    void remove(String id);

    /**
     * Every room kept.
     *
     * @return a snapshot of the rooms
     */
    Collection<Room> all();
}
