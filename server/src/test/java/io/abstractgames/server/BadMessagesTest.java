package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed, out-of-turn, stale and illegal messages: each gets an error reply with its code, the
 * game's state stays as it was, and the server goes on serving.
 */
class BadMessagesTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();
    private WsClient client;
    private String gameId;
    private JsonNode before;

    @BeforeEach
    void newGame() throws Exception {
        client = server.client();
        client.next("hello");
        client.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"beginner\"}");
        before = client.next("state");
        gameId = before.path("gameId").asText();
    }

    @AfterEach
    void close() {
        client.close();
    }

    /** The next message is an error with this code, and the game is as it was. */
    private void assertRefused(String code, String message) throws Exception {
        client.send(message);
        JsonNode reply = client.next();
        assertEquals("error", reply.path("type").asText(), reply.toString());
        assertEquals(code, reply.path("code").asText(), reply.toString());
        assertTrue(reply.path("message").isTextual() && !reply.path("message").asText().isEmpty());
        assertUnchanged();
    }

    private void assertUnchanged() throws Exception {
        client.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\",\"requestId\":\"check\"}");
        JsonNode now = client.next("state");
        assertEquals("check", now.path("requestId").asText());
        assertEquals(before.path("version"), now.path("version"));
        assertEquals(before.path("position"), now.path("position"));
    }

    static List<Arguments> malformed() {
        return List.of(
                Arguments.of("malformed", "{not json"),
                Arguments.of("malformed", "[1, 2, 3]"),
                Arguments.of("malformed", "\"just a string\""),
                Arguments.of("malformed", "{\"kind\":\"move\"}"),
                Arguments.of("malformed", "{\"type\":7}"),
                Arguments.of("malformed", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\"}garbage"),
                Arguments.of("malformed", "{\"type\":\"games\"} {\"type\":\"games\"}"),
                Arguments.of("unknown_type", "{\"type\":\"teleport\"}"),
                Arguments.of("bad_request", "{\"type\":\"new\"}"),
                Arguments.of("bad_request", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"solo\"}"),
                Arguments.of("bad_request", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\"}"),
                Arguments.of("bad_request", "{\"type\":\"new\",\"game\":\"diamond\",\"players\":3,\"mode\":\"local\"}"),
                Arguments.of("bad_request", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":5}"),
                Arguments.of("bad_request", "{\"type\":\"new\",\"game\":[1],\"mode\":\"local\"}"),
                Arguments.of("bad_request", "{\"type\":\"games\",\"requestId\":{\"a\":1}}"),
                Arguments.of("unknown_game", "{\"type\":\"new\",\"game\":\"chess\",\"mode\":\"local\"}"),
                Arguments.of("unknown_level", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"godlike\"}"),
                Arguments.of("bad_position", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"position\":\"8/8 b\"}"),
                Arguments.of("bad_position", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"position\":\"\"}"),
                Arguments.of("bad_position", "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"position\":\"   \"}"),
                Arguments.of("no_such_game", "{\"type\":\"open\",\"gameId\":\"AAAAAAAAAAAAAAAAAAAAAA\"}"),
                Arguments.of("no_such_game", "{\"type\":\"move\",\"gameId\":\"nope\",\"version\":0,\"move\":\"d4\"}"));
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void aMalformedMessageIsAnsweredWithAnError(String code, String message) throws Exception {
        assertRefused(code, message);
    }

    @Test
    void aMoveWithoutAVersionIsABadRequest() throws Exception {
        assertRefused("bad_request", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"move\":\"d4\"}");
    }

    @Test
    void aMoveWithBothTextAndCodeIsABadRequest() throws Exception {
        String code = before.path("legalMoves").get(0).path("code").asText();
        assertRefused("bad_request", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"d4\",\"code\":\"" + code + "\"}");
    }

    @Test
    void aStaleMoveIsRefused() throws Exception {
        assertRefused("stale", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":9,\"move\":\"d4\"}");
    }

    @Test
    void anIllegalMoveIsRefused() throws Exception {
        assertRefused("illegal_move", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"a2\"}");
        assertRefused("illegal_move", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"zz-9\"}");
        assertRefused("illegal_move", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"code\":\"42\"}");
        assertRefused("illegal_move", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"code\":\"forty-two\"}");
        String code = before.path("legalMoves").get(0).path("code").asText();
        assertRefused("illegal_move", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"code\":\"+" + code + "\"}");
        assertRefused("illegal_move", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"code\":\"" + code + " \"}");
        assertRefused("illegal_move", "{\"type\":\"pass\",\"gameId\":\"" + gameId + "\",\"version\":0}");
    }

    @Test
    void aSeatOutOfRangeNamesTheGamesOwnSeats() throws Exception {
        client.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":5}");
        JsonNode reply = client.next();
        assertEquals("seat: expected an integer 0 to 1", reply.path("message").asText(), reply.toString());
    }

    @Test
    void anUnknownGameIdIsQuotedInTheReply() throws Exception {
        client.send("{\"type\":\"open\",\"gameId\":\"\"}");
        JsonNode reply = client.next();
        assertEquals("no_such_game", reply.path("code").asText(), reply.toString());
        assertEquals("no game '' on this server", reply.path("message").asText(), reply.toString());
    }

    @Test
    void aHugeNumberIsABadRequest() throws Exception {
        assertRefused("bad_request", "{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":123456789012345678901234567890,\"move\":\"d4\"}");
    }

    @Test
    void anUndoWithNothingToTakeBackIsRefused() throws Exception {
        assertRefused("cannot_undo", "{\"type\":\"undo\",\"gameId\":\"" + gameId + "\",\"version\":0}");
    }

    @Test
    void aMoveOutOfTurnIsRefused() throws Exception {
        client.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"d4\"}");
        JsonNode thinking = client.next("state");
        assertEquals("thinking", thinking.path("status").asText());
        // Whether or not the AI has answered yet, a move on version 1 is not the player's to make:
        // the AI is to move there.
        client.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":1,\"move\":\"e4\"}");
        // The error and the AI's reply may come in either order.
        JsonNode error = null;
        JsonNode settled = null;
        while (error == null || settled == null) {
            JsonNode message = client.next();
            if ("error".equals(message.path("type").asText())) {
                error = message;
            } else if ("state".equals(message.path("type").asText()) && !"thinking".equals(message.path("status").asText())) {
                settled = message;
            }
        }
        assertTrue(List.of("not_your_turn", "stale").contains(error.path("code").asText()), error.toString());
        assertEquals(2, settled.path("ply").asInt());
    }

    @Test
    void aBinaryFrameIsAnsweredWithAnError() throws Exception {
        client.sendBinary(ByteBuffer.wrap(new byte[] {1, 2, 3}));
        JsonNode reply = client.next();
        assertEquals("malformed", reply.path("code").asText());
        assertUnchanged();
    }

    @Test
    void aMessageAboveTheSizeLimitClosesTheConnectionAndTheServerGoesOn() throws Exception {
        client.sendUntilClosed("{\"type\":\"games\",\"padding\":\"" + "x".repeat(100_000) + "\"}");
        int code = client.awaitClose();
        assertTrue(WsClient.closedAsTooBig(code), "close code " + code + ", expected 1009 (message too big)");
        try (WsClient other = server.client()) {
            other.next("hello");
            other.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\"}");
            assertEquals(before.path("version"), other.next("state").path("version"));
        }
    }

    @Test
    void deepNestingIsAnsweredWithAnError() throws Exception {
        assertRefused("malformed", "{\"type\":\"games\",\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}");
    }

    static List<Arguments> notJson() {
        return List.of(
                Arguments.of("{not json", "not JSON: unexpected text at line 1, column 2"),
                Arguments.of("{\"type\":\"games\"} {\"type\":\"games\"}",
                        "not JSON: more text after the JSON object (a message is one object) at line 1, column 18"),
                Arguments.of("{\"type\":\"games\"}garbage", "not JSON: unexpected text at line 1, column 17"),
                Arguments.of("{\"type\":\"games\",\n\"x\":", "not JSON: the text ends inside a JSON value at line 2, column 5"),
                Arguments.of("{\"type\":\"games\",\"x\":" + "[".repeat(40) + "]".repeat(40) + "}",
                        "not JSON: nested deeper than 32 arrays and objects"),
                Arguments.of("{\"type\":\"games\",\"x\":" + "1".repeat(200) + "}", "not JSON: a number longer than 100 characters"));
    }

    @ParameterizedTest
    @MethodSource("notJson")
    void textThatIsNotJsonIsNamedInTheProtocolsWords(String text, String message) throws Exception {
        client.send(text);
        JsonNode reply = client.next();
        assertEquals("malformed", reply.path("code").asText(), reply.toString());
        assertEquals(message, reply.path("message").asText());
        assertUnchanged();
    }

    @Test
    void gamesIsAnsweredWithHelloCarryingTheRequestId() throws Exception {
        client.send("{\"type\":\"games\",\"requestId\":\"x\"}");
        JsonNode hello = client.next();
        assertEquals("hello", hello.path("type").asText());
        assertEquals("x", hello.path("requestId").asText());
        client.send("{\"type\":\"games\"}");
        assertTrue(client.next().path("requestId").isMissingNode());
    }

    @Test
    void aLongUnknownIdIsQuotedShortInTheReply() throws Exception {
        String id = "A".repeat(4096);
        for (String request : List.of("{\"type\":\"open\",\"gameId\":\"" + id + "\"}", "{\"type\":\"room_open\",\"roomId\":\"" + id + "\"}",
                "{\"type\":\"room_join\",\"roomId\":\"" + id + "\"}")) {
            client.send(request);
            JsonNode reply = client.next();
            String message = reply.path("message").asText();
            assertTrue(List.of("no_such_game", "no_such_room").contains(reply.path("code").asText()), reply.path("code").asText());
            assertTrue(message.length() < 200, message.length() + " characters: " + message.substring(0, 100));
            assertTrue(message.contains("'" + "A".repeat(40) + " ... (4016 characters left out) ... " + "A".repeat(40) + "'"), message);
        }
        assertUnchanged();
    }
}
