package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.server.room.RoomTimes;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server on a data folder keeps the challenge ladder across a stop and a start: a run comes back
 * with its token (opponent, wins, version, the thinking clock, the current game and its moves), and
 * so do the best runs. The servers run on a clock the test moves.
 */
class LadderRestartTest {

    @TempDir
    Path folder;

    private final ManualClock clock = new ManualClock();

    private GameServer server() {
        return GameServer.start(ServerOptions.of("127.0.0.1", 0), folder, clock, RoomTimes.STANDARD);
    }

    private static JsonNode answer(WsClient client, int requestId, String type) throws InterruptedException {
        return client.next(m -> m.path("requestId").asInt(-1) == requestId && List.of(type, "error").contains(m.path("type").asText()));
    }

    private static JsonNode request(WsClient client, int requestId, String type, String answerType, String... fields)
            throws InterruptedException {
        ObjectNode message = WsClient.mapper().createObjectNode();
        message.put("type", type);
        message.put("requestId", requestId);
        for (int i = 0; i + 1 < fields.length; i += 2) {
            message.put(fields[i], fields[i + 1]);
        }
        client.send(message);
        JsonNode answer = answer(client, requestId, answerType);
        assertEquals(answerType, answer.path("type").asText(), answer.toString());
        return answer;
    }

    /** Plays the first legal move of a state; the answer is the state after it. */
    private static JsonNode move(WsClient client, int requestId, JsonNode state) throws InterruptedException {
        ObjectNode message = WsClient.mapper().createObjectNode();
        message.put("type", "ladder_move").put("requestId", requestId).put("version", state.path("version").asLong())
                .put("move", state.path("legalMoves").get(0).path("text").asText());
        client.send(message);
        JsonNode answer = answer(client, requestId, "state");
        assertEquals("state", answer.path("type").asText(), answer.toString());
        return answer;
    }

    @Test
    void aRunAndTheBestRunsSurviveAStopAndAStart() throws Exception {
        String token;
        String gameId;
        JsonNode before;
        try (GameServer server = server(); WsClient page = new WsClient(server); WsClient other = new WsClient(server)) {
            token = request(page, 1, "ladder_start", "ladder").path("token").asText();
            JsonNode first = answer(page, 1, "state");
            gameId = first.path("gameId").asText();
            clock.advance(Duration.ofSeconds(5));
            move(page, 2, first);
            before = page.settled(gameId);
            assertEquals(2, before.path("ply").asInt(), "the opponent answered");
            clock.advance(Duration.ofSeconds(3));

            request(other, 1, "ladder_start", "ladder");
            answer(other, 1, "state");
            request(other, 2, "ladder_resign", "state");
            JsonNode named = request(other, 3, "ladder_name", "ladder", "name", "Ada");
            assertEquals("Ada", named.path("best").get(0).path("name").asText());
        }
        // The server is away for 10 s of the human's turn: they count as thinking time.
        clock.advance(Duration.ofSeconds(10));
        try (GameServer server = server(); WsClient page = new WsClient(server)) {
            JsonNode resumed = request(page, 1, "ladder_resume", "ladder", "token", token);
            JsonNode run = resumed.path("run");
            assertEquals(1, run.path("opponent").asInt());
            assertEquals(0, run.path("wins").asInt());
            assertEquals("playing", run.path("phase").asText());
            assertEquals(gameId, run.path("gameId").asText());
            assertEquals(before.path("ladder").path("version").asInt(), run.path("version").asInt());
            assertEquals(18_000, run.path("clock").path("gameMs").asLong(), "5 s, then 3 s and the 10 s away of the running turn");
            assertTrue(run.path("clock").path("running").asBoolean());
            assertEquals("Ada", resumed.path("best").get(0).path("name").asText());

            JsonNode state = answer(page, 1, "state");
            assertEquals(gameId, state.path("gameId").asText());
            assertEquals(before.path("version").asInt(), state.path("version").asInt());
            assertEquals(before.path("position").asText(), state.path("position").asText());
            assertEquals(before.path("lastMoves").toString(), state.path("lastMoves").toString());
            assertTrue(state.path("yourTurn").asBoolean());

            clock.advance(Duration.ofSeconds(2));
            JsonNode moved = move(page, 2, state);
            assertEquals(3, moved.path("ply").asInt(), "the game goes on from where it was");
            assertEquals(20_000, moved.path("ladder").path("clock").path("gameMs").asLong());

            JsonNode best = request(page, 3, "ladder_best", "ladder_best").path("best");
            assertEquals(1, best.size());
            assertEquals("Ada", best.get(0).path("name").asText());
            assertEquals(0, best.get(0).path("score").asInt());
            assertEquals(clock.instant().minusSeconds(12).toString(), best.get(0).path("date").asText());
        }
    }
}
