package io.abstractgames.server.room;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Rooms in memory, lost when the server stops. Thread-safe. */
public final class InMemoryRoomStore implements RoomStore {

    private final ConcurrentHashMap<String, Room> rooms = new ConcurrentHashMap<>();

    /** Creates an empty store. */
    public InMemoryRoomStore() {
        // Nothing kept yet.
    }

    @Override
    public void put(Room room) {
        rooms.put(room.id(), room);
    }

    @Override
    public Optional<Room> get(String id) {
        return Optional.ofNullable(rooms.get(id));
    }

    @Override
    public void remove(String id) {
        rooms.remove(id);
    }

    @Override
    public Collection<Room> all() {
        return List.copyOf(rooms.values());
    }
}
