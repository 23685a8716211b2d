package io.abstractgames.server;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WriteCallback;

/**
 * Pings every open WebSocket connection at a fixed interval, so that a live client never reaches the
 * idle timeout and proxies keep the connection open. The pings are sent without waiting (a slow
 * client holds up no other) from one daemon thread that belongs to the server and stops with it
 * ({@link #close}): nothing of it outlives the server nor keeps the JVM alive. (Javalin's own
 * automatic pings run on a thread shared by the whole JVM that is no daemon and never stops.)
 */
final class WsPings implements AutoCloseable {

    /** How often each connection is pinged. */
    static final Duration INTERVAL = Duration.ofSeconds(15);

    private static final ByteBuffer EMPTY = ByteBuffer.allocate(0);

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "websocket-pings");
        t.setDaemon(true);
        return t;
    });
    private final ConcurrentHashMap<String, ScheduledFuture<?>> pings = new ConcurrentHashMap<>();

    /**
     * Starts pinging a connection.
     *
     * @param id the connection's id, unique among the open ones
     * @param session the connection
     */
    void start(String id, Session session) {
        long every = INTERVAL.toMillis();
        try {
            ScheduledFuture<?> ping = executor.scheduleAtFixedRate(() -> {
                try {
                    if (session.isOpen()) {
                        session.getRemote().sendPing(EMPTY.duplicate(), WriteCallback.NOOP);
                    }
                } catch (RuntimeException e) {
                    // Closing as we ping: its close stops the pings.
                }
            }, every, every, TimeUnit.MILLISECONDS);
            ScheduledFuture<?> before = pings.put(id, ping);
            if (before != null) {
                before.cancel(false);
            }
        } catch (RejectedExecutionException e) {
            // The server is closing: the connection closes with it.
        }
    }

    /**
     * Stops pinging a connection.
     *
     * @param id the connection's id; nothing happens when it is not pinged
     */
    void stop(String id) {
        ScheduledFuture<?> ping = pings.remove(id);
        if (ping != null) {
            ping.cancel(false);
        }
    }

    /** Stops every ping and the thread. */
    @Override
    public void close() {
        executor.shutdownNow();
        pings.clear();
    }
}
