package io.abstractgames.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock driven by the test, in UTC: it stands at {@link #START} until {@link #advance} moves it.
 * The server's tests inject it wherever the server reads the time.
 */
public class ManualClock extends Clock {

    /** Where every manual clock starts. */
    public static final Instant START = Instant.parse("2026-01-01T12:00:00Z");

    private Instant now = START;

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    /**
     * Moves the time on.
     *
     * @param by how far
     */
    public synchronized void advance(Duration by) {
        now = now.plus(by);
    }

    /**
     * Sets the time, for a subclass that moves it in steps of its own.
     *
     * @param instant the new time, not before the current one
     */
    protected synchronized void moveTo(Instant instant) {
        if (instant.isBefore(now)) {
            throw new IllegalArgumentException("time " + instant + " is before " + now);
        }
        now = instant;
    }
}
