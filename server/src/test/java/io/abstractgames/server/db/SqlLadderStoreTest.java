package io.abstractgames.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.ladder.BestRun;
import io.abstractgames.server.ladder.RunPhase;
import io.abstractgames.server.ladder.RunRecord;
import io.abstractgames.server.ladder.ThinkingClock;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.store.GameEvent;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The challenge ladder in the data folder's database: runs and best runs read back after a reopening, and removed when old. */
class SqlLadderStoreTest {

    private static final Instant T0 = Instant.parse("2026-01-01T12:00:00Z");
    private static final Clock CLOCK = Clock.fixed(T0, ZoneOffset.UTC);

    @TempDir
    Path folder;

    private static GameSettings ladderGame(int opponent) {
        return new GameSettings("bashni", Mode.LADDER, Optional.of("ladder:" + opponent), 0, Optional.of("w c3:w,d4:b 0 0"));
    }

    /** A run against opponent 3 with 2 wins, White thinking since {@code T0 - 4 s} after 7 s before. */
    private static RunRecord playing(String hash, String gameId) {
        return new RunRecord(hash, 3, 2, 81_234, RunPhase.PLAYING, Optional.of(gameId), new ThinkingClock(7_000, Optional.of(T0.minusSeconds(4))),
                T0.minusSeconds(600), Optional.empty(), Optional.empty(), Optional.empty(), 17);
    }

    private static RunRecord ended(String hash, int wins, long wonMillis, int minutes, String name) {
        return new RunRecord(hash, wins + 1, wins, wonMillis, RunPhase.OVER, Optional.empty(), new ThinkingClock(1_500, Optional.empty()),
                T0.minusSeconds(3600), Optional.of(T0.plusSeconds(60L * minutes)), Optional.of("Black wins (opponent has no legal move)"),
                Optional.ofNullable(name), 9);
    }

    @Test
    void everyFieldOfARunIsReadBackAfterAReopening() {
        RunRecord started = RunRecord.start("h-start", T0);
        RunRecord playing = playing("h-play", "g-play");
        RunRecord won = new RunRecord("h-won", 5, 5, 100_000, RunPhase.WON, Optional.of("g-won"), new ThinkingClock(12_345, Optional.empty()),
                T0, Optional.empty(), Optional.empty(), Optional.empty(), 40);
        RunRecord over = ended("h-over", 4, 200_000, 3, "Ada \u00e9 <b>");
        try (Database db = Database.open(folder)) {
            SqlGameStore games = new SqlGameStore(db, CLOCK);
            games.create("g-play", ladderGame(3));
            games.create("g-won", ladderGame(5));
            SqlLadderStore store = new SqlLadderStore(db, CLOCK);
            store.save(started);
            store.save(playing);
            store.save(won);
            store.save(ended("h-over", 4, 200_000, 3, null));
            store.save(over);
        }
        try (Database db = Database.open(folder)) {
            SqlLadderStore store = new SqlLadderStore(db, CLOCK);
            assertEquals(Optional.of(started), store.run("h-start"));
            assertEquals(Optional.of(playing), store.run("h-play"));
            assertEquals(Optional.of(won), store.run("h-won"));
            assertEquals(Optional.of(over), store.run("h-over"), "the last save replaced the one before");
            assertEquals(Optional.empty(), store.run("h-other"));
            assertEquals(List.of(BestRun.of(over)), store.best(10));
        }
    }

    @Test
    void theBestRunsAreTheNamedOnesByScoreThenTheEarlierAndEachRunHasOneEntry() {
        try (Database db = Database.open(folder)) {
            SqlLadderStore store = new SqlLadderStore(db, CLOCK);
            store.save(ended("a", 2, 80_000, 1, "two wins"));
            store.save(ended("b", 3, 900_000, 2, "three slow wins"));
            store.save(ended("c", 5, 1_000, 3, null));
            store.save(ended("d", 2, 80_000, 0, "two wins, earlier"));
            store.save(ended("e", 0, 0, 4, "none"));
            store.save(ended("a", 2, 80_000, 1, "two wins"));
        }
        try (Database db = Database.open(folder)) {
            SqlLadderStore store = new SqlLadderStore(db, CLOCK);
            List<BestRun> best = store.best(10);
            assertEquals(List.of("three slow wins", "two wins, earlier", "two wins", "none"), best.stream().map(BestRun::name).toList());
            assertEquals(new BestRun("two wins, earlier", 29_599, 2, 80_000, T0), best.get(1));
            assertEquals(List.of("three slow wins", "two wins, earlier"), store.best(2).stream().map(BestRun::name).toList());
        }
    }

    @Test
    void runsSavedBeforeAnInstantAreRemovedWithTheirGamesAndTheirBestRunsStay() throws Exception {
        Clock later = Clock.fixed(T0.plus(Duration.ofDays(8)), ZoneOffset.UTC);
        RunRecord old = playing("old", "g-old");
        RunRecord oldNamed = ended("old-named", 1, 9_000, 1, "kept");
        RunRecord recent = playing("recent", "g-recent");
        try (Database db = Database.open(folder)) {
            SqlGameStore games = new SqlGameStore(db, CLOCK);
            games.create("g-old", ladderGame(3));
            games.append("g-old", new GameEvent.Moved(0, "c3:e5"), 1);
            games.create("g-recent", ladderGame(3));
            new SqlLadderStore(db, CLOCK).save(old);
            new SqlLadderStore(db, CLOCK).save(oldNamed);
            new SqlLadderStore(db, later).save(recent);

            SqlLadderStore store = new SqlLadderStore(db, later);
            List<RunRecord> removed = store.removeSavedBefore(later.instant().minus(Duration.ofDays(7)));
            assertEquals(List.of("old", "old-named"), removed.stream().map(RunRecord::tokenHash).sorted().toList());
            assertEquals(Optional.empty(), store.run("old"));
            assertEquals(Optional.empty(), store.run("old-named"));
            assertEquals(Optional.of(recent), store.run("recent"));
            assertEquals(Optional.empty(), games.load("g-old"), "the old run's game went with it");
            assertTrue(games.load("g-recent").isPresent());
            assertEquals(0, count(db, "SELECT COUNT(*) FROM game_events WHERE game_id = 'g-old'"));
            assertEquals(List.of("kept"), store.best(10).stream().map(BestRun::name).toList());
            assertEquals(List.of(), store.removeSavedBefore(later.instant().minus(Duration.ofDays(7))));
        }
    }

    static int count(Database db, String sql) {
        return db.transaction("count", c -> {
            try (PreparedStatement st = c.prepareStatement(sql); ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }
}
