package io.abstractgames.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.abstractgames.server.ladder.InMemoryLadderStore;
import io.abstractgames.server.ladder.Ladder;
import io.abstractgames.server.db.DataFolderException;
import io.abstractgames.server.db.Database;
import io.abstractgames.server.db.SqlGameStore;
import io.abstractgames.server.db.SqlRoomStore;
import io.abstractgames.server.protocol.Connection;
import io.abstractgames.server.room.ExecutorScheduler;
import io.abstractgames.server.room.InMemoryRoomStore;
import io.abstractgames.server.room.Invites;
import io.abstractgames.server.room.RoomStore;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.GameStore;
import io.abstractgames.server.store.InMemoryGameStore;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded server: the web client as static files from the class path folder {@code /web}, and
 * the game protocol ({@code docs/protocol.md}) on the WebSocket endpoint {@value #WEBSOCKET_PATH}.
 *
 * <p>Built on Javalin (Jetty). {@link #start(ServerOptions, Path)} opens a data folder, resumes its
 * rooms, binds and returns a running server; {@link #start(ServerOptions)} keeps everything in
 * memory. {@link #close()} stops the server, its AI pool and its database.
 */
public final class GameServer implements AutoCloseable {

    /** The path of the WebSocket endpoint. */
    public static final String WEBSOCKET_PATH = "/ws";

    private static final Logger LOG = LoggerFactory.getLogger(GameServer.class);

    private final Javalin app;
    private final ServerOptions options;
    private final GameSessions sessions;
    private final AiPool pool;
    private final ExecutorScheduler timers;
    private final Database database;

    private GameServer(Javalin app, ServerOptions options, GameSessions sessions, AiPool pool, ExecutorScheduler timers, Database database) {
        this.app = app;
        this.timers = timers;
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
        return start(options, store, new InMemoryRoomStore(), null);
    }

    /**
     * Starts a server on a data folder ({@code docs/protocol.md}, "What survives a restart"): its
     * games and rooms are kept in the folder's database, every change written before it is
     * acknowledged, and the rooms stored there are resumed where they were, with every client
     * counted as disconnected from now. The folder is created when missing.
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
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(dataFolder, "dataFolder");
        Database database = Database.open(dataFolder);
        try {
            return start(options, new SqlGameStore(database, Clock.systemUTC()), new SqlRoomStore(database), database);
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
    }

    private static GameServer start(ServerOptions options, GameStore store, RoomStore roomStore, Database database) {
        Objects.requireNonNull(options, "options");
        AiPool pool = new AiPool(options.aiThreads(), options.aiQueue());
        GameSessions sessions = new GameSessions(store, pool);
        ExecutorScheduler timers = new ExecutorScheduler();
        Rooms rooms = new Rooms(roomStore, sessions, Clock.systemUTC(), timers);
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
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(options.maxMessageBytes());
                factory.setIdleTimeout(options.idleTimeout());
            });
        });
        Invites invites = new Invites(options.publicUrl());
        Ladder ladder = new Ladder(new InMemoryLadderStore(), sessions, Clock.systemUTC());
        ObjectMapper mapper = new ObjectMapper();
        Map<String, Connection> connections = new ConcurrentHashMap<>();
        app.ws(WEBSOCKET_PATH, ws -> {
            ws.onConnect(ctx -> {
                ctx.enableAutomaticPings();
                Session socket = ctx.session;
                Connection connection = new Connection(mapper, sessions, rooms, invites, ladder, ctx.header("Host"), text -> socket.getRemote().sendString(text, WriteCallback.NOOP));
                connections.put(ctx.sessionId(), connection);
                connection.opened();
            });
            ws.onMessage(ctx -> {
                Connection connection = connections.get(ctx.sessionId());
                if (connection != null) {
                    connection.received(ctx.message());
                }
            });
            ws.onBinaryMessage(ctx -> {
                Connection connection = connections.get(ctx.sessionId());
                if (connection != null) {
                    connection.receivedBinary();
                }
            });
            ws.onClose(ctx -> {
                Connection connection = connections.remove(ctx.sessionId());
                if (connection != null) {
                    connection.closed();
                }
            });
            ws.onError(ctx -> LOG.debug("connection {}: {}", ctx.sessionId(), String.valueOf(ctx.error())));
        });
        try {
            app.start(options.host(), options.port());
        } catch (RuntimeException e) {
            app.stop();
            timers.close();
            sessions.close();
            pool.close();
            throw new IllegalStateException("cannot start the server on " + options.host() + ":" + options.port()
                    + ": " + rootCause(e), e);
        }
        return new GameServer(app, options, sessions, pool, timers, database);
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

    /** Stops the server: closes every connection, the AI pool and the database. */
    @Override
    public void close() {
        app.stop();
        timers.close();
        sessions.close();
        pool.close();
        if (database != null) {
            database.close();
        }
    }
}
