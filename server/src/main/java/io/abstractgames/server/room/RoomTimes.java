package io.abstractgames.server.room;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a room's rules wait ({@code docs/protocol.md}, "Rooms"): the hand-over of an absent
 * person's turns to the AI, the expiry after everyone disconnected, and the most a room lasts.
 * {@link #STANDARD} holds the protocol's times; other times are for tests that must not depend on
 * how fast the machine is (a test whose clients come back one after the other on a busy machine
 * cannot promise to be back within 45 s).
 *
 * @param handOver how long after a person's last connection closed the AI plays their turns
 * @param idleExpiry how long a room with no one connected stays
 * @param maxAge how long a room stays at most
 */
public record RoomTimes(Duration handOver, Duration idleExpiry, Duration maxAge) {

    /** The protocol's times: 45 s, 30 min, 24 h. */
    public static final RoomTimes STANDARD = new RoomTimes(Room.HAND_OVER, Room.IDLE_EXPIRY, Room.MAX_AGE);

    /**
     * Checks the times.
     *
     * @param handOver the hand-over delay
     * @param idleExpiry the idle expiry
     * @param maxAge the longest life
     * @throws IllegalArgumentException if a time is zero or negative
     */
    public RoomTimes {
        check("handOver", handOver);
        check("idleExpiry", idleExpiry);
        check("maxAge", maxAge);
    }

    private static void check(String name, Duration d) {
        Objects.requireNonNull(d, name);
        if (d.isZero() || d.isNegative()) {
            throw new IllegalArgumentException(name + " " + d + ": expected positive");
        }
    }

    /**
     * These times with another hand-over.
     *
     * @param delay how long after a disconnection the AI plays the person's turns
     * @return new times
     * @throws IllegalArgumentException if the delay is not positive
     */
    public RoomTimes withHandOver(Duration delay) {
        return new RoomTimes(delay, idleExpiry, maxAge);
    }
}
