package io.abstractgames.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.abstractgames.server.db.DataFolderException;
import io.abstractgames.server.db.Database;
import io.abstractgames.server.db.OrphanGames;
import io.abstractgames.server.db.SqlGameStore;
import io.abstractgames.server.db.SqlLadderStore;
import io.abstractgames.server.db.SqlRoomStore;
import io.abstractgames.server.http.OriginCheck;
import io.abstractgames.server.http.PlainErrorHandler;
import io.abstractgames.server.http.SecurityHeaders;
import io.abstractgames.server.http.StatsEndpoint;
import io.abstractgames.server.ladder.InMemoryLadderStore;
import io.abstractgames.server.ladder.Ladder;
import io.abstractgames.server.ladder.LadderStore;
import io.abstractgames.server.limits.Admission;
import io.abstractgames.server.limits.Limits;
import io.abstractgames.server.limits.Outbox;
import io.abstractgames.server.limits.TokenBucket;
import io.abstractgames.server.protocol.Connection;
import io.abstractgames.server.protocol.ProtocolMapper;
import io.abstractgames.server.room.ExecutorScheduler;
import io.abstractgames.server.room.InMemoryRoomStore;
import io.abstractgames.server.room.Invites;
import io.abstractgames.server.room.RoomStore;
import io.abstractgames.server.room.RoomTimes;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.room.Scheduler;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.GameStore;
import io.abstractgames.server.store.InMemoryGameStore;
import io.abstractgames.server.store.MoveCountingStore;
import io.abstractgames.server.store.StoreException;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.channels.NetworkChannel;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded server: the web client as static files from the class path folder {@code /web}, and
 * the game protocol ({@code docs/protocol.md}) on the WebSocket endpoint {@value #WEBSOCKET_PATH},
 * and the loopback-only stats page {@value StatsEndpoint#PATH}.
 *
 * <p>Built on Javalin (Jetty). {@link #start(ServerOptions, Path)} opens a data folder, resumes its
 * rooms, binds and returns a running server; {@link #start(ServerOptions)} keeps everything in
 * memory. {@link #close()} stops the server, its AI pool, its timers, its pings and its database:
 * none of its threads outlives it, so a program may end by returning from {@code main}.
 *
 * <p>A WebSocket upgrade passes the {@link OriginCheck} first: a browser page of another origin than
 * the server's own, its {@link ServerOptions#publicUrl() public URL}'s and the
 * {@link ServerOptions#allowedOrigins() allowed ones} is answered 403 and never connects.
 *
 * <p>The {@link ServerOptions#limits() limits} are held here: every HTTP answer carries the
 * {@link SecurityHeaders}, also those Jetty gives itself to requests it cannot parse
 * ({@link PlainErrorHandler}); a connection beyond the server's maximum is closed with
 * {@value #CLOSE_TRY_AGAIN_LATER}; each connection's messages pass its {@link TokenBucket} first
 * (refused with {@code rate_limited}, or closed with {@value #CLOSE_POLICY_VIOLATION} when it keeps
 * flooding); text messages above the size limit are closed by Jetty with 1009.
 */
public final class GameServer implements AutoCloseable {

    /** The path of the WebSocket endpoint. */
    public static final String WEBSOCKET_PATH = "/ws";
    /** The close code of a connection that keeps sending faster than its rate limit. */
    public static final int CLOSE_POLICY_VIOLATION = 1008;
    /**
     * The close code of a connection that sent a text message that is not UTF-8 (invalid frame
     * payload data): Jetty closes it while decoding, with its own description of the bad byte.
     */
    public static final int CLOSE_NOT_UTF8 = 1007;
    /** The close code of a connection beyond the server's maximum number of connections. */
    public static final int CLOSE_TRY_AGAIN_LATER = 1013;

    /** How often the ladder looks for runs to remove ({@link Ladder#expire}). */
    static final Duration RUN_EXPIRY_CHECK = Duration.ofHours(1);

    private static final Logger LOG = LoggerFactory.getLogger(GameServer.class);

    private final Javalin app;
    private final ServerOptions options;
    private final GameSessions sessions;
    private final AiPool pool;
    private final ExecutorScheduler timers;
    private final WsPings pings;
    private final Database database;

    private GameServer(Javalin app, ServerOptions options, GameSessions sessions, AiPool pool, ExecutorScheduler timers, WsPings pings,
            Database database) {
        this.app = app;
        this.timers = timers;
        this.pings = pings;
        this.options = options;
        this.sessions = sessions;
        this.pool = pool;
        this.database = database;
    }

    /**
     * Starts a server that keeps its games and rooms in memory: they last as long as the process.
     *
     * @param options the address, port and limits
     * @return the running server
     * @throws IllegalStateException if the server cannot bind (the port is taken, the host is not
     *     an address of this machine)
     */
    public static GameServer start(ServerOptions options) {
        return start(options, new InMemoryGameStore());
    }

    /**
     * Starts a server on a given store; games stored there can be opened by id.
     *
     * @param options the address, port and limits
     * @param store where games are kept
     * @return the running server
     * @throws IllegalStateException if the server cannot bind (the port is taken, the host is not
     *     an address of this machine)
     */
    public static GameServer start(ServerOptions options, GameStore store) {
        Objects.requireNonNull(store, "store");
        return start(options, store, Clock.systemUTC());
    }

    /**
     * Starts a server in memory whose rooms, ladder and message rates go by a given clock (a test's).
     *
     * @param options the address, port and limits
     * @param store where games are kept
     * @param clock the time of the rooms' rules, of the ladder's clock and of the connections'
     *     token buckets
     * @return the running server
     * @throws IllegalStateException if the server cannot bind
     */
    static GameServer start(ServerOptions options, GameStore store, Clock clock) {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(clock, "clock");
        return start(options, store, new InMemoryRoomStore(), new InMemoryLadderStore(clock), clock, RoomTimes.STANDARD, null);
    }

    /**
     * Starts a server on a data folder ({@code docs/protocol.md}, "What survives a restart"): its
     * games, rooms and ladder runs are kept in the folder's database, every change written before it
     * is acknowledged, and the rooms stored there are resumed where they were, with every client
     * counted as disconnected from now; a run continues when its token comes back. The games that
     * no room or run refers to any more (left by a crash) are removed first. The folder is created
     * when missing.
     *
     * @param options the address, port and limits
     * @param dataFolder the data folder, e.g. {@link io.abstractgames.server.db.DataFolder#defaultFolder()}
     * @return the running server
     * @throws DataFolderException if the folder cannot be used (not a folder, not readable and
     *     writable, in use by another server, a corrupt or foreign database, a stored room that does
     *     not rebuild); nothing is left running then
     * @throws IllegalStateException if the server cannot bind
     */
    public static GameServer start(ServerOptions options, Path dataFolder) {
        return start(options, dataFolder, Clock.systemUTC(), RoomTimes.STANDARD);
    }

    /**
     * Starts a server on a data folder with another clock and other room times than the protocol's:
     * for tests that drive the time, or that must not depend on the speed of a busy machine.
     *
     * @param options the address, port and limits
     * @param dataFolder the data folder
     * @param clock the time the rooms, the ladder's thinking clocks, the stored times and the
     *     connections' token buckets go by
     * @param roomTimes how long the rooms' rules wait
     * @return the running server
     * @throws DataFolderException as {@link #start(ServerOptions, Path)}
     * @throws IllegalStateException if the server cannot bind
     */
    static GameServer start(ServerOptions options, Path dataFolder, Clock clock, RoomTimes roomTimes) {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(dataFolder, "dataFolder");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(roomTimes, "roomTimes");
        Database database = Database.open(dataFolder);
        try {
            int orphans;
            try {
                orphans = OrphanGames.remove(database);
            } catch (StoreException e) {
                throw new DataFolderException("data folder " + database.folder() + ": its orphan games cannot be removed ("
                        + e.getMessage() + ")", e);
            }
            if (orphans > 0) {
                LOG.info("removed {} games that no room or ladder run refers to from {}", orphans, database.folder());
            }
            return start(options, new SqlGameStore(database, clock), new SqlRoomStore(database), new SqlLadderStore(database, clock),
                    clock, roomTimes, database);
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
    }

    private static GameServer start(ServerOptions options, GameStore gameStore, RoomStore roomStore, LadderStore ladderStore,
            Clock clock, RoomTimes roomTimes, Database database) {
        Objects.requireNonNull(options, "options");
        MoveCountingStore store = new MoveCountingStore(gameStore);
        AiPool pool = new AiPool(options.aiThreads(), options.aiQueue());
        GameSessions sessions = new GameSessions(store, pool);
        ExecutorScheduler timers = new ExecutorScheduler();
        Rooms rooms = new Rooms(roomStore, sessions, clock, roomTimes, timers);
        try {
            int resumed = rooms.restore();
            if (resumed > 0 && database != null) {
                LOG.info("resumed {} rooms from {}", resumed, database.folder());
            }
        } catch (RuntimeException e) {
            timers.close();
            sessions.close();
            pool.close();
            String where = database == null ? "the room store" : "data folder " + database.folder();
            throw new DataFolderException(where + ": its rooms cannot be resumed (" + e.getMessage() + ")", e);
        }
        Javalin app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.startupWatcherEnabled = false;
            // The client's files, gzipped on the way (the compression below) and revalidated by the browser
            // on each load (their names carry no version); the vendored libraries under /vendor
            // carry their version in the folder's name and are kept for a year.
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Cache-Control", "no-cache");
                files.skipFileFunction = request -> request.getRequestURI().startsWith("/vendor/");
            });
            config.staticFiles.add(files -> {
                files.hostedPath = "/vendor";
                files.directory = "/web/vendor";
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Cache-Control", "public, max-age=31536000, immutable");
            });
            config.http.gzipOnlyCompression();
            // Jetty's own answers (a request it cannot parse) carry the security headers too.
            config.jetty.modifyServer(server -> server.setErrorHandler(new PlainErrorHandler()));
            config.jetty.modifyServletContextHandler(handler -> handler.setErrorHandler(new PlainErrorHandler()));
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(options.maxMessageBytes());
                factory.setIdleTimeout(options.idleTimeout());
            });
        });
        Invites invites = new Invites(options.publicUrl());
        Ladder ladder = new Ladder(ladderStore, sessions, clock);
        expireRuns(ladder, timers);
        WsPings pings = new WsPings();
        ObjectMapper mapper = ProtocolMapper.create();
        Limits limits = options.limits();
        Admission admission = new Admission(limits);
        Map<String, Client> connections = new ConcurrentHashMap<>();
        AtomicLong cuts = new AtomicLong();
        OriginCheck origins = new OriginCheck(allowedOrigins(options));
        app.before(SecurityHeaders::addTo);
        app.get(StatsEndpoint.PATH, new StatsEndpoint(
                () -> new StatsEndpoint.Counts(rooms.size(), sessions.size(), admission.connections(), store.moves(),
                        cuts.get(), origins.refusals()), mapper));
        app.wsBeforeUpgrade(WEBSOCKET_PATH, origins);
        app.ws(WEBSOCKET_PATH, ws -> {
            ws.onConnect(ctx -> {
                String address = peerAddress(ctx.session);
                Admission.Opening opening = admission.openConnection(address);
                if (opening == Admission.Opening.SERVER_FULL) {
                    ctx.closeSession(CLOSE_TRY_AGAIN_LATER, "the server is full (" + limits.maxConnections() + " connections); try again later");
                    return;
                }
                if (opening == Admission.Opening.ADDRESS_FULL) {
                    ctx.closeSession(CLOSE_TRY_AGAIN_LATER, "too many connections from your address ("
                            + limits.maxConnectionsPerAddress() + "); try again later");
                    return;
                }
                Session socket = ctx.session;
                pings.start(ctx.sessionId(), socket);
                Outbox outbox = new Outbox(new JettySocket(socket, cuts, timers), Outbox.DEFAULT_MAX_UNSENT_CHARS);
                Connection connection = new Connection(mapper, sessions, rooms, admission, invites, ladder, ctx.header("Host"),
                        outbox::send);
                connections.put(ctx.sessionId(), new Client(connection, TokenBucket.of(limits, clock), address));
                connection.opened();
            });
            ws.onMessage(ctx -> {
                Client client = admitted(connections, ctx, limits);
                if (client != null) {
                    client.connection().received(ctx.message());
                }
            });
            ws.onBinaryMessage(ctx -> {
                Client client = admitted(connections, ctx, limits);
                if (client != null) {
                    client.connection().receivedBinary();
                }
            });
            ws.onClose(ctx -> {
                pings.stop(ctx.sessionId());
                Client client = connections.remove(ctx.sessionId());
                if (client != null) {
                    client.connection().closed();
                    admission.closeConnection(client.address());
                }
            });
            ws.onError(ctx -> LOG.debug("connection {}: {}", ctx.sessionId(), String.valueOf(ctx.error())));
        });
        try {
            app.start(options.host(), options.port());
        } catch (RuntimeException e) {
            app.stop();
            pings.close();
            timers.close();
            sessions.close();
            pool.close();
            throw new IllegalStateException("cannot start the server on " + options.host() + ":" + options.port()
                    + ": " + rootCause(e), e);
        }
        return new GameServer(app, options, sessions, pool, timers, pings, database);
    }

    /** The origins whose pages may connect besides the server's own: the options' and the public URL's. */
    private static List<String> allowedOrigins(ServerOptions options) {
        List<String> origins = new ArrayList<>(options.allowedOrigins());
        options.publicUrl().ifPresent(url -> origins.add(OriginCheck.originOf(url)));
        return origins;
    }

    /** Removes the expired ladder runs now and then every {@link #RUN_EXPIRY_CHECK}, until the timers stop. */
    private static void expireRuns(Ladder ladder, Scheduler timers) {
        try {
            int removed = ladder.expire();
            if (removed > 0) {
                LOG.info("removed {} ladder runs unchanged for {} days", removed, Ladder.RUN_KEPT.toDays());
            }
        } catch (RuntimeException e) {
            LOG.error("the expired ladder runs could not be removed; trying again in {}", RUN_EXPIRY_CHECK, e);
        }
        timers.schedule(RUN_EXPIRY_CHECK, () -> expireRuns(ladder, timers));
    }

    /**
     * A WebSocket session as an {@link Outbox} writes to it; {@code cuts} counts the disconnections.
     * A disconnection runs on a thread of {@code timers}: Jetty closes the session, and so runs
     * the connection's close handler, on the thread that disconnects, and the sender may hold a
     * session's or a room's lock (the handler takes rooms' locks, which come before those).
     */
    private record JettySocket(Session session, AtomicLong cuts, Scheduler timers) implements Outbox.Socket {

        @Override
        public void send(String text, Runnable written) {
            session.getRemote().sendString(text, new WriteCallback() {
                @Override
                public void writeFailed(Throwable x) {
                    written.run();
                }

                @Override
                public void writeSuccess() {
                    written.run();
                }
            });
        }

        @Override
        public void disconnect() {
            LOG.info("cut a connection from {}: more than {} characters wait for it to read", peerAddress(session),
                    Outbox.DEFAULT_MAX_UNSENT_CHARS);
            cuts.incrementAndGet();
            timers.schedule(Duration.ZERO, session::disconnect);
        }
    }

    /** A connection and its message rate. */
    private record Client(Connection connection, TokenBucket rate, String address) {}

    /**
     * The IP address of a connection's peer as text ({@code Limits#maxConnectionsPerAddress}), or
     * "unknown" when the socket does not say.
     */
    private static String peerAddress(Session socket) {
        SocketAddress peer = socket.getRemoteAddress();
        if (peer instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress().getHostAddress();
        }
        return "unknown";
    }

    /**
     * The connection of a message when the message may be handled; otherwise answers it
     * ({@code rate_limited}) or closes the connection (1008), and returns {@code null}.
     */
    private static Client admitted(Map<String, Client> connections, WsContext ctx, Limits limits) {
        Client client = connections.get(ctx.sessionId());
        if (client == null) {
            return null;
        }
        switch (client.rate().take()) {
            case ACCEPT -> {
                return client;
            }
            case REFUSE -> client.connection().rateLimited(limits.messagesPerSecond(), limits.messageBurst());
            case CLOSE -> ctx.closeSession(CLOSE_POLICY_VIOLATION, "too many messages");
            default -> throw new IllegalStateException("unknown verdict");
        }
        return null;
    }

    /**
     * What the system said when binding failed: the innermost cause's message (Javalin words every
     * bind failure as "Port already in use", also an address that is not this machine's), or its
     * class name when it has none (an unresolved host).
     */
    private static String rootCause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root instanceof java.nio.channels.UnresolvedAddressException || root instanceof java.net.UnknownHostException) {
            return "the host is not an address, nor a name that resolves to one";
        }
        String message = root.getMessage();
        return message == null || message.isBlank() ? root.getClass().getSimpleName() : message;
    }

    /**
     * The port the server listens on (the one chosen by the system when the options asked for 0).
     *
     * @return the port
     */
    public int port() {
        return app.port();
    }

    /**
     * The address the server listens on, as bound (the loopback address unless the options named
     * another).
     *
     * @return the bound address and port
     * @throws IllegalStateException if the server has no bound connector (it was closed)
     */
    public InetSocketAddress address() {
        for (Connector connector : app.jettyServer().server().getConnectors()) {
            if (connector instanceof ServerConnector server && server.getTransport() instanceof NetworkChannel channel) {
                try {
                    SocketAddress local = channel.getLocalAddress();
                    if (local instanceof InetSocketAddress address) {
                        return address;
                    }
                } catch (IOException e) {
                    throw new IllegalStateException("cannot read the server's address: " + e.getMessage(), e);
                }
            }
        }
        throw new IllegalStateException("the server is not bound");
    }

    /**
     * The options the server was started with.
     *
     * @return the options
     */
    public ServerOptions options() {
        return options;
    }

    /**
     * The URL of the web client, e.g. {@code http://127.0.0.1:8080/}.
     *
     * @return the URL, with the host as given in the options (IPv6 addresses in brackets)
     */
    public String url() {
        String host = options.host();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return "http://" + host + ":" + port() + "/";
    }

    /** Stops the server: closes every connection, the pings, the timers, the AI pool and the database. */
    @Override
    public void close() {
        app.stop();
        pings.close();
        timers.close();
        sessions.close();
        pool.close();
        if (database != null) {
            database.close();
        }
    }
}
