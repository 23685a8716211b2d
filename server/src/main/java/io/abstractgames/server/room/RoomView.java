package io.abstractgames.server.room;

import java.time.Instant;
import java.util.List;

/**
 * A snapshot of a room.
 *
 * @param id the room's id (22 URL-safe characters)
 * @param gameId the game id, e.g. {@code "diamond3"}
 * @param players the number of seats
 * @param started whether the game has started (every seat taken, or filled with the AI)
 * @param gameSessionId the id of the room's game session, or {@code null} before the start
 * @param round the number of games started in the room, 0 before the first
 * @param seats the seats, in turn order
 * @param spectators how many participants hold no seat
 * @param createdAt when the room was made
 * @param expiresAt when the room disappears unless someone connects (at the latest 24 hours after
 *     it was made)
 */
public record RoomView(String id, String gameId, int players, boolean started, String gameSessionId, int round, List<SeatView> seats,
        int spectators, Instant createdAt, Instant expiresAt) {}
