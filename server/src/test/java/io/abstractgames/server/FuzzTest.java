package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.server.FuzzFrames.Frame;
import io.abstractgames.server.FuzzFrames.Targets;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Thousands of malformed and hostile frames over a real WebSocket ({@link FuzzFrames}, seeded by
 * the system property {@code fuzz.seed}, so a failure names the seed and frame that reproduce it):
 * every frame is answered with an error or, above the size limit, a close; the games aimed at are
 * unchanged; and two people in another room play on during and after it. The rate limit is raised
 * for the test (it has its own, {@link LimitsTest}).
 */
class FuzzTest {

    private static final int FRAMES = 6000;
    private static final int OVERSIZED_EVERY = 500;
    private static final long SEED = Long.getLong("fuzz.seed", 20261202L);

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory()
            .with(o -> o.withLimits(o.limits().withMessageRate(1_000_000, 1_000_000, 1_000_000)));
    private final List<WsClient> clients = new ArrayList<>();

    @AfterEach
    void stop() {
        clients.forEach(WsClient::close);
    }

    private WsClient client() throws InterruptedException {
        WsClient client = server.client();
        clients.add(client);
        client.next("hello");
        return client;
    }

    private static JsonNode request(WsClient client, String json, String requestId) throws InterruptedException {
        client.send(json);
        return client.next(m -> requestId.equals(m.path("requestId").asText()) && !"state".equals(m.path("type").asText()));
    }

    private static String roomMove(String roomId, int version, String move) {
        return "{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":" + version + ",\"move\":\"" + move + "\"}";
    }

    /** The room and its game as a new connection with this token sees them: what must not change. */
    private JsonNode snapshot(String roomId, String token) throws Exception {
        try (WsClient look = server.client()) {
            look.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + token + "\",\"requestId\":\"look\"}");
            // The answer and the game's state, in either order.
            JsonNode room = null;
            JsonNode state = null;
            while (room == null || state == null) {
                JsonNode m = look.next();
                if ("look".equals(m.path("requestId").asText()) && "room".equals(m.path("type").asText())) {
                    room = m;
                } else if ("state".equals(m.path("type").asText()) && roomId.equals(m.path("roomId").asText())) {
                    state = m;
                }
            }
            return WsClient.mapper().createObjectNode()
                    .put("started", room.path("started").asBoolean()).put("round", room.path("round").asInt())
                    .put("spectators", room.path("spectators").asInt())
                    .put("holders", room.path("seats").findValuesAsText("holder").toString())
                    .put("version", state.path("version").asInt()).put("ply", state.path("ply").asInt())
                    .put("position", state.path("position").asText()).put("status", state.path("status").asText())
                    .put("result", state.path("result").toString());
        }
    }

    private JsonNode stats() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "stats"))
                .timeout(Duration.ofSeconds(120)).build(), HttpResponse.BodyHandlers.ofString());
        return WsClient.mapper().readTree(response.body());
    }

    @Test
    void everyMalformedFrameIsRefusedAndChangesNothingWhileAnotherRoomPlaysOn() throws Exception {
        // Room A: Alice and the fuzzing connection (Bob) play four moves; then Alice is to move.
        WsClient alice = client();
        JsonNode createdA = request(alice, "{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":\"a\"}", "a");
        String roomA = createdA.path("roomId").asText();
        WsClient bob = client();
        String bobToken = request(bob, "{\"type\":\"room_open\",\"roomId\":\"" + roomA + "\",\"requestId\":\"o\"}", "o").path("token").asText();
        bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomA + "\"}");
        JsonNode state = alice.next("state");
        String gameA = state.path("gameId").asText();
        List<String> played = List.of("e2-e3", "e7-e6", "d2-d3", "d7-d6");
        for (int v = 0; v < played.size(); v++) {
            (v % 2 == 0 ? alice : bob).send(roomMove(roomA, v, played.get(v)));
            int next = v + 1;
            state = alice.next(m -> "state".equals(m.path("type").asText()) && m.path("version").asInt() == next);
            bob.next(m -> "state".equals(m.path("type").asText()) && m.path("version").asInt() == next);
        }
        List<String> aliceMoves = state.path("legalMoves").findValuesAsText("text");
        List<String> aliceCodes = state.path("legalMoves").findValuesAsText("code");

        // Room C: Bob created it; Eve joined and resigned, so its game is over.
        JsonNode createdC = request(bob, "{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":\"c\"}", "c");
        String roomC = createdC.path("roomId").asText();
        String bobTokenC = createdC.path("token").asText();
        try (WsClient eve = server.client()) {
            request(eve, "{\"type\":\"room_open\",\"roomId\":\"" + roomC + "\",\"requestId\":\"o\"}", "o");
            eve.send("{\"type\":\"room_join\",\"roomId\":\"" + roomC + "\"}");
            eve.next("state");
            eve.send("{\"type\":\"room_leave\",\"roomId\":\"" + roomC + "\"}");
            eve.next(m -> "over".equals(m.path("status").asText()));
        }

        // Room B: two other people, playing on their own thread from now on.
        RoomPair pair = new RoomPair(server.get(), SEED);
        Thread players = new Thread(pair, "room-b-players");
        JsonNode beforeA = snapshot(roomA, createdA.path("token").asText());
        JsonNode beforeC = snapshot(roomC, bobTokenC);
        JsonNode beforeStats = stats();
        players.start();
        try {
            Targets targets = new Targets(roomA, gameA, played.size(), played, aliceMoves, aliceCodes, bobToken,
                    createdA.path("token").asText(), pair.roomId(), roomC, 1);
            FuzzFrames frames = new FuzzFrames(SEED, targets);
            int maxBytes = server.options().maxMessageBytes();
            int pairMoves = pair.awaitMoreThan(0);
            WsClient fuzzer = bob;
            // What Bob was sent while the rooms were set up is dropped; the fuzzing starts after it.
            assertEquals("no_such_room", request(bob, "{\"type\":\"room_open\",\"roomId\":\"-\",\"requestId\":\"sync\"}", "sync")
                    .path("code").asText());
            for (int i = 1; i <= FRAMES; i++) {
                Frame frame = frames.next(OVERSIZED_EVERY, maxBytes);
                String where = "seed " + SEED + ", frame " + i + " (" + frame.kind() + "): " + abbreviate(frame.text());
                if (frame.closes()) {
                    fuzzer.sendUntilClosed(frame.text());
                    int code = fuzzer.awaitClose();
                    assertTrue(WsClient.closedAsTooBig(code), where + " -> close code " + code);
                    fuzzer = reconnect(roomA, bobToken, roomC, bobTokenC);
                } else {
                    fuzzer.send(frame.text());
                    JsonNode reply = reply(fuzzer, where);
                    assertTrue(frame.codes().isEmpty() || frame.codes().contains(reply.path("code").asText()), where + " -> " + reply);
                    if (frame.requestId() != null) {
                        assertEquals(frame.requestId(), reply.path("requestId").asText(), where + " -> " + reply);
                    }
                }
                if (i % 1000 == 0) {
                    // The other room has played on since the last look.
                    pairMoves = pair.awaitMoreThan(pairMoves);
                }
            }
            assertEquals(beforeA, snapshot(roomA, createdA.path("token").asText()), "room A after the fuzzing");
            assertEquals(beforeC, snapshot(roomC, bobTokenC), "room C after the fuzzing");
            JsonNode afterStats = stats();
            assertEquals(beforeStats.path("rooms"), afterStats.path("rooms"), "no room was made");
            assertEquals(beforeStats.path("games"), afterStats.path("games"), "no game was made");
            // And the other room still plays after it.
            pair.awaitMoreThan(pair.awaitMoreThan(pairMoves));
        } finally {
            pair.stop();
            players.join(WsClient.PATIENCE.toMillis());
            pair.close();
        }
        pair.check();
        assertFalse(players.isAlive(), "the players' thread stopped");
    }

    /** The fuzzer's reply to one frame: an error; room messages about its own reconnections may come before it. */
    private static JsonNode reply(WsClient fuzzer, String where) throws InterruptedException {
        while (true) {
            JsonNode m;
            try {
                m = fuzzer.next();
            } catch (AssertionError e) {
                throw new AssertionError(where + ": " + e.getMessage(), e);
            }
            String type = m.path("type").asText();
            if ("error".equals(type)) {
                assertTrue(m.path("code").isTextual() && m.path("message").isTextual(), where + " -> " + m);
                return m;
            }
            if (!"room".equals(type) || m.has("requestId")) {
                throw new AssertionError(where + " was answered with " + m);
            }
        }
    }

    /** A new connection for the fuzzer, back in rooms A and C with its tokens. */
    private WsClient reconnect(String roomA, String tokenA, String roomC, String tokenC) throws InterruptedException {
        WsClient fuzzer = client();
        // Each answer comes first, then the state of the room's game, which is dropped.
        for (String[] room : new String[][] {{roomA, tokenA, "ra"}, {roomC, tokenC, "rc"}}) {
            request(fuzzer, "{\"type\":\"room_open\",\"roomId\":\"" + room[0] + "\",\"token\":\"" + room[1] + "\",\"requestId\":\""
                    + room[2] + "\"}", room[2]);
            fuzzer.next(m -> "state".equals(m.path("type").asText()) && room[0].equals(m.path("roomId").asText()));
        }
        return fuzzer;
    }

    private static String abbreviate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 197) + "...";
    }
}
