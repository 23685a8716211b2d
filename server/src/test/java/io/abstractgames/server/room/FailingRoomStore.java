package io.abstractgames.server.room;

import io.abstractgames.server.store.StoreException;
import java.io.IOException;
import java.time.Instant;
import java.util.List;

/** A room store in memory whose writes fail while the test says so (a full disk). */
final class FailingRoomStore implements RoomStore {

    private final InMemoryRoomStore inner = new InMemoryRoomStore();
    private volatile boolean failing;

    /** Whether every write fails from now on. */
    void failWrites(boolean fail) {
        failing = fail;
    }

    private void check(String roomId) {
        if (failing) {
            throw new StoreException("room " + roomId + ": the disk is full", new IOException("no space left on device"));
        }
    }

    @Override
    public void create(RoomRecord room) {
        check(room.id());
        inner.create(room);
    }

    @Override
    public void addParticipant(String roomId, int participant, String tokenHash, Instant enteredAt) {
        check(roomId);
        inner.addParticipant(roomId, participant, tokenHash, enteredAt);
    }

    @Override
    public void updateSeats(String roomId, List<RoomRecord.Seat> firstRoundSeats, String gameSessionId) {
        check(roomId);
        inner.updateSeats(roomId, firstRoundSeats, gameSessionId);
    }

    @Override
    public void remove(String roomId) {
        check(roomId);
        inner.remove(roomId);
    }

    @Override
    public List<RoomRecord> all() {
        return inner.all();
    }
}
