package io.abstractgames.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryUsage;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * {@code GET /stats}: what the server holds, as JSON, for this machine only ({@code docs/protocol.md},
 * "Stats"): rooms, games in memory, connections, moves played, connections cut for not reading and
 * WebSocket upgrades refused for their origin ({@link OriginCheck}) since the start, and the heap used
 * (after a full garbage collection when asked with {@code ?gc=1}), from the JVM's
 * {@link MemoryMXBean}. A request from another address, or one that came through a proxy (it has a
 * {@code Forwarded}, {@code X-Forwarded-For} or {@code X-Real-IP} header), is answered 404 as if
 * there were no such page.
 */
public final class StatsEndpoint implements Handler {

    /** The path of the endpoint. */
    public static final String PATH = "/stats";

    private static final List<String> PROXY_HEADERS = List.of("Forwarded", "X-Forwarded-For", "X-Real-IP");
    private static final Pattern ADDRESS_LITERAL = Pattern.compile("\\[?[0-9A-Fa-f:.]+(%[0-9A-Za-z]+)?]?");

    /**
     * What the server holds now.
     *
     * @param rooms rooms kept
     * @param games game sessions in memory (each room's game among them)
     * @param connections WebSocket connections open
     * @param movesPlayed moves stored since the server started (by people and by the AI)
     * @param connectionsCut connections cut since the server started because they did not read
     *     what they were sent ({@code docs/protocol.md}, "Limits")
     * @param originRefusals WebSocket upgrades refused since the server started because their page
     *     was of another origin ({@link OriginCheck})
     */
    public record Counts(int rooms, int games, int connections, long movesPlayed, long connectionsCut, long originRefusals) {}

    private final Supplier<Counts> counts;
    private final ObjectMapper mapper;
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();

    /**
     * Creates the endpoint.
     *
     * @param counts reads the server's counts
     * @param mapper writes the JSON
     */
    public StatsEndpoint(Supplier<Counts> counts, ObjectMapper mapper) {
        this.counts = Objects.requireNonNull(counts, "counts");
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    @Override
    public void handle(Context ctx) throws Exception {
        if (!fromThisMachine(ctx.req().getRemoteAddr(), ctx::header)) {
            ctx.status(HttpStatus.NOT_FOUND).result("Not Found");
            return;
        }
        boolean gc = "1".equals(ctx.queryParam("gc"));
        if (gc) {
            memory.gc();
        }
        Counts now = counts.get();
        MemoryUsage heap = memory.getHeapMemoryUsage();
        ObjectNode json = mapper.createObjectNode();
        json.put("rooms", now.rooms());
        json.put("games", now.games());
        json.put("connections", now.connections());
        json.put("movesPlayed", now.movesPlayed());
        json.put("connectionsCut", now.connectionsCut());
        json.put("originRefusals", now.originRefusals());
        json.put("heapUsedBytes", heap.getUsed());
        json.put("heapCommittedBytes", heap.getCommitted());
        json.put("heapMaxBytes", heap.getMax());
        json.put("afterGc", gc);
        ctx.contentType("application/json").result(mapper.writeValueAsString(json));
    }

    /**
     * Whether a request may see the stats: it comes from a loopback address and not through a
     * proxy.
     *
     * @param remoteAddress the peer's address as the server saw it, an IP address literal
     * @param header the request's headers by name ({@code null} when absent)
     * @return true for a direct request from this machine
     */
    public static boolean fromThisMachine(String remoteAddress, Function<String, String> header) {
        if (remoteAddress == null || !ADDRESS_LITERAL.matcher(remoteAddress).matches()) {
            return false;
        }
        for (String name : PROXY_HEADERS) {
            if (header.apply(name) != null) {
                return false;
            }
        }
        String literal = remoteAddress.startsWith("[") ? remoteAddress.substring(1, remoteAddress.length() - 1) : remoteAddress;
        try {
            // A literal is parsed, never looked up.
            return InetAddress.getByName(literal).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
