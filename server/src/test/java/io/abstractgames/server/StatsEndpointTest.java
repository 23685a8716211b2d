package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.server.http.StatsEndpoint;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code GET /stats}: the server's counts and heap for this machine, 404 for anyone else. */
class StatsEndpointTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(60)).build();

    private static HttpResponse<String> get(String url, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(120));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void countsRoomsGamesConnectionsAndMovesAndTheHeapAfterAGc() throws Exception {
        try (GameServer server = GameServer.start(ServerOptions.of("127.0.0.1", 0));
                WsClient alice = new WsClient(server); WsClient bob = new WsClient(server)) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
            String roomId = alice.next("room").path("roomId").asText();
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\"}");
            bob.next("room");
            bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\"}");
            alice.next("state");
            alice.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":0,\"move\":\"e2-e3\"}");
            bob.next(m -> "state".equals(m.path("type").asText()) && m.path("version").asInt() == 1);
            alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":2}");
            alice.next(m -> m.path("requestId").asInt() == 2);

            HttpResponse<String> response = get(server.url() + "stats?gc=1");
            assertEquals(200, response.statusCode());
            assertEquals("application/json", response.headers().firstValue("Content-Type").orElse("").split(";")[0]);
            JsonNode stats = WsClient.mapper().readTree(response.body());
            assertEquals(1, stats.path("rooms").asInt(), stats.toString());
            assertEquals(2, stats.path("games").asInt(), "the room's game and the local one");
            assertEquals(2, stats.path("connections").asInt());
            assertEquals(1, stats.path("movesPlayed").asLong());
            assertEquals(0, stats.path("connectionsCut").asLong(), "no connection was cut");
            assertEquals(0, stats.path("originRefusals").asLong(), "no upgrade was refused for its origin");
            assertTrue(stats.path("afterGc").asBoolean());
            assertTrue(stats.path("heapUsedBytes").asLong() > 0);
            assertTrue(stats.path("heapUsedBytes").asLong() <= stats.path("heapCommittedBytes").asLong());
            assertFalse(WsClient.mapper().readTree(get(server.url() + "stats").body()).path("afterGc").asBoolean());
        }
    }

    @Test
    void aGameNoConnectionHasOpenIsNotInMemory() throws Exception {
        try (GameServer server = GameServer.start(ServerOptions.of("127.0.0.1", 0)); WsClient alice = new WsClient(server)) {
            alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":1}");
            String gameId = alice.next(m -> m.path("requestId").asInt() == 1).path("gameId").asText();
            alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":2}");
            alice.next(m -> m.path("requestId").asInt() == 2);
            assertEquals(2, WsClient.mapper().readTree(get(server.url() + "stats").body()).path("games").asInt());
            alice.send("{\"type\":\"close\",\"gameId\":\"" + gameId + "\"}");
            // Messages are handled in order: once this one is answered, the close was handled.
            alice.send("{\"type\":\"games\",\"requestId\":3}");
            alice.next("hello");
            assertEquals(1, WsClient.mapper().readTree(get(server.url() + "stats").body()).path("games").asInt());
        }
    }

    @Test
    void aRequestThroughAProxyIsAnswered404() throws Exception {
        try (GameServer server = GameServer.start(ServerOptions.of("127.0.0.1", 0))) {
            assertEquals(404, get(server.url() + "stats", "X-Forwarded-For", "198.51.100.7").statusCode());
            assertEquals(404, get(server.url() + "stats", "Forwarded", "for=198.51.100.7").statusCode());
        }
    }

    @Test
    void aRequestFromAnotherAddressIsAnswered404() throws Exception {
        Optional<InetAddress> address = LocalAddresses.nonLoopback();
        assumeTrue(address.isPresent(), "this machine has no address but the loopback one");
        try (GameServer server = GameServer.start(ServerOptions.of("0.0.0.0", 0))) {
            String base = "http://" + address.get().getHostAddress() + ":" + server.port() + "/";
            assertEquals(404, get(base + "stats").statusCode());
            assertEquals(200, get(base).statusCode(), "the page itself is served on that address");
            assertEquals(200, get("http://127.0.0.1:" + server.port() + "/stats").statusCode());
        }
    }

    @Test
    void onlyADirectRequestFromALoopbackAddressMaySeeTheStats() {
        Map<String, String> none = Map.of();
        assertTrue(StatsEndpoint.fromThisMachine("127.0.0.1", none::get));
        assertTrue(StatsEndpoint.fromThisMachine("127.3.2.1", none::get));
        assertTrue(StatsEndpoint.fromThisMachine("0:0:0:0:0:0:0:1", none::get));
        assertTrue(StatsEndpoint.fromThisMachine("[::1]", none::get));
        assertFalse(StatsEndpoint.fromThisMachine("192.0.2.7", none::get));
        assertFalse(StatsEndpoint.fromThisMachine("2001:db8::7", none::get));
        assertFalse(StatsEndpoint.fromThisMachine("localhost", none::get), "a name is not an address");
        assertFalse(StatsEndpoint.fromThisMachine(null, none::get));
        assertFalse(StatsEndpoint.fromThisMachine("127.0.0.1", Map.of("X-Real-IP", "192.0.2.7")::get));
    }
}
