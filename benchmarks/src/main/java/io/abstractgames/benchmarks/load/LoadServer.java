package io.abstractgames.benchmarks.load;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import io.abstractgames.server.limits.Limits;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The game server as the load driver starts it, in a process of its own: on a free port of the
 * loopback address, with the message rate, the numbers of connections and rooms and the AI's queue
 * raised far above what the load needs (the defaults are for people, the load is a closed loop). With an argument
 * it keeps its games and rooms in that data folder (as {@code serve} does), without one in memory.
 * It prints {@code port N} on one line when it listens, and stops when its standard input closes
 * (the driver closes it, or the driver's process ended).
 */
public final class LoadServer {

    /** The first line the server prints, followed by its port. */
    static final String PORT_LINE = "port ";

    private LoadServer() {
    }

    /**
     * The server's options for a load.
     *
     * @return the defaults on 127.0.0.1 and a free port, with the limits raised
     */
    static ServerOptions options() {
        ServerOptions defaults = ServerOptions.of(ServerOptions.DEFAULT_HOST, 0);
        Limits limits = defaults.limits().withMessageRate(1_000_000, 1_000_000, 1_000_000).withMaxConnections(100_000)
                .withMaxConnectionsPerAddress(100_000).withMaxRooms(100_000);
        // The AI's queue too: a load of many games against the AI measures its latency, not its refusals.
        return new ServerOptions(defaults.host(), defaults.port(), defaults.maxMessageBytes(), defaults.idleTimeout(), defaults.aiThreads(),
                100_000, defaults.publicUrl(), limits, defaults.allowedOrigins());
    }

    /**
     * Runs the server until standard input closes.
     *
     * @param args the data folder, or none to keep everything in memory
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        try (GameServer server = args.length == 0 ? GameServer.start(options()) : GameServer.start(options(), Path.of(args[0]))) {
            out.println(PORT_LINE + server.port());
            while (System.in.read() >= 0) {
                // The driver writes nothing; the end of the input is the signal to stop.
            }
        }
        // Javalin pings WebSocket connections from a thread of its own that is no daemon and
        // outlives the server: end the process here rather than wait for it.
        System.exit(0);
    }
}
