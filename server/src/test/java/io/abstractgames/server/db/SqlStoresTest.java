package io.abstractgames.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.room.Room;
import io.abstractgames.server.room.RoomRecord;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.room.Scheduler;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameRecord;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The games and rooms in the data folder's database: what is written is read back, after a reopening too. */
class SqlStoresTest {

    private static final Instant NOW = Instant.parse("2026-01-01T12:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
    private static final Scheduler NO_TIMERS = (delay, task) -> { };

    @TempDir
    Path folder;

    @Test
    void aGameIsReadBackWithEveryEventInOrderAfterAReopening() {
        GameSettings settings = GameSettings.againstAi("bashni", "ladder:8", 0).from("some position text");
        List<GameEvent> events = List.of(new GameEvent.Moved(0, "c3-d4"), new GameEvent.Moved(1, "f6-e5"), new GameEvent.Undone(2),
                new GameEvent.Restarted(), new GameEvent.Moved(0, "pass"), new GameEvent.Resigned(1));
        try (Database db = Database.open(folder)) {
            SqlGameStore store = new SqlGameStore(db, CLOCK);
            store.create("g1", settings);
            store.create("g2", GameSettings.local("konane"));
            for (int i = 0; i < events.size(); i++) {
                store.append("g1", events.get(i), i + 1);
            }
            assertThrows(IllegalStateException.class, () -> store.create("g1", GameSettings.local("konane")), "an id is stored once");
            assertThrows(IllegalStateException.class, () -> store.append("nope", new GameEvent.Restarted(), 1));
            assertThrows(IllegalStateException.class, () -> store.saveVersion("nope", 1));
        }
        try (Database db = Database.open(folder)) {
            SqlGameStore store = new SqlGameStore(db, CLOCK);
            assertEquals(Optional.of(new GameRecord("g1", settings, events)), store.load("g1"));
            assertEquals(Optional.of(new GameRecord("g2", GameSettings.local("konane"), List.of())), store.load("g2"));
            assertEquals(Optional.empty(), store.load("g3"));
            assertEquals(List.of("g1", "g2"), store.ids().stream().sorted().toList());
            store.remove("g1");
            assertEquals(Optional.empty(), store.load("g1"));
            assertEquals(List.of("g2"), store.ids());
        }
    }

    @Test
    void aGameKeepsItsVersionRaisedWithAndWithoutEventsAfterAReopening() {
        try (Database db = Database.open(folder)) {
            SqlGameStore store = new SqlGameStore(db, CLOCK);
            store.create("g", GameSettings.room("diamond3", "intermediate"));
            store.append("g", new GameEvent.Moved(0, "a"), 1);
            store.saveVersion("g", 2);
            store.saveVersion("g", 3);
            store.append("g", new GameEvent.Moved(1, "b"), 4);
            store.saveVersion("g", 5);
            store.saveVersion("g", 4);
            assertThrows(IllegalArgumentException.class, () -> store.saveVersion("g", 0));
        }
        try (Database db = Database.open(folder)) {
            GameRecord record = new SqlGameStore(db, CLOCK).load("g").orElseThrow();
            assertEquals(2, record.events().size());
            assertEquals(5, record.version(), "the highest version kept, never a lower one after it");
        }
    }

    @Test
    void roomsAreKeptWithTokenHashesOnlyAndResumeAfterAReopening() throws SQLException {
        String roomId;
        String token;
        String friendToken;
        String gameId;
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 4)) {
            GameSessions sessions = new GameSessions(new SqlGameStore(db, CLOCK), pool);
            Rooms rooms = new Rooms(new SqlRoomStore(db), sessions, CLOCK, NO_TIMERS);
            Rooms.Created created = rooms.create("breakthrough", 2);
            Room room = created.room();
            roomId = room.id();
            token = created.creator().token();
            Room.Entry friend = room.enter(null);
            friendToken = friend.token();
            room.join(friend.participant());
            room.connected(0);
            room.play(0, 0, "e2-e3", null);
            room.play(1, 1, "d7-d6", null);
            gameId = room.session().id();
            sessions.close();
        }
        Path file = folder.resolve(DataFolder.DATABASE_FILE);
        List<String> everything = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (String table : List.of("rooms", "room_participants", "room_seats", "games", "game_events")) {
                try (ResultSet rs = st.executeQuery("SELECT * FROM " + table)) {
                    while (rs.next()) {
                        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                            everything.add(String.valueOf(rs.getObject(i)));
                        }
                    }
                }
            }
        }
        assertTrue(everything.stream().noneMatch(v -> v.contains(token) || v.contains(friendToken)), "no seat token is stored");
        assertTrue(everything.contains("d7-d6"));

        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 4)) {
            SqlRoomStore roomStore = new SqlRoomStore(db);
            RoomRecord record = roomStore.all().get(0);
            assertEquals(roomId, record.id());
            assertEquals(gameId, record.gameSessionId());
            assertEquals(List.of(RoomRecord.Seat.person(0), RoomRecord.Seat.person(1)), record.seats());
            assertEquals(NOW, record.createdAt());

            GameSessions sessions = new GameSessions(new SqlGameStore(db, CLOCK), pool);
            Rooms rooms = new Rooms(roomStore, sessions, CLOCK, NO_TIMERS);
            assertEquals(1, rooms.restore());
            Room room = rooms.get(roomId);
            assertEquals(1, room.enter(friendToken).participant());
            assertEquals(2, room.session().view().ply());
            assertEquals(3, room.play(0, 2, "e3-e4", null).ply());
            sessions.close();
        }
    }
}
