package io.abstractgames.server.room;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Room records in memory, lost when the process ends (a new {@link Rooms} on the same store
 * resumes them, as a server restarted on the same data folder would). Thread-safe.
 */
public final class InMemoryRoomStore implements RoomStore {

    private final ConcurrentHashMap<String, RoomRecord> rooms = new ConcurrentHashMap<>();

    /** Creates an empty store. */
    public InMemoryRoomStore() {
        // Nothing kept yet.
    }

    @Override
    public void create(RoomRecord room) {
        if (rooms.putIfAbsent(room.id(), room) != null) {
            throw new IllegalStateException("room " + room.id() + " is already stored");
        }
    }

    @Override
    public void addParticipant(String roomId, int participant, String tokenHash, Instant enteredAt) {
        rooms.computeIfPresent(roomId, (id, r) -> {
            if (participant != r.tokenHashes().size()) {
                throw new IllegalStateException("room " + id + ": participant " + participant + " after " + r.tokenHashes().size());
            }
            List<String> hashes = new ArrayList<>(r.tokenHashes());
            hashes.add(tokenHash);
            return new RoomRecord(id, r.gameId(), r.createdAt(), hashes, r.seats(), r.gameSessionId());
        });
    }

    @Override
    public void updateSeats(String roomId, List<RoomRecord.Seat> firstRoundSeats, String gameSessionId) {
        rooms.computeIfPresent(roomId, (id, r) -> new RoomRecord(id, r.gameId(), r.createdAt(), r.tokenHashes(), firstRoundSeats, gameSessionId));
    }

    @Override
    public void remove(String roomId) {
        rooms.remove(roomId);
    }

    @Override
    public List<RoomRecord> all() {
        return List.copyOf(rooms.values());
    }
}
