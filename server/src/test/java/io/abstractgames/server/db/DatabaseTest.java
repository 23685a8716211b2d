package io.abstractgames.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.StoreException;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Transactions on the one connection, committed in groups: each caller's work is kept or undone as
 * a whole, whatever else was committed with it.
 */
class DatabaseTest {

    @TempDir
    Path folder;

    private static int count(Database db, String gameId) {
        return db.transaction("count", c -> {
            try (PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM game_events WHERE game_id = ?")) {
                st.setString(1, gameId);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        });
    }

    @Test
    void workOnManyThreadsAtOnceIsAllKeptInEachCallersOrder() throws Exception {
        int threads = 8;
        int moves = 40;
        try (Database db = Database.open(folder)) {
            SqlGameStore store = new SqlGameStore(db, Clock.systemUTC());
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    String id = "game" + t;
                    store.create(id, GameSettings.local("konane"));
                    done.add(pool.submit(() -> {
                        for (int m = 0; m < moves; m++) {
                            store.append(id, new GameEvent.Moved(m % 2, "move" + m), m + 1);
                        }
                    }));
                }
                for (Future<?> f : done) {
                    f.get();
                }
            } finally {
                pool.shutdownNow();
            }
            for (int t = 0; t < threads; t++) {
                List<GameEvent> events = store.load("game" + t).orElseThrow().events();
                assertEquals(moves, events.size());
                for (int m = 0; m < moves; m++) {
                    assertEquals(new GameEvent.Moved(m % 2, "move" + m), events.get(m));
                }
            }
        }
    }

    @Test
    void workThatFailsHalfWayIsUndoneAloneAndItsExceptionReachesTheCaller() {
        try (Database db = Database.open(folder)) {
            SqlGameStore store = new SqlGameStore(db, Clock.systemUTC());
            store.create("kept", GameSettings.local("konane"));
            store.create("undone", GameSettings.local("konane"));
            IllegalStateException thrown = new IllegalStateException("half way");
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> db.transaction("half", c -> {
                try (PreparedStatement st = c.prepareStatement(
                        "INSERT INTO game_events (game_id, number, kind, at) VALUES ('undone', 0, 'restart', '2026-01-01T00:00:00Z')")) {
                    st.executeUpdate();
                }
                throw thrown;
            }));
            assertSame(thrown, e);
            StoreException sql = assertThrows(StoreException.class, () -> db.transaction("a bad statement", c -> {
                try (PreparedStatement st = c.prepareStatement("INSERT INTO no_such_table VALUES (1)")) {
                    st.executeUpdate();
                }
                return null;
            }));
            assertEquals(true, sql.getMessage().startsWith("a bad statement: "), sql.getMessage());
            store.append("kept", new GameEvent.Restarted(), 1);
            assertEquals(0, count(db, "undone"));
            assertEquals(1, count(db, "kept"));
        }
    }

    @Test
    void aClosedDatabaseRefusesWorkWithAStoreException() {
        Database db = Database.open(folder);
        db.close();
        assertThrows(StoreException.class, () -> count(db, "any"));
        db.close();
    }
}
