package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Who leaves a three-player room stays in it as a spectator, and the game says so at once. */
class RoomLeaveProtocolTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    private static JsonNode answer(WsClient client, int requestId) throws InterruptedException {
        return client.next(m -> m.path("requestId").asInt(-1) == requestId && !"state".equals(m.path("type").asText()));
    }

    private static boolean isState(JsonNode m) {
        return "state".equals(m.path("type").asText());
    }

    @Test
    void whoLeavesIsFramedAsASpectatorFromTheNextStateOnAndKeepsWatching() throws Exception {
        try (WsClient alice = server.client(); WsClient bob = server.client(); WsClient carol = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"diamond\",\"players\":3,\"requestId\":1}");
            String roomId = answer(alice, 1).path("roomId").asText();
            for (WsClient c : new WsClient[] {bob, carol}) {
                c.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
                answer(c, 2);
                c.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
                answer(c, 3);
            }
            JsonNode start = alice.next(m -> isState(m) && m.path("yourTurn").asBoolean());
            String move = start.path("legalMoves").get(0).path("text").asText();
            alice.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":" + start.path("version").asInt()
                    + ",\"move\":\"" + move + "\",\"requestId\":4}");
            bob.next(m -> isState(m) && m.path("yourTurn").asBoolean());

            bob.send("{\"type\":\"room_leave\",\"roomId\":\"" + roomId + "\",\"requestId\":5}");
            JsonNode left = bob.next(m -> !isState(m) || m.path("version").asInt() > 1);
            assertEquals(5, left.path("requestId").asInt(), "the answer comes first: " + left.path("type"));
            assertTrue(left.path("you").path("seat").isNull());
            assertEquals(1, left.path("spectators").asInt());
            assertEquals("ai", left.path("seats").get(1).path("holder").asText());
            JsonNode firstState = bob.next(RoomLeaveProtocolTest::isState);
            assertEquals(0, firstState.path("viewer").path("seats").size(), "the first state after the leave frames Bob as a spectator");
            assertEquals(5, firstState.path("requestId").asInt(), "and answers the leave too");
            assertFalse(firstState.path("yourTurn").asBoolean());

            JsonNode aiMoved = bob.next(m -> isState(m) && m.path("ply").asInt() == 2);
            assertEquals(2, aiMoved.path("toMove").asInt(), "Bob watches the AI play the seat he left");
            assertEquals(0, aiMoved.path("viewer").path("seats").size());
        }
    }
}
