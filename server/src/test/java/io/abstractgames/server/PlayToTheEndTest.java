package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every level of every game played to its end through the protocol, the human side sending the
 * first legal move each turn. The games start from near-final positions that end within a few
 * plies whatever is played, so that even the advanced levels finish quickly: a Breakthrough race
 * where either side wins at its next move, a Kōnane ending with three jumps left at most, two
 * lone Bashni kings four quiet plies from the draw, and Diamond games four turns from the turn
 * limit.
 */
class PlayToTheEndTest {

    private static final String RED = "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9";
    private static final String YELLOW = "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";
    private static final String GREEN = "g:K13.13,9.9,10.9,10.10,11.9,11.10,11.11,12.9,12.10,12.11,12.12,13.9,13.10,13.11,13.12";

    /** The near-final positions, with the human's seat. */
    private record Ending(String game, int seat, String position) {}

    private static final List<Ending> ENDINGS = List.of(
            // Black (the AI) is to move and wins with a2-a1 unless it plays a random move; then
            // White wins with h7-h8.
            new Ending("breakthrough", 0, "8/7w/8/8/8/8/b7/8 b"),
            new Ending("konane", 0, "8/8/8/8/8/2b5/w1w5/b7 b"),
            new Ending("bashni", 0, "w a1:W,h8:B 46 100"),
            new Ending("diamond", 0, "2 r " + RED + " " + YELLOW + " 796 0"),
            // The human takes Yellow: the AI plays Red and Green.
            new Ending("diamond3", 1, "3 r " + RED + " " + YELLOW + " " + GREEN + " 1196 0"));

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    static Stream<Arguments> gamesAndLevels() {
        List<Arguments> cases = new ArrayList<>();
        for (Ending ending : ENDINGS) {
            for (String level : List.of("beginner", "intermediate", "advanced")) {
                cases.add(Arguments.of(ending.game(), level, ending));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} against {1}")
    @MethodSource("gamesAndLevels")
    void playsToTheEnd(String game, String level, Ending ending) throws Exception {
        try (WsClient client = server.client()) {
            ObjectNode request = WsClient.mapper().createObjectNode();
            request.put("type", "new").put("game", game).put("mode", "ai").put("level", level).put("seat", ending.seat())
                    .put("position", ending.position()).put("requestId", "new");
            client.send(request);
            JsonNode created = client.next("state");
            assertEquals("new", created.path("requestId").asText());
            String id = created.path("gameId").asText();
            int aiMoves = 0;
            int humanMoves = 0;
            long lastVersion = -1;
            JsonNode state = created;
            while (true) {
                if ("thinking".equals(state.path("status").asText())) {
                    state = client.settled(id);
                }
                assertTrue(state.path("version").asLong() > lastVersion, "versions only grow");
                lastVersion = state.path("version").asLong();
                for (JsonNode last : state.path("lastMoves")) {
                    if (last.path("seat").asInt() != ending.seat() && last.path("ply").asInt() > humanMoves + aiMoves) {
                        aiMoves++;
                    }
                }
                if ("over".equals(state.path("status").asText())) {
                    break;
                }
                assertTrue(state.path("yourTurn").asBoolean(), state.toString());
                JsonNode legal = state.path("legalMoves");
                assertFalse(legal.isEmpty(), "a running game has a legal move");
                ObjectNode move = WsClient.mapper().createObjectNode();
                move.put("type", "move").put("gameId", id).put("version", state.path("version").asLong())
                        .put("code", legal.get(0).path("code").asText());
                client.send(move);
                humanMoves++;
                state = client.next("state");
            }
            JsonNode result = state.path("result");
            assertTrue(result.isObject(), "the result is shown: " + state);
            assertFalse(result.path("reason").asText().isEmpty());
            assertFalse(result.path("text").asText().isEmpty());
            assertTrue(aiMoves >= 1, "the AI moved at least once");
            assertTrue(state.path("legalMoves").isEmpty());
        }
    }
}
