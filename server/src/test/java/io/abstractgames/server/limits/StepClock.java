package io.abstractgames.server.limits;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that stands still until the test moves it. */
final class StepClock extends Clock {

    private Instant now = Instant.parse("2026-01-01T12:00:00Z");

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

    synchronized void advance(Duration by) {
        now = now.plus(by);
    }
}
