package io.abstractgames.cli;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import io.abstractgames.server.db.DataFolder;
import io.abstractgames.server.limits.Limits;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code serve [--port 8080] [--host 127.0.0.1] [--data DIR]}: runs the game server
 * ({@code docs/protocol.md}) until the process is stopped (Ctrl-C), and logs the URL to open in a
 * browser. It listens on the loopback address unless {@code --host} says otherwise
 * ({@code --host 0.0.0.0} for a phone on the same network; then it logs this machine's network
 * addresses). Games and rooms are kept in the data folder ({@code --data}, by default
 * {@link DataFolder#defaultFolder()}), so a restart resumes them; a data folder that cannot be used
 * is bad input. The {@code --max-...} options set the server's limits ({@code docs/protocol.md},
 * "Limits"); {@code --allow-origin} names the other sites whose pages may connect
 * ({@code docs/protocol.md}, "Connection").
 *
 * <p>Its lines while it serves (the URLs, the data folder, the address) go to the server's log,
 * in the server's format on standard error; nothing goes to standard output. Bad input stops it
 * before anything listens, with the one-line error of every verb ({@link ErrorHandler}).
 */
@Command(name = "serve", description = "Serves the games in the browser (against the AI, on one device, with friends in rooms, the Bashni challenge ladder) until stopped.")
final class ServeCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Option(names = "--port", paramLabel = "PORT", description = "The TCP port, 0 for a free one (default: ${DEFAULT-VALUE}).")
    private int port = ServerOptions.DEFAULT_PORT;

    @Option(names = "--host", paramLabel = "HOST",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every network).")
    private String host = ServerOptions.DEFAULT_HOST;

    @Option(names = "--public-url", paramLabel = "URL",
            description = "The address friends reach this server by (behind a proxy), for rooms' invite links; default: the address the creator's browser used.")
    private String publicUrl;

    @Option(names = "--allow-origin", paramLabel = "URL",
            description = "An origin (scheme://host[:port]) of other pages that may connect to this server, e.g. "
                    + "https://games.example.org; repeatable. The server's own pages, and --public-url's, always may.")
    private List<String> allowedOrigins = new ArrayList<>();

    @Option(names = "--data", paramLabel = "DIR",
            description = "The data folder, where games and rooms are kept across restarts; created when missing "
                    + "(default: $XDG_DATA_HOME/abstract-games, else ~/.local/share/abstract-games).")
    private Path data;

    @Option(names = "--max-message-bytes", paramLabel = "N",
            description = "The largest message a client may send, in bytes; a larger one closes the connection (default: ${DEFAULT-VALUE}).")
    private int maxMessageBytes = ServerOptions.DEFAULT_MAX_MESSAGE_BYTES;

    @Option(names = "--max-messages-per-second", paramLabel = "N",
            description = "Messages per second one connection may send in the long run (default: ${DEFAULT-VALUE}).")
    private int messagesPerSecond = Limits.DEFAULT_MESSAGES_PER_SECOND;

    @Option(names = "--message-burst", paramLabel = "N",
            description = "Messages one connection may send at once (default: ${DEFAULT-VALUE}).")
    private int messageBurst = Limits.DEFAULT_MESSAGE_BURST;

    @Option(names = "--flood-refusals", paramLabel = "N",
            description = "Messages refused for the rate that close a connection which keeps flooding (default: ${DEFAULT-VALUE}).")
    private int floodRefusals = Limits.DEFAULT_FLOOD_REFUSALS;

    @Option(names = "--max-connections", paramLabel = "N",
            description = "Connections the server holds at once (default: ${DEFAULT-VALUE}).")
    private int maxConnections = Limits.DEFAULT_MAX_CONNECTIONS;

    @Option(names = "--max-connections-per-address", paramLabel = "N",
            description = "Connections from one IP address (the peer's: raise it behind a reverse proxy; "
                    + "default: ${DEFAULT-VALUE}).")
    private int maxConnectionsPerAddress = Limits.DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;

    @Option(names = "--max-rooms", paramLabel = "N", description = "Rooms the server keeps at once (default: ${DEFAULT-VALUE}).")
    private int maxRooms = Limits.DEFAULT_MAX_ROOMS;

    @Option(names = "--max-connections-per-room", paramLabel = "N",
            description = "Connections one room may have open at once (default: ${DEFAULT-VALUE}).")
    private int maxConnectionsPerRoom = Limits.DEFAULT_MAX_CONNECTIONS_PER_ROOM;

    @Option(names = "--max-spectators-per-room", paramLabel = "N",
            description = "Participants without a seat one room keeps (default: ${DEFAULT-VALUE}).")
    private int maxSpectatorsPerRoom = Limits.DEFAULT_MAX_SPECTATORS_PER_ROOM;

    @Option(names = "--max-games-per-connection", paramLabel = "N",
            description = "Games (outside rooms and ladder runs) one connection may have open at once (default: ${DEFAULT-VALUE}).")
    private int maxGamesPerConnection = Limits.DEFAULT_MAX_GAMES_PER_CONNECTION;

    private final Consumer<GameServer> started;
    private final CountDownLatch stop;

    /** The verb as the program runs it: serves until the process ends. */
    ServeCommand() {
        this(server -> {}, new CountDownLatch(1));
    }

    /**
     * The verb with a hook for tests.
     *
     * @param started told of the running server
     * @param stop counted down to stop serving
     */
    ServeCommand(Consumer<GameServer> started, CountDownLatch stop) {
        this.started = started;
        this.stop = stop;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), "--port " + port + ": expected 0 to 65535");
        }
        ServerOptions options;
        try {
            options = ServerOptions.of(host, port);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--host '" + host + "': " + e.getMessage());
        }
        if (publicUrl != null) {
            try {
                options = options.withPublicUrl(publicUrl);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--public-url: " + e.getMessage());
            }
        }
        try {
            options = options.withAllowedOrigins(allowedOrigins);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--allow-origin: " + e.getMessage());
        }
        options = options.withMaxMessageBytes(atLeast(1024, "--max-message-bytes", maxMessageBytes))
                .withLimits(new Limits(atLeast(1, "--max-messages-per-second", messagesPerSecond),
                        atLeast(1, "--message-burst", messageBurst), atLeast(1, "--flood-refusals", floodRefusals),
                        atLeast(1, "--max-connections", maxConnections),
                        atLeast(1, "--max-connections-per-address", maxConnectionsPerAddress), atLeast(1, "--max-rooms", maxRooms),
                        atLeast(1, "--max-connections-per-room", maxConnectionsPerRoom),
                        atLeast(1, "--max-spectators-per-room", maxSpectatorsPerRoom),
                        atLeast(1, "--max-games-per-connection", maxGamesPerConnection)));
        Path folder = data != null ? data : DataFolder.defaultFolder();
        GameServer server;
        try {
            server = GameServer.start(options, folder);
        } catch (IllegalStateException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Thread hook = new Thread(() -> {
            server.close();
            stop.countDown();
        }, "serve-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        for (String url : urls(server)) {
            LOG.info("open {}", url);
        }
        LOG.info("data folder {}", folder.toAbsolutePath().normalize());
        if (!options.allowedOrigins().isEmpty()) {
            LOG.info("pages of {} may connect too", String.join(", ", options.allowedOrigins()));
        }
        // An IPv6 address is bracketed before its port, as in a URL: [::1]:8080.
        LOG.info("serving on {}:{}; Ctrl-C stops", host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host, server.port());
        started.accept(server);
        try {
            stop.await();
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // The hook is already running.
            }
        }
        return 0;
    }

    private int atLeast(int min, String option, int value) {
        if (value < min) {
            throw new ParameterException(spec.commandLine(), option + " " + value + ": expected at least " + min);
        }
        return value;
    }

    /** The URLs a browser can open: the server's own, or this machine's addresses for a wildcard host. */
    private List<String> urls(GameServer server) {
        if (!"0.0.0.0".equals(host) && !"::".equals(host)) {
            return List.of(server.url());
        }
        List<String> urls = new ArrayList<>();
        urls.add("http://127.0.0.1:" + server.port() + "/");
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback()) {
                    continue;
                }
                for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                    if (address instanceof Inet4Address) {
                        urls.add("http://" + address.getHostAddress() + ":" + server.port() + "/");
                    }
                }
            }
        } catch (SocketException e) {
            // The addresses cannot be listed: the loopback URL is still right.
        }
        return urls;
    }
}
