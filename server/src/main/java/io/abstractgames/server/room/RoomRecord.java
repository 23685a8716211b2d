package io.abstractgames.server.room;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A room as stored: what rebuilds it after a restart. Connections are not part of it (after a
 * restart everyone counts as disconnected), nor is the round: a room's game is restarted once per
 * "again", so the round is one more than the game's restarts, and the seats now are the stored
 * first-round seats moved on by one per restart.
 *
 * @param id the room's id (22 URL-safe characters)
 * @param gameId the game id, e.g. {@code "diamond3"}
 * @param createdAt when the room was made
 * @param tokenHashes the SHA-256 hashes (hex) of the participants' seat tokens, by participant
 *     number (0 is the creator); never the tokens
 * @param seats who holds each seat in the first round, in turn order
 * @param gameSessionId the id of the room's game session, or {@code null} before the start
 */
public record RoomRecord(String id, String gameId, Instant createdAt, List<String> tokenHashes, List<Seat> seats, String gameSessionId) {

    /**
     * Checks and copies the fields.
     *
     * @throws NullPointerException if a field other than {@code gameSessionId}, or an element, is null
     */
    public RoomRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(createdAt, "createdAt");
        tokenHashes = List.copyOf(tokenHashes);
        seats = List.copyOf(seats);
    }

    /**
     * Who holds a seat.
     *
     * @param holder an empty seat, a person's or the AI's
     * @param participant the holding person's participant number, or -1 for an empty or AI seat
     */
    public record Seat(SeatView.Holder holder, int participant) {

        /** An empty seat. */
        public static final Seat EMPTY = new Seat(SeatView.Holder.EMPTY, -1);
        /** A seat the AI plays. */
        public static final Seat AI = new Seat(SeatView.Holder.AI, -1);

        /**
         * Checks the fields.
         *
         * @throws IllegalArgumentException if a person's seat has no participant number or another
         *     seat has one
         */
        public Seat {
            Objects.requireNonNull(holder, "holder");
            if ((holder == SeatView.Holder.PERSON) != (participant >= 0) || participant < -1) {
                throw new IllegalArgumentException("seat of " + holder + " with participant " + participant);
            }
        }

        /**
         * A person's seat.
         *
         * @param participant the participant number
         * @return the seat
         */
        public static Seat person(int participant) {
            return new Seat(SeatView.Holder.PERSON, participant);
        }
    }
}
