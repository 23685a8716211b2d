package io.abstractgames.server.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ThinkingClockTest {

    private static final Instant T0 = Instant.parse("2026-01-01T12:00:00Z");

    @Test
    void turnsAddUpFromTheirStartToTheMove() {
        ThinkingClock c = ThinkingClock.ZERO.start(T0);
        assertTrue(c.running());
        assertEquals(2_500, c.read(T0.plusMillis(2_500)));
        c = c.stop(T0.plusMillis(3_000));
        assertFalse(c.running());
        assertEquals(3_000, c.read(T0.plusSeconds(100)), "a stopped clock does not move");
        c = c.start(T0.plusSeconds(10)).stop(T0.plusSeconds(14));
        assertEquals(7_000, c.millis());
    }

    @Test
    void startingARunningClockOrStoppingAStoppedOneChangesNothing() {
        ThinkingClock running = ThinkingClock.ZERO.start(T0);
        assertSame(running, running.start(T0.plusSeconds(5)));
        assertSame(ThinkingClock.ZERO, ThinkingClock.ZERO.stop(T0));
    }

    @Test
    void aClockThatWentBackwardsAddsNothing() {
        assertEquals(0, ThinkingClock.ZERO.start(T0).stop(T0.minusSeconds(5)).millis());
        assertThrows(IllegalArgumentException.class, () -> new ThinkingClock(-1, Optional.empty()));
    }
}
