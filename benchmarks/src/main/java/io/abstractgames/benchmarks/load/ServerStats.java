package io.abstractgames.benchmarks.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/**
 * The server's {@code GET /stats} ({@code docs/protocol.md}, "Stats"): answered only to this
 * machine, so a server elsewhere has none.
 *
 * @param movesPlayed the moves the server stored since it started
 * @param heapUsedBytes the heap used, after a garbage collection when asked for
 * @param heapCommittedBytes the heap the JVM holds
 * @param connections the connections open
 * @param rooms the rooms kept
 */
record ServerStats(long movesPlayed, long heapUsedBytes, long heapCommittedBytes, int connections, int rooms) {

    /**
     * Reads the stats.
     *
     * @param http the client
     * @param base the server's base URL
     * @param gc whether the server collects garbage first
     * @param mapper parses the answer
     * @return the stats, or empty when the server does not answer them (404)
     * @throws IOException if the request fails
     * @throws InterruptedException if interrupted while waiting
     */
    static Optional<ServerStats> read(HttpClient http, URI base, boolean gc, ObjectMapper mapper) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("stats" + (gc ? "?gc=1" : ""))).timeout(Duration.ofSeconds(120)).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            return Optional.empty();
        }
        JsonNode json = mapper.readTree(response.body());
        return Optional.of(new ServerStats(json.path("movesPlayed").asLong(), json.path("heapUsedBytes").asLong(),
                json.path("heapCommittedBytes").asLong(), json.path("connections").asInt(), json.path("rooms").asInt()));
    }
}
