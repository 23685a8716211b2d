package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ProtocolSmokeTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    @Test
    void helloListsTheSixGames() throws Exception {
        try (WsClient client = server.client()) {
            JsonNode hello = client.next("hello");
            assertEquals(1, hello.path("protocol").asInt());
            assertEquals(6, hello.path("games").size());
        }
    }

    @Test
    void helloGivesEveryGamesLevelsWithTheirMeasuredRatings() throws Exception {
        try (WsClient client = server.client()) {
            JsonNode hello = client.next("hello");
            for (JsonNode game : hello.path("games")) {
                JsonNode levels = game.path("levels");
                assertEquals("beginner", levels.get(0).path("name").asText(), game.toString());
                boolean randomAtZero = false;
                for (JsonNode level : levels) {
                    assertFalse(level.path("description").asText().isBlank(), level.toString());
                    randomAtZero |= "random".equals(level.path("name").asText()) && level.path("elo").isInt()
                            && level.path("elo").asInt() == 0;
                }
                assertTrue(randomAtZero, game.path("id").asText() + ": the random level at Elo 0: " + levels);
                assertTrue(levels.get(0).path("elo").asInt() > 0, game.path("id").asText() + ": beginner above random");
            }
        }
    }

    @Test
    void aMoveAgainstTheAiIsAnsweredByTheAi() throws Exception {
        try (WsClient client = server.client()) {
            client.send("{\"type\":\"new\",\"game\":\"breakthrough\",\"mode\":\"ai\",\"level\":\"beginner\",\"requestId\":1}");
            JsonNode state = client.next("state");
            assertEquals(1, state.path("requestId").asInt());
            assertEquals(22, state.path("legalMoves").size());
            String id = state.path("gameId").asText();
            client.send("{\"type\":\"move\",\"gameId\":\"" + id + "\",\"version\":0,\"move\":\"e2-e3\",\"requestId\":2}");
            JsonNode after = client.next("state");
            assertEquals(2, after.path("requestId").asInt());
            assertEquals("thinking", after.path("status").asText());
            JsonNode reply = client.settled(id);
            assertEquals(2, reply.path("version").asInt());
            assertEquals(1, reply.path("lastMoves").get(0).path("seat").asInt());
            assertTrue(reply.path("yourTurn").asBoolean());
        }
    }

    @Test
    void theAnswerToNewComesBeforeTheAisFirstMove() throws Exception {
        try (WsClient client = server.client()) {
            client.next("hello");
            client.send("{\"type\":\"new\",\"game\":\"diamond3\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":2,\"requestId\":7}");
            JsonNode first = client.next();
            assertEquals("state", first.path("type").asText());
            assertEquals(7, first.path("requestId").asInt());
            assertEquals(0, first.path("version").asInt());
            assertEquals(2, first.path("viewer").path("frame").asInt());
            JsonNode settled = client.settled(first.path("gameId").asText());
            assertEquals(2, settled.path("ply").asInt(), "Red and Yellow (the AI) moved before Green");
            assertEquals(2, settled.path("lastMoves").size());
        }
    }

    @Test
    void aSecondConnectionThatOpensTheGameSeesEveryMove() throws Exception {
        try (WsClient first = server.client(); WsClient second = server.client()) {
            first.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\"}");
            String id = first.next("state").path("gameId").asText();
            second.send("{\"type\":\"open\",\"gameId\":\"" + id + "\"}");
            assertEquals(0, second.next("state").path("version").asInt());
            first.send("{\"type\":\"move\",\"gameId\":\"" + id + "\",\"version\":0,\"move\":\"d4\"}");
            JsonNode seen = second.next("state");
            assertEquals(1, seen.path("version").asInt());
            assertEquals("d4", seen.path("lastMoves").get(0).path("text").asText());
            assertTrue(seen.path("yourTurn").asBoolean(), "on one device every connection holds every seat");
        }
    }
    @Test
    void aStateCarriesTheGamesCountersTowardsItsDrawLimits() throws Exception {
        try (WsClient client = server.client()) {
            client.send("{\"type\":\"new\",\"game\":\"bashni\",\"mode\":\"local\",\"position\":\"w a1:W,h8:b 7 20\"}");
            JsonNode state = client.next("state");
            assertEquals("[{\"code\":\"no_progress\",\"label\":\"no progress\",\"value\":7,\"limit\":50},"
                    + "{\"code\":\"plies\",\"label\":\"plies\",\"value\":20,\"limit\":250}]", state.path("counters").toString());
            String id = state.path("gameId").asText();
            client.send("{\"type\":\"move\",\"gameId\":\"" + id + "\",\"version\":0,\"move\":\"a1-b2\"}");
            JsonNode after = client.next("state");
            assertEquals(8, after.path("counters").get(0).path("value").asInt(), "a king's move makes no progress");
            assertEquals(21, after.path("counters").get(1).path("value").asInt());

            client.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\"}");
            assertEquals("[]", client.next("state").path("counters").toString());
        }
    }
}
