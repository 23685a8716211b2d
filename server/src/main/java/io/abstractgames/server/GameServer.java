package io.abstractgames.server;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.util.Objects;

/**
 * The embedded server: the web client as static files from the class path folder {@code /web}, and
 * the game protocol ({@code docs/protocol.md}) on the WebSocket endpoint {@value #WEBSOCKET_PATH}.
 *
 * <p>Built on Javalin (Jetty). {@link #start(ServerOptions)} binds and returns a running server;
 * {@link #close()} stops it and its AI pool.
 */
public final class GameServer implements AutoCloseable {

    /** The path of the WebSocket endpoint. */
    public static final String WEBSOCKET_PATH = "/ws";

    private final Javalin app;
    private final ServerOptions options;

    private GameServer(Javalin app, ServerOptions options) {
        this.app = app;
        this.options = options;
    }

    /**
     * Starts a server.
     *
     * @param options the address, port and limits
     * @return the running server
     * @throws IllegalStateException if the server cannot bind (the port is taken, the host is not
     *     an address of this machine)
     */
    public static GameServer start(ServerOptions options) {
        Objects.requireNonNull(options, "options");
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
        app.ws(WEBSOCKET_PATH, ws -> {
            ws.onConnect(ctx -> ctx.send("{\"type\":\"error\",\"code\":\"not_ready\",\"message\":\"the game protocol is not served yet\"}"));
        });
        try {
            app.start(options.host(), options.port());
        } catch (RuntimeException e) {
            app.stop();
            throw new IllegalStateException("cannot start the server on " + options.host() + ":" + options.port()
                    + ": " + e.getMessage(), e);
        }
        return new GameServer(app, options);
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

    /** Stops the server: closes every connection and the AI pool. */
    @Override
    public void close() {
        app.stop();
    }
}
