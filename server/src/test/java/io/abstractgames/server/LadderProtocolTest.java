package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The challenge ladder through the protocol: start, move, resume from another connection, the end, names, refusals. */
class LadderProtocolTest {

    private static final String HOSTILE = "<img src=x onerror=alert(1)>";

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    private static JsonNode answer(WsClient client, int requestId, String type) throws InterruptedException {
        return client.next(m -> m.path("requestId").asInt(-1) == requestId && type.equals(m.path("type").asText()));
    }

    private static String error(WsClient client, int requestId) throws InterruptedException {
        return answer(client, requestId, "error").path("code").asText();
    }

    private static void send(WsClient client, int requestId, String type, String... fields) {
        ObjectNode message = WsClient.mapper().createObjectNode();
        message.put("type", type);
        message.put("requestId", requestId);
        for (int i = 0; i + 1 < fields.length; i += 2) {
            message.put(fields[i], fields[i + 1]);
        }
        client.send(message);
    }

    @Test
    void aRunIsPlayedResumedEndedAndNamed() throws Exception {
        try (WsClient page = server.client(); WsClient reloaded = server.client()) {
            send(page, 1, "ladder_start");
            JsonNode started = answer(page, 1, "ladder");
            String token = started.path("token").asText();
            assertTrue(token.matches("[A-Za-z0-9_-]{43}"), token);
            JsonNode run = started.path("run");
            assertEquals(1, run.path("opponent").asInt());
            assertEquals(0, run.path("wins").asInt());
            assertEquals("playing", run.path("phase").asText());
            assertEquals(0, run.path("score").asInt());
            assertTrue(started.path("best").isArray());

            JsonNode state = answer(page, 1, "state");
            assertEquals("ladder", state.path("settings").path("mode").asText());
            assertEquals("ladder:1", state.path("settings").path("level").asText());
            assertTrue(state.path("yourTurn").asBoolean());
            assertFalse(state.path("canUndo").asBoolean());
            assertEquals(1, state.path("ladder").path("opponent").asInt());
            assertTrue(state.path("ladder").path("clock").path("running").asBoolean());
            String gameId = state.path("gameId").asText();
            assertEquals(gameId, state.path("ladder").path("gameId").asText());

            ObjectNode move = WsClient.mapper().createObjectNode();
            move.put("type", "ladder_move").put("requestId", 2).put("version", 0).put("move", "c3-d4");
            page.send(move);
            JsonNode moved = answer(page, 2, "state");
            assertEquals(1, moved.path("ply").asInt());
            JsonNode answered = page.settled(gameId);
            assertTrue(answered.path("ladder").path("clock").path("running").asBoolean(), "the opponent answered: the human's turn");

            send(reloaded, 3, "ladder_resume", "token", token);
            JsonNode resumed = answer(reloaded, 3, "ladder");
            assertTrue(resumed.path("token").isMissingNode(), "the token is given once");
            JsonNode again = answer(reloaded, 3, "state");
            assertEquals(gameId, again.path("gameId").asText());
            assertEquals(answered.path("version").asInt(), again.path("version").asInt());
            assertEquals(answered.path("position").asText(), again.path("position").asText());
            assertTrue(again.path("ladder").path("clock").path("gameMs").asLong()
                    >= answered.path("ladder").path("clock").path("gameMs").asLong(), "the clock did not go back");

            send(page, 4, "ladder_name", "name", "Too early");
            assertEquals("run_not_over", error(page, 4));
            send(page, 5, "ladder_next");
            assertEquals("not_over", error(page, 5));
            send(page, 6, "undo", "gameId", gameId);
            assertEquals("no_such_game", error(page, 6), "a run's game is not played by its id");

            send(reloaded, 7, "ladder_resign");
            JsonNode over = answer(reloaded, 7, "state");
            assertEquals("over", over.path("status").asText());
            assertEquals("over", over.path("ladder").path("phase").asText());
            JsonNode seenByTheOther = page.next(m -> "over".equals(m.path("ladder").path("phase").asText()));
            assertEquals(gameId, seenByTheOther.path("gameId").asText());

            ObjectNode late = WsClient.mapper().createObjectNode();
            late.put("type", "ladder_move").put("requestId", 8).put("version", over.path("version").asInt()).put("move", "d4-e5");
            page.send(late);
            assertEquals("run_over", error(page, 8));
            send(page, 9, "ladder_name", "name", "x".repeat(33));
            assertEquals("bad_name", error(page, 9));
            send(page, 10, "ladder_name", "name", "new\nline");
            assertEquals("bad_name", error(page, 10));

            send(page, 11, "ladder_name", "name", " " + HOSTILE + " ");
            JsonNode named = answer(page, 11, "ladder");
            assertEquals(HOSTILE, named.path("run").path("name").asText());
            assertTrue(named.path("best").findValuesAsText("name").contains(HOSTILE), named.path("best").toString());
            send(reloaded, 12, "ladder_name", "name", "Second");
            assertEquals("already_named", error(reloaded, 12));
            send(reloaded, 13, "ladder_best");
            JsonNode best = answer(reloaded, 13, "ladder_best").path("best");
            assertEquals(1, best.get(0).path("rank").asInt());
            assertTrue(best.findValuesAsText("name").contains(HOSTILE));
        }
    }

    @Test
    void ladderRequestsNameTheirProblems() throws Exception {
        try (WsClient client = server.client()) {
            send(client, 1, "ladder_resume", "token", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
            assertEquals("unknown_token", error(client, 1));
            send(client, 2, "ladder_resume");
            assertEquals("bad_request", error(client, 2));
            send(client, 3, "ladder_next");
            assertEquals("no_run", error(client, 3));
            send(client, 4, "ladder_name", "name", "Nobody");
            assertEquals("no_run", error(client, 4));
            send(client, 5, "new", "game", "bashni", "mode", "ladder", "level", "ladder:1");
            assertEquals("bad_request", error(client, 5));

            send(client, 6, "ladder_start");
            answer(client, 6, "state");
            ObjectNode both = WsClient.mapper().createObjectNode();
            both.put("type", "ladder_move").put("requestId", 7).put("version", 0).put("move", "c3-d4").put("code", "1");
            client.send(both);
            assertEquals("bad_request", error(client, 7));
            ObjectNode stale = WsClient.mapper().createObjectNode();
            stale.put("type", "ladder_move").put("requestId", 8).put("version", 3).put("move", "c3-d4");
            client.send(stale);
            assertEquals("stale", error(client, 8));
            ObjectNode black = WsClient.mapper().createObjectNode();
            black.put("type", "ladder_move").put("requestId", 9).put("version", 0).put("move", "b6-a5");
            client.send(black);
            assertEquals("illegal_move", error(client, 9));
            send(client, 10, "ladder_best");
            answer(client, 10, "ladder_best");
            assertTrue(client.idle(), "each refusal is one error and nothing else");
        }
    }
}
