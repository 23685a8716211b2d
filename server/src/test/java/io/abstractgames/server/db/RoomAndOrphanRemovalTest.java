package io.abstractgames.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.ManualClock;
import io.abstractgames.server.ladder.RunRecord;
import io.abstractgames.server.room.Room;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.room.Scheduler;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.store.StoreException;
import java.nio.file.Path;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the data folder removes: an expired room with its game in one transaction (a failure leaves
 * both), and at start the games of rooms and runs that nothing refers to any more.
 */
class RoomAndOrphanRemovalTest {

    private static final Instant T0 = ManualClock.START;
    private static final Scheduler NO_TIMERS = (delay, task) -> { };

    @TempDir
    Path folder;

    private static int count(Database db, String table) {
        return SqlLadderStoreTest.count(db, "SELECT COUNT(*) FROM " + table);
    }

    /** A started 2-player room with one move played: its game's id. */
    private static String startedRoom(Rooms rooms) {
        Rooms.Created created = rooms.create("breakthrough", 2);
        Room room = created.room();
        room.join(room.enter(null).participant());
        room.connected(0);
        room.play(0, 0, "e2-e3", null);
        return room.session().id();
    }

    @Test
    void anExpiredRoomGoesWithItsGameAndItsMoves() {
        ManualClock clock = new ManualClock();
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 4);
                GameSessions sessions = new GameSessions(new SqlGameStore(db, clock), pool)) {
            Rooms rooms = new Rooms(new SqlRoomStore(db), sessions, clock, NO_TIMERS);
            startedRoom(rooms);
            assertEquals(1, count(db, "games"));
            assertEquals(1, count(db, "game_events"));
            clock.advance(Room.MAX_AGE);
            assertEquals(1, rooms.expireAll());
            for (String table : List.of("rooms", "room_participants", "room_seats", "games", "game_events")) {
                assertEquals(0, count(db, table), table);
            }
        }
    }

    @Test
    void aRoomWhoseGameCannotBeRemovedStaysWholeAndIsRemovedLater() {
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 4);
                GameSessions sessions = new GameSessions(new SqlGameStore(db, Clock.fixed(T0, ZoneOffset.UTC)), pool)) {
            SqlRoomStore store = new SqlRoomStore(db);
            Rooms rooms = new Rooms(store, sessions, Clock.fixed(T0, ZoneOffset.UTC), NO_TIMERS);
            String gameId = startedRoom(rooms);
            String roomId = store.all().get(0).id();
            db.transaction("refuse to delete games", c -> {
                try (Statement st = c.createStatement()) {
                    st.execute("CREATE TRIGGER keep_games BEFORE DELETE ON games BEGIN SELECT RAISE(ABORT, 'games are kept'); END");
                }
                return null;
            });
            StoreException e = assertThrows(StoreException.class, () -> store.remove(roomId));
            assertTrue(e.getMessage().contains("games are kept"), e.getMessage());
            assertEquals(1, count(db, "rooms"), "the room's removal was rolled back with its game's");
            assertEquals(gameId, store.all().get(0).gameSessionId());

            db.transaction("allow deleting games", c -> {
                try (Statement st = c.createStatement()) {
                    st.execute("DROP TRIGGER keep_games");
                }
                return null;
            });
            store.remove(roomId);
            assertEquals(0, count(db, "rooms"));
            assertEquals(0, count(db, "games"));
            assertEquals(0, count(db, "game_events"));
        }
    }

    @Test
    void theGamesOfRoomsAndRunsThatNothingRefersToAreRemovedAndNoOther() {
        Clock clock = Clock.fixed(T0, ZoneOffset.UTC);
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 4);
                GameSessions sessions = new GameSessions(new SqlGameStore(db, clock), pool)) {
            SqlGameStore games = new SqlGameStore(db, clock);
            String roomGame = startedRoom(new Rooms(new SqlRoomStore(db), sessions, clock, NO_TIMERS));
            GameSettings ladder = new GameSettings("bashni", Mode.LADDER, Optional.of("ladder:1"), 0, Optional.empty());
            games.create("run-game", ladder);
            games.create("orphan-run-game", ladder);
            games.create("orphan-room-game", GameSettings.room("konane", Room.AI_LEVEL));
            games.create("local", GameSettings.local("konane"));
            games.create("ai", GameSettings.againstAi("konane", "beginner", 0));
            RunRecord run = RunRecord.start("h", T0);
            new SqlLadderStore(db, clock).save(new RunRecord(run.tokenHash(), 1, 0, 0, run.phase(), Optional.of("run-game"), run.clock(),
                    T0, Optional.empty(), Optional.empty(), Optional.empty(), 1));

            assertEquals(2, OrphanGames.remove(db));
            assertEquals(List.of("ai", "local", roomGame, "run-game").stream().sorted().toList(), games.ids().stream().sorted().toList());
            assertEquals(0, OrphanGames.remove(db));
        }
    }
}
