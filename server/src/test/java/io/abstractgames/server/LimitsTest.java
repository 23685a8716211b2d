package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.server.limits.Limits;
import io.abstractgames.server.store.InMemoryGameStore;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Each limit of {@link Limits} and the message size, reached over a real WebSocket: answered with
 * its error code or close code, and nothing else changes. The clock stands still, so a token bucket
 * never refills during a test.
 */
class LimitsTest {

    private static final Clock STILL = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);

    private GameServer server;
    private final List<WsClient> clients = new ArrayList<>();

    private void start(UnaryOperator<Limits> limits) {
        ServerOptions options = ServerOptions.of("127.0.0.1", 0);
        server = GameServer.start(options.withLimits(limits.apply(options.limits())), new InMemoryGameStore(), STILL);
    }

    @AfterEach
    void stop() {
        clients.forEach(WsClient::close);
        server.close();
    }

    private WsClient client() {
        WsClient client = new WsClient(server);
        clients.add(client);
        return client;
    }

    private static JsonNode answer(WsClient client, String requestId) throws InterruptedException {
        return client.next(m -> requestId.equals(m.path("requestId").asText()) && !"state".equals(m.path("type").asText()));
    }

    private static String createRoom(WsClient client, String requestId) throws InterruptedException {
        client.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":\"" + requestId + "\"}");
        JsonNode room = answer(client, requestId);
        assertEquals("room", room.path("type").asText(), room.toString());
        return room.path("roomId").asText();
    }

    private static JsonNode openRoom(WsClient client, String roomId, String token, String requestId) throws InterruptedException {
        client.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\"" + (token == null ? "" : ",\"token\":\"" + token + "\"")
                + ",\"requestId\":\"" + requestId + "\"}");
        return answer(client, requestId);
    }

    /** Waits until every message this client sent before has been handled (they are handled in order). */
    private static void sync(WsClient client) throws InterruptedException {
        client.send("{\"type\":\"room_open\",\"roomId\":\"-\",\"requestId\":\"sync\"}");
        assertEquals("no_such_room", answer(client, "sync").path("code").asText());
    }

    /** Opens two connections and waits for their greeting, then a third, which the server closes with 1013; the three. */
    private List<WsClient> twoHeldThenAThirdClosedWith1013() throws InterruptedException {
        WsClient first = client();
        WsClient second = client();
        first.next("hello");
        second.next("hello");
        WsClient third = client();
        assertEquals(GameServer.CLOSE_TRY_AGAIN_LATER, third.awaitClose());
        return List.of(first, second, third);
    }

    @Test
    void aConnectionBeyondTheServersMaximumIsClosedWith1013() throws Exception {
        start(l -> l.withMaxConnections(2));
        WsClient first = twoHeldThenAThirdClosedWith1013().get(0);
        first.send("{\"type\":\"games\"}");
        assertEquals("hello", first.next().path("type").asText(), "the connections held go on");
    }

    @Test
    void aConnectionBeyondItsAddresssMaximumIsClosedWith1013() throws Exception {
        start(l -> l.withMaxConnections(10).withMaxConnectionsPerAddress(2));
        List<WsClient> three = twoHeldThenAThirdClosedWith1013();
        assertEquals("too many connections from your address (2); try again later", three.get(2).closeReason());
        WsClient second = three.get(1);
        second.send("{\"type\":\"games\"}");
        assertEquals("hello", second.next().path("type").asText(), "the connections held go on");
    }

    @Test
    void aRoomBeyondTheServersMaximumIsRefused() throws Exception {
        start(l -> l.withMaxRooms(2));
        WsClient alice = client();
        createRoom(alice, "1");
        createRoom(client(), "2");
        alice.send("{\"type\":\"room_create\",\"game\":\"konane\",\"requestId\":\"3\"}");
        JsonNode refused = answer(alice, "3");
        assertEquals("too_many_rooms", refused.path("code").asText(), refused.toString());
        assertEquals("the server keeps its maximum of 2 rooms; try again later", refused.path("message").asText());
    }

    @Test
    void aConnectionBeyondTheRoomsMaximumIsRefusedAndTakesNoPlace() throws Exception {
        start(l -> l.withMaxConnectionsPerRoom(2));
        WsClient alice = client();
        String roomId = createRoom(alice, "1");
        WsClient bob = client();
        assertEquals("room", openRoom(bob, roomId, null, "2").path("type").asText());
        WsClient carol = client();
        JsonNode refused = openRoom(carol, roomId, null, "3");
        assertEquals("room_full", refused.path("code").asText(), refused.toString());
        bob.send("{\"type\":\"room_close\",\"roomId\":\"" + roomId + "\"}");
        sync(bob);
        JsonNode opened = openRoom(carol, roomId, null, "4");
        assertEquals("room", opened.path("type").asText(), opened.toString());
        assertEquals(2, opened.path("spectators").asInt(), "Bob and Carol; the refused open made no participant");
    }

    @Test
    void aSpectatorBeyondTheRoomsMaximumIsRefusedButTokensComeBack() throws Exception {
        start(l -> l.withMaxSpectatorsPerRoom(2));
        WsClient alice = client();
        String roomId = createRoom(alice, "1");
        WsClient bob = client();
        openRoom(bob, roomId, null, "2");
        WsClient carol = client();
        String carolToken = openRoom(carol, roomId, null, "3").path("token").asText();
        WsClient dave = client();
        JsonNode refused = openRoom(dave, roomId, null, "4");
        assertEquals("too_many_spectators", refused.path("code").asText(), refused.toString());

        // Carol comes back with her token while the room is full of spectators.
        carol.send("{\"type\":\"room_close\",\"roomId\":\"" + roomId + "\"}");
        sync(carol);
        JsonNode back = openRoom(carol, roomId, carolToken, "5");
        assertEquals("room", back.path("type").asText(), back.toString());

        // Bob joins: a seat, so one place for a spectator.
        bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":\"6\"}");
        assertEquals(1, answer(bob, "6").path("you").path("seat").asInt());
        JsonNode daveIn = openRoom(dave, roomId, null, "7");
        assertEquals("room", daveIn.path("type").asText(), daveIn.toString());
        assertEquals(2, daveIn.path("spectators").asInt());
    }

    @Test
    void aGameBeyondTheConnectionsMaximumIsRefusedUntilOneIsClosed() throws Exception {
        start(l -> l.withMaxGamesPerConnection(2));
        WsClient alice = client();
        String first = null;
        for (int i = 1; i <= 2; i++) {
            alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":\"" + i + "\"}");
            JsonNode state = alice.next(m -> "state".equals(m.path("type").asText()));
            first = first == null ? state.path("gameId").asText() : first;
        }
        alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":\"3\"}");
        JsonNode refused = answer(alice, "3");
        assertEquals("too_many_games", refused.path("code").asText(), refused.toString());
        alice.send("{\"type\":\"close\",\"gameId\":\"" + first + "\"}");
        alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":\"4\"}");
        assertEquals("state", alice.next(m -> "4".equals(m.path("requestId").asText())).path("type").asText());
    }

    @Test
    void messagesBeyondTheBurstAreRefusedAndAFloodIsClosedWith1008() throws Exception {
        start(l -> l.withMessageRate(1, 3, 5));
        WsClient flooder = client();
        WsClient other = client();
        flooder.next("hello");
        other.next("hello");
        for (int i = 0; i < 8; i++) {
            flooder.send("{\"type\":\"games\",\"requestId\":" + i + "}");
        }
        for (int i = 0; i < 3; i++) {
            assertEquals("hello", flooder.next().path("type").asText(), "message " + i + " is within the burst");
        }
        for (int i = 3; i < 7; i++) {
            JsonNode refused = flooder.next();
            assertEquals("rate_limited", refused.path("code").asText(), refused.toString());
            assertTrue(refused.path("requestId").isMissingNode(), "a refused message is not read");
        }
        assertEquals(GameServer.CLOSE_POLICY_VIOLATION, flooder.awaitClose());
        assertTrue(flooder.idle(), "nothing after the fifth refusal");
        other.send("{\"type\":\"games\"}");
        assertEquals("hello", other.next().path("type").asText(), "each connection has its own bucket");
    }

    @Test
    void aMessageAboveAConfiguredSizeIsClosedWith1009AndOneBelowIsRead() throws Exception {
        ServerOptions options = ServerOptions.of("127.0.0.1", 0).withMaxMessageBytes(2048);
        server = GameServer.start(options, new InMemoryGameStore(), STILL);
        WsClient client = client();
        client.next("hello");
        client.send("{\"type\":\"games\",\"padding\":\"" + "x".repeat(1900) + "\"}");
        assertEquals("hello", client.next().path("type").asText());
        client.sendUntilClosed("{\"type\":\"games\",\"padding\":\"" + "x".repeat(2100) + "\"}");
        int code = client.awaitClose();
        assertTrue(WsClient.closedAsTooBig(code), "close code " + code + ", expected 1009 (or the reset its unread rest may cause)");
    }
}
