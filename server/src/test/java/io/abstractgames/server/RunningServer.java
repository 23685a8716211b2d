package io.abstractgames.server;

import io.abstractgames.server.store.InMemoryGameStore;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A game server for one test class: started in memory on a free port of 127.0.0.1 before the
 * class's first test and closed after its last. Register it on a static field:
 *
 * <pre>{@code @RegisterExtension
 * static final RunningServer server = RunningServer.inMemory();}</pre>
 *
 * <p>{@link #with} changes the options (limits), {@link #withClock} gives the server a test's
 * clock (token buckets, rooms, ladder).
 */
final class RunningServer implements BeforeAllCallback, AfterAllCallback {

    private final UnaryOperator<ServerOptions> options;
    private final Clock clock;
    private GameServer server;

    private RunningServer(UnaryOperator<ServerOptions> options, Clock clock) {
        this.options = Objects.requireNonNull(options, "options");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** A server with the default options on the system clock. */
    static RunningServer inMemory() {
        return new RunningServer(UnaryOperator.identity(), Clock.systemUTC());
    }

    /** This server with its options changed, e.g. {@code o -> o.withLimits(...)}. */
    RunningServer with(UnaryOperator<ServerOptions> change) {
        UnaryOperator<ServerOptions> before = options;
        return new RunningServer(o -> change.apply(before.apply(o)), clock);
    }

    /** This server on another clock. */
    RunningServer withClock(Clock other) {
        return new RunningServer(options, other);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        server = GameServer.start(options.apply(ServerOptions.of("127.0.0.1", 0)), new InMemoryGameStore(), clock);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** The running server. */
    GameServer get() {
        if (server == null) {
            throw new IllegalStateException("the server runs only while the test class does");
        }
        return server;
    }

    int port() {
        return get().port();
    }

    String url() {
        return get().url();
    }

    ServerOptions options() {
        return get().options();
    }

    InetSocketAddress address() {
        return get().address();
    }

    /** A new protocol client of the server. */
    WsClient client() {
        return new WsClient(get());
    }
}
