package io.abstractgames.server.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.server.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class InMemoryLadderStoreTest {

    private static final Instant T0 = Instant.parse("2026-01-01T12:00:00Z");

    private static RunRecord ended(String hash, int wins, long wonMillis, int minutes, String name) {
        return new RunRecord(hash, wins + 1, wins, wonMillis, RunPhase.OVER, Optional.empty(), ThinkingClock.ZERO, T0,
                Optional.of(T0.plusSeconds(60L * minutes)), Optional.of("Black wins"), Optional.ofNullable(name), 9);
    }

    @Test
    void theBestRunsAreTheNamedOnesByScoreThenTheEarlier() {
        InMemoryLadderStore store = new InMemoryLadderStore();
        store.save(ended("a", 2, 80_000, 1, "two wins"));
        store.save(ended("b", 3, 900_000, 2, "three slow wins"));
        store.save(ended("c", 5, 1_000, 3, null));
        store.save(ended("d", 2, 80_000, 0, "two wins, earlier"));
        store.save(ended("e", 0, 0, 4, "none"));
        assertEquals(List.of("three slow wins", "two wins, earlier", "two wins", "none"),
                store.best(10).stream().map(BestRun::name).toList());
        assertEquals(29_599, store.best(10).get(1).score());
        assertEquals(2, store.best(2).size());
    }

    @Test
    void runsSavedBeforeAnInstantAreRemovedAndTheirBestRunsStay() {
        ManualClock clock = new ManualClock();
        InMemoryLadderStore store = new InMemoryLadderStore(clock);
        RunRecord named = ended("old", 1, 5_000, 1, "kept");
        store.save(named);
        clock.advance(Duration.ofDays(2));
        RunRecord recent = RunRecord.start("recent", T0);
        store.save(recent);
        assertEquals(List.of(named), store.removeSavedBefore(clock.instant().minus(Duration.ofDays(1))));
        assertEquals(Optional.empty(), store.run("old"));
        assertEquals(Optional.of(recent), store.run("recent"));
        assertEquals(List.of("kept"), store.best(10).stream().map(BestRun::name).toList());
        assertEquals(List.of(), store.removeSavedBefore(clock.instant().minus(Duration.ofDays(1))));
    }

    @Test
    void aRunIsKeptByItsTokenHashAndReplacedBySaves() {
        InMemoryLadderStore store = new InMemoryLadderStore();
        RunRecord started = RunRecord.start("h", T0);
        store.save(started);
        assertEquals(Optional.of(started), store.run("h"));
        RunRecord later = ended("h", 1, 5_000, 1, "later");
        store.save(later);
        assertEquals(Optional.of(later), store.run("h"));
        assertEquals(Optional.empty(), store.run("other"));
    }
}
