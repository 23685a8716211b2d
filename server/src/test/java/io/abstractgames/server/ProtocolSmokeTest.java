package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ProtocolSmokeTest {

    private static GameServer server;

    @BeforeAll
    static void start() {
        server = GameServer.start(ServerOptions.of("127.0.0.1", 0));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void helloListsTheFiveGames() throws Exception {
        try (WsClient client = new WsClient(server)) {
            JsonNode hello = client.next("hello");
            assertEquals(1, hello.path("protocol").asInt());
            assertEquals(5, hello.path("games").size());
        }
    }

    @Test
    void aMoveAgainstTheAiIsAnsweredByTheAi() throws Exception {
        try (WsClient client = new WsClient(server)) {
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
}
