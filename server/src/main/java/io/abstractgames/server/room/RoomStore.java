package io.abstractgames.server.room;

import io.abstractgames.server.store.StoreException;
import java.time.Instant;
import java.util.List;

/**
 * Where rooms are kept so that they survive a restart: each room's settings, participants (token
 * hashes only) and first-round seats, and the id of its game (whose moves the game store keeps).
 * A room writes every change here before it acknowledges it. {@link InMemoryRoomStore} keeps the
 * records in memory; the data folder's database keeps them on disk.
 *
 * <p>Implementations are thread-safe; calls for one room come from one thread at a time.
 */
public interface RoomStore {

    /**
     * Keeps a new room.
     *
     * @param room the room as made (its creator in seat 0)
     * @throws IllegalStateException if the id is taken
     * @throws StoreException if the store cannot keep it
     */
    void create(RoomRecord room);

    /**
     * Adds a participant.
     *
     * @param roomId the room's id
     * @param participant the participant's number, the next after the last
     * @param tokenHash the SHA-256 hash (hex) of their seat token
     * @param enteredAt when they entered
     * @throws StoreException if the store cannot keep it
     */
    void addParticipant(String roomId, int participant, String tokenHash, Instant enteredAt);

    /**
     * Changes the seats: a join, a fill with the AI, a leave; with the game once it started.
     *
     * @param roomId the room's id
     * @param firstRoundSeats who holds each seat, in the first round's order (see {@link RoomRecord})
     * @param gameSessionId the room's game, or {@code null} before the start
     * @throws StoreException if the store cannot keep it
     */
    void updateSeats(String roomId, List<RoomRecord.Seat> firstRoundSeats, String gameSessionId);

    /**
     * Forgets a room (it expired). A store that keeps the games too (the data folder's) removes the
     * room's game with it, in the same transaction, so that a crash leaves neither without the
     * other; otherwise the room's game is removed from its own store afterwards ({@link Room}'s
     * close).
     *
     * @param roomId the room's id; nothing happens when there is none
     * @throws StoreException if the store cannot be written
     */
    void remove(String roomId);

    /**
     * Every room kept, for resuming them after a restart.
     *
     * @return the records, in no particular order
     * @throws StoreException if the store cannot be read
     */
    List<RoomRecord> all();
}
