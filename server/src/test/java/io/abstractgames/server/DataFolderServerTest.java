package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.server.db.DataFolder;
import io.abstractgames.server.db.DataFolderException;
import io.abstractgames.server.db.Database;
import io.abstractgames.server.room.RoomTimes;
import io.abstractgames.server.store.FailingGameStore;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server on a data folder: what it acknowledged is there after a restart; a folder it cannot use starts nothing. */
class DataFolderServerTest {

    @TempDir
    Path folder;

    private static JsonNode answer(WsClient client, int requestId) throws InterruptedException {
        return client.next(m -> m.path("requestId").asInt(-1) == requestId && !"state".equals(m.path("type").asText()));
    }

    private static JsonNode state(WsClient client, int requestId) throws InterruptedException {
        return client.next(m -> m.path("requestId").asInt(-1) == requestId);
    }

    private static ServerOptions loopback(int port) {
        return ServerOptions.of("127.0.0.1", port);
    }

    @Test
    void roomsAndGamesAreThereAfterARestartOnTheSameFolder() throws Exception {
        String roomId;
        String aliceToken;
        String bobToken;
        String aiGame;
        try (GameServer server = GameServer.start(loopback(0), folder); WsClient alice = new WsClient(server);
                WsClient bob = new WsClient(server)) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
            JsonNode created = answer(alice, 1);
            roomId = created.path("roomId").asText();
            aliceToken = created.path("token").asText();
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
            bobToken = answer(bob, 2).path("token").asText();
            bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
            answer(bob, 3);
            alice.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":0,\"move\":\"e2-e3\",\"requestId\":4}");
            assertEquals(1, state(alice, 4).path("ply").asInt());

            alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"beginner\",\"requestId\":5}");
            aiGame = state(alice, 5).path("gameId").asText();
            alice.send("{\"type\":\"move\",\"gameId\":\"" + aiGame + "\",\"version\":0,\"move\":\"d4\",\"requestId\":6}");
            assertEquals(1, state(alice, 6).path("ply").asInt());
            alice.settled(aiGame);
        }
        try (GameServer server = GameServer.start(loopback(0), folder); WsClient alice = new WsClient(server);
                WsClient bob = new WsClient(server)) {
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + bobToken + "\",\"requestId\":1}");
            JsonNode back = answer(bob, 1);
            JsonNode bobState = bob.next(m -> "state".equals(m.path("type").asText()));
            assertEquals(1, back.path("you").path("seat").asInt(), "Bob's token brings him back to his seat");
            assertEquals(1, back.path("round").asInt());
            assertEquals(1, bobState.path("ply").asInt());
            assertEquals(true, bobState.path("yourTurn").asBoolean());
            alice.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + aliceToken + "\",\"requestId\":2}");
            assertEquals(0, answer(alice, 2).path("you").path("seat").asInt());
            bob.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":" + bobState.path("version").asInt()
                    + ",\"move\":\"d7-d6\",\"requestId\":3}");
            assertEquals(2, state(bob, 3).path("ply").asInt());

            alice.send("{\"type\":\"open\",\"gameId\":\"" + aiGame + "\",\"requestId\":4}");
            JsonNode konane = state(alice, 4);
            assertEquals(2, konane.path("ply").asInt(), "the game against the AI, with the AI's reply");
            assertEquals("playing", konane.path("status").asText());
        }
    }

    @Test
    void aRoomGamesVersionRaisedByAHandOverIsTheSameAfterARestart() throws Exception {
        // The AI takes an absent person's turns 1 ms after their last connection closed.
        RoomTimes quickHandOver = RoomTimes.STANDARD.withHandOver(Duration.ofMillis(1));
        String roomId;
        String bobToken;
        long seen;
        try (GameServer server = GameServer.start(loopback(0), folder, Clock.systemUTC(), quickHandOver);
                WsClient bob = new WsClient(server)) {
            try (WsClient alice = new WsClient(server)) {
                alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
                roomId = answer(alice, 1).path("roomId").asText();
                bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
                bobToken = answer(bob, 2).path("token").asText();
                bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
                answer(bob, 3);
                assertTrue(alice.next("state").path("yourTurn").asBoolean());
            }
            // Alice left while it is her turn: the AI thinks for her (a new version, and no event),
            // then plays her move; bob is to move and keeps the game still.
            JsonNode thinking = bob.next(m -> "state".equals(m.path("type").asText()) && "thinking".equals(m.path("status").asText()));
            assertEquals(0, thinking.path("ply").asInt());
            JsonNode moved = bob.next(m -> "state".equals(m.path("type").asText()) && m.path("ply").asInt() == 1);
            assertTrue(moved.path("yourTurn").asBoolean());
            seen = moved.path("version").asLong();
            assertEquals(2, seen, "the hand-over and the AI's move");
        }
        // With the protocol's 45 s, bob's coming back hands nothing over again: he sees the stored version.
        try (GameServer again = GameServer.start(loopback(0), folder, Clock.systemUTC(), RoomTimes.STANDARD);
                WsClient bob = new WsClient(again)) {
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + bobToken + "\",\"requestId\":1}");
            JsonNode state = bob.next("state");
            assertEquals(1, state.path("ply").asInt());
            assertEquals(seen, state.path("version").asLong(), "the version bob held, not one per stored move");
            bob.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":" + seen + ",\"move\":\"d7-d6\",\"requestId\":2}");
            assertEquals(2, state(bob, 2).path("ply").asInt(), "bob's move on the version he held");
        }
    }

    @Test
    void aFolderThatCannotBeUsedStartsNothing() throws IOException {
        Files.writeString(folder.resolve(DataFolder.DATABASE_FILE), "not a database");
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        DataFolderException e = assertThrows(DataFolderException.class, () -> GameServer.start(loopback(port), folder).close());
        assertTrue(e.getMessage().contains(DataFolder.DATABASE_FILE + " is not an SQLite database"), e.getMessage());
        // Nothing holds the port or the lock: a server starts there at once.
        Files.delete(folder.resolve(DataFolder.DATABASE_FILE));
        try (GameServer server = GameServer.start(loopback(port), folder)) {
            assertEquals(port, server.port());
        }
    }

    @Test
    void aStoredRoomWhoseGameDoesNotReplayIsOneClearErrorAndReleasesTheFolder() throws Exception {
        try (GameServer server = GameServer.start(loopback(0), folder); WsClient alice = new WsClient(server)) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
            answer(alice, 1);
            alice.send("{\"type\":\"room_create\",\"game\":\"konane\",\"requestId\":2}");
            String roomId = answer(alice, 2).path("roomId").asText();
            alice.send("{\"type\":\"room_fill\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
            answer(alice, 3);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + folder.resolve(DataFolder.DATABASE_FILE));
                Statement st = c.createStatement()) {
            st.execute("INSERT INTO game_events (game_id, number, kind, seat, move, at) SELECT game_id, 0, 'move', 0, 'z9', '2026-01-01T00:00:00Z' "
                    + "FROM rooms WHERE game_id IS NOT NULL");
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
        DataFolderException e = assertThrows(DataFolderException.class, () -> GameServer.start(loopback(0), folder).close());
        assertTrue(e.getMessage().startsWith("data folder " + folder + ": its rooms cannot be resumed (room "), e.getMessage());
        assertTrue(e.getMessage().contains("z9"), e.getMessage());
        Database.open(folder).close();
    }

    @Test
    void aPortInUseReleasesTheFolder() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> GameServer.start(loopback(taken.getLocalPort()), folder).close());
            assertTrue(e.getMessage().startsWith("cannot start the server on 127.0.0.1:"), e.getMessage());
        }
        Database.open(folder).close();
    }

    @Test
    void aMoveTheStoreCannotKeepIsRefusedWithStoreFailedAndChangesNothing() throws Exception {
        FailingGameStore store = new FailingGameStore();
        try (GameServer server = GameServer.start(loopback(0), store); WsClient client = new WsClient(server)) {
            client.send("{\"type\":\"new\",\"game\":\"breakthrough\",\"mode\":\"local\",\"requestId\":1}");
            String gameId = state(client, 1).path("gameId").asText();
            store.failAppends(event -> true);
            client.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"e2-e3\",\"requestId\":2}");
            JsonNode refused = state(client, 2);
            assertEquals("error", refused.path("type").asText());
            assertEquals("store_failed", refused.path("code").asText());
            assertEquals(gameId, refused.path("gameId").asText());
            client.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\",\"requestId\":3}");
            JsonNode unchanged = state(client, 3);
            assertEquals(0, unchanged.path("version").asInt());
            assertEquals(0, unchanged.path("ply").asInt());
            assertTrue(client.idle(), "no state was sent for the refused move");
        }
    }
}
