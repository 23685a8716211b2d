package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.server.limits.Limits;
import io.abstractgames.server.store.InMemoryGameStore;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The points of {@code docs/protocol.md} where what the server does is easy to get subtly wrong,
 * each checked as the page states it: {@code requestId} on every answer, the 1007 close, the number
 * length, who may act before what the state allows, the round, the {@code requestId}'s length, the
 * fields a mode ignores, and the flood's close.
 */
class ProtocolConformanceTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    private static JsonNode reply(WsClient client, String requestId, String type) throws InterruptedException {
        return client.next(m -> requestId.equals(m.path("requestId").asText()) && type.equals(m.path("type").asText()));
    }

    private static String createRoom(WsClient alice) throws InterruptedException {
        alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":\"create\"}");
        return reply(alice, "create", "room").path("roomId").asText();
    }

    // ----- every reply to a request carries its requestId -----

    @Test
    void theStateThatAnswersTheLastJoinCarriesItsRequestId() throws Exception {
        try (WsClient alice = server.client(); WsClient bob = server.client()) {
            String roomId = createRoom(alice);
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":\"open\"}");
            reply(bob, "open", "room");
            bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":\"join\"}");
            JsonNode room = bob.next(m -> "room".equals(m.path("type").asText()) && m.path("started").asBoolean());
            assertEquals("join", room.path("requestId").asText(), room.toString());
            JsonNode state = bob.next("state");
            assertEquals("join", state.path("requestId").asText(), "the game's first state answers the join too: " + state);
            JsonNode aliceState = alice.next("state");
            assertTrue(aliceState.path("requestId").isMissingNode(), "another connection's request: " + aliceState);
        }
    }

    @Test
    void theStateThatAnswersAFillCarriesItsRequestId() throws Exception {
        try (WsClient alice = server.client()) {
            String roomId = createRoom(alice);
            alice.send("{\"type\":\"room_fill\",\"roomId\":\"" + roomId + "\",\"requestId\":\"fill\"}");
            assertEquals("fill", alice.next("room").path("requestId").asText());
            JsonNode state = alice.next("state");
            assertEquals("fill", state.path("requestId").asText(), state.toString());
        }
    }

    @Test
    void theStateThatAnswersAnOpenWithATokenCarriesItsRequestId() throws Exception {
        String roomId;
        String token;
        try (WsClient alice = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":\"create\"}");
            JsonNode created = reply(alice, "create", "room");
            roomId = created.path("roomId").asText();
            token = created.path("token").asText();
            alice.send("{\"type\":\"room_fill\",\"roomId\":\"" + roomId + "\",\"requestId\":\"fill\"}");
            alice.next("state");
        }
        try (WsClient again = server.client()) {
            again.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + token + "\",\"requestId\":\"back\"}");
            assertEquals("back", again.next("room").path("requestId").asText());
            JsonNode state = again.next("state");
            assertEquals("back", state.path("requestId").asText(), state.toString());
        }
    }

    // ----- a text frame that is not UTF-8 closes with 1007 -----

    @Test
    void aTextFrameThatIsNotUtf8ClosesWith1007AndTheServerGoesOn() throws Exception {
        try (RawWebSocket raw = new RawWebSocket(server.port())) {
            assertTrue(raw.next().text().contains("\"hello\""));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            bytes.writeBytes("{\"type\":\"games\",\"x\":\"".getBytes(StandardCharsets.US_ASCII));
            bytes.write(0xff);
            bytes.writeBytes("\"}".getBytes(StandardCharsets.US_ASCII));
            raw.sendText(bytes.toByteArray());
            RawWebSocket.Frame close = raw.nextClose();
            assertEquals(GameServer.CLOSE_NOT_UTF8, close.closeCode(), close.closeReason());
        }
        try (WsClient other = server.client()) {
            other.send("{\"type\":\"games\",\"requestId\":\"after\"}");
            assertEquals("hello", reply(other, "after", "hello").path("type").asText());
        }
    }

    // ----- a number longer than 100 characters is malformed, every character counted -----

    static List<String> numbersOf101Characters() {
        return List.of("-" + "1".repeat(100), "0." + "1".repeat(99), "-0." + "1".repeat(98), "1e" + "1".repeat(99),
                "1.5E-" + "1".repeat(96), "1".repeat(101));
    }

    @ParameterizedTest
    @MethodSource("numbersOf101Characters")
    void aNumberOf101CharactersIsMalformed(String number) throws Exception {
        assertEquals(101, number.length());
        try (WsClient client = server.client()) {
            client.next("hello");
            client.send("{\"type\":\"games\",\"x\":" + number + ",\"requestId\":\"n\"}");
            JsonNode error = client.next("error");
            assertEquals("malformed", error.path("code").asText(), error.toString());
            assertEquals("not JSON: a number longer than 100 characters", error.path("message").asText());
        }
    }

    static List<String> numbersOf100Characters() {
        return List.of("-" + "1".repeat(99), "0." + "1".repeat(98), "1e" + "1".repeat(98), "1".repeat(100));
    }

    @ParameterizedTest
    @MethodSource("numbersOf100Characters")
    void aNumberOf100CharactersIsRead(String number) throws Exception {
        assertEquals(100, number.length());
        try (WsClient client = server.client()) {
            client.send("{\"type\":\"games\",\"x\":" + number + ",\"requestId\":\"n\"}");
            assertEquals("hello", reply(client, "n", "hello").path("type").asText());
        }
    }

    // ----- who may act is checked before what the state allows -----

    @Test
    void aSpectatorsMoveBeforeTheStartIsNotSeated() throws Exception {
        try (WsClient alice = server.client(); WsClient carol = server.client()) {
            String roomId = createRoom(alice);
            carol.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":\"open\"}");
            reply(carol, "open", "room");
            for (String request : List.of("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":0,\"move\":\"e2-e3\"",
                    "{\"type\":\"room_again\",\"roomId\":\"" + roomId + "\"", "{\"type\":\"room_leave\",\"roomId\":\"" + roomId + "\"")) {
                carol.send(request + ",\"requestId\":\"spectator\"}");
                assertEquals("not_seated", reply(carol, "spectator", "error").path("code").asText(), request);
            }
            // The creator holds seat 0: a seated person is refused for the state of the room.
            alice.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":0,\"move\":\"e2-e3\",\"requestId\":\"m\"}");
            assertEquals("not_started", reply(alice, "m", "error").path("code").asText());
            alice.send("{\"type\":\"room_again\",\"roomId\":\"" + roomId + "\",\"requestId\":\"a\"}");
            assertEquals("not_started", reply(alice, "a", "error").path("code").asText());
        }
    }

    // ----- the round -----

    @Test
    void theRoundIsZeroBeforeTheStartAndOneDuringTheFirstGame() throws Exception {
        try (WsClient alice = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"konane\",\"requestId\":\"create\"}");
            JsonNode created = reply(alice, "create", "room");
            assertEquals(0, created.path("round").asInt(-1));
            alice.send("{\"type\":\"room_fill\",\"roomId\":\"" + created.path("roomId").asText() + "\",\"requestId\":\"fill\"}");
            JsonNode started = reply(alice, "fill", "room");
            assertTrue(started.path("started").asBoolean());
            assertEquals(1, started.path("round").asInt(-1));
        }
    }

    // ----- the requestId's length -----

    @Test
    void aRequestIdOver64CharactersIsABadRequest() throws Exception {
        try (WsClient client = server.client()) {
            client.next("hello");
            client.send("{\"type\":\"games\",\"requestId\":\"" + "r".repeat(65) + "\"}");
            JsonNode error = client.next();
            assertEquals("bad_request", error.path("code").asText(), error.toString());
            assertTrue(error.path("requestId").isMissingNode(), "an id that is not valid is not copied: " + error);
            String longest = "r".repeat(64);
            client.send("{\"type\":\"games\",\"requestId\":\"" + longest + "\"}");
            assertEquals(longest, client.next().path("requestId").asText());
        }
    }

    // ----- a field the mode ignores is not checked -----

    @Test
    void aFieldTheModeIgnoresIsNotChecked() throws Exception {
        try (WsClient client = server.client()) {
            client.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"level\":5,\"seat\":\"north\",\"requestId\":\"local\"}");
            JsonNode state = client.next(m -> "local".equals(m.path("requestId").asText()));
            assertEquals("state", state.path("type").asText(), state.toString());
            assertEquals("local", state.path("settings").path("mode").asText());
            client.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":5,\"requestId\":\"ai\"}");
            JsonNode refused = client.next(m -> "ai".equals(m.path("requestId").asText()));
            assertEquals("bad_request", refused.path("code").asText(), "the mode that reads the level checks it: " + refused);
        }
    }

    // ----- the refusal that reaches the flood limit closes without an error frame -----

    @Test
    void atTheDefaultsAFloodGets99RefusalsThenTheClose1008() throws Exception {
        Clock still = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);
        try (GameServer stillServer = GameServer.start(ServerOptions.of("127.0.0.1", 0), new InMemoryGameStore(), still);
                WsClient flooder = new WsClient(stillServer)) {
            flooder.next("hello");
            int burst = Limits.DEFAULT_MESSAGE_BURST;
            int floodRefusals = Limits.DEFAULT_FLOOD_REFUSALS;
            assertEquals(40, burst);
            assertEquals(100, floodRefusals);
            for (int i = 0; i < burst + floodRefusals; i++) {
                flooder.sendUntilClosed("{\"type\":\"games\",\"requestId\":" + i + "}");
            }
            for (int i = 0; i < burst; i++) {
                assertEquals(i, flooder.next().path("requestId").asInt(-1), "within the burst");
            }
            for (int i = 0; i < floodRefusals - 1; i++) {
                assertEquals("rate_limited", flooder.next().path("code").asText(), "refusal " + (i + 1));
            }
            assertEquals(GameServer.CLOSE_POLICY_VIOLATION, flooder.awaitClose());
            assertTrue(flooder.idle(), "no error frame with the close: " + flooder.drain());
        }
    }
}
