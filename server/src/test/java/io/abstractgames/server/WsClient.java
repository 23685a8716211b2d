package io.abstractgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A test client of the protocol on the JDK's WebSocket: sends JSON, queues what arrives. */
final class WsClient implements AutoCloseable {

    /** How long a wait for a message may take on a loaded machine before the test fails. */
    static final Duration PATIENCE = Duration.ofSeconds(180);

    /** What {@link #awaitClose()} answers when the connection broke without a close frame. */
    static final int RESET = -1;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final LinkedBlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    private final WebSocket socket;
    private volatile Integer closeCode;
    private volatile String closeReason;
    private volatile Throwable failure;

    WsClient(GameServer server) {
        this(server.port());
    }

    /** A client of a server on this machine's loopback address (one in another process). */
    WsClient(int port) {
        this(port, null);
    }

    /**
     * A client of a server on this machine's loopback address whose upgrade request names a page's
     * origin, as a browser's does.
     *
     * @param origin the {@code Origin} header, or {@code null} for none
     * @throws CompletionException with a {@link java.net.http.WebSocketHandshakeException} as its
     *     cause when the server refuses the upgrade
     */
    WsClient(int port, String origin) {
        URI uri = URI.create("ws://127.0.0.1:" + port + GameServer.WEBSOCKET_PATH);
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(PATIENCE);
        if (origin != null) {
            builder.header("Origin", origin);
        }
        socket = builder.buildAsync(uri, new Listener()).orTimeout(PATIENCE.toSeconds(), TimeUnit.SECONDS).join();
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                try {
                    received.add(MAPPER.readTree(text.toString()));
                } catch (Exception e) {
                    throw new IllegalStateException("the server sent something that is not JSON: " + text, e);
                }
                text.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closeReason = reason;
            closeCode = statusCode;
            synchronized (WsClient.this) {
                WsClient.this.notifyAll();
            }
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            failure = error;
            synchronized (WsClient.this) {
                WsClient.this.notifyAll();
            }
        }
    }

    /** Every message that has arrived and not been taken, without waiting. */
    java.util.List<JsonNode> drain() {
        java.util.List<JsonNode> all = new java.util.ArrayList<>();
        received.drainTo(all);
        return all;
    }

    void send(String json) {
        socket.sendText(json, true).orTimeout(PATIENCE.toSeconds(), TimeUnit.SECONDS).join();
    }

    /**
     * Sends a message the server may close the connection on before it has all of it (one above
     * the size limit): a send cut short by the close is as good as a sent one.
     */
    void sendUntilClosed(String json) {
        try {
            send(json);
        } catch (CompletionException e) {
            if (!(e.getCause() instanceof IOException)) {
                throw e;
            }
        }
    }

    /** The reason of the server's close frame, or {@code null} before it or when none came. */
    String closeReason() {
        return closeReason;
    }

    void sendBinary(ByteBuffer data) {
        socket.sendBinary(data, true).orTimeout(PATIENCE.toSeconds(), TimeUnit.SECONDS).join();
    }

    /**
     * Waits until the server ends the connection; its close code, or {@link #RESET} when the
     * connection broke without a close frame. A server that closes a connection while unread data
     * of the client waits in its socket makes the system reset the connection, and the reset may
     * reach the client before the client has read the close frame: both orders are the server
     * ending the connection.
     */
    int awaitClose() throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (closeCode == null && failure == null) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the server did not close the connection within " + PATIENCE);
            }
            synchronized (this) {
                wait(100);
            }
        }
        if (closeCode != null) {
            return closeCode;
        }
        if (failure instanceof IOException) {
            return RESET;
        }
        throw new AssertionError("the connection failed: " + failure, failure);
    }

    /**
     * Whether a code from {@link #awaitClose()} is the server ending the connection over an
     * oversized frame: the close code 1009 (message too big), or {@link #RESET}, which the unread
     * rest of that frame may cause before the close frame is read.
     */
    static boolean closedAsTooBig(int code) {
        return code == 1009 || code == RESET;
    }

    void send(JsonNode json) {
        send(json.toString());
    }

    /** The next message, whatever it is. */
    JsonNode next() throws InterruptedException {
        JsonNode message = received.poll(PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
        if (message == null) {
            throw new AssertionError("no message from the server within " + PATIENCE);
        }
        return message;
    }

    /** The next message that matches, dropping the others before it. */
    JsonNode next(Predicate<JsonNode> wanted) throws InterruptedException {
        while (true) {
            JsonNode message = next();
            if (wanted.test(message)) {
                return message;
            }
        }
    }

    /** The next message of a type, dropping the others. */
    JsonNode next(String type) throws InterruptedException {
        return next(m -> type.equals(m.path("type").asText()));
    }

    /** Waits for a state where a person is to move or the game is over, dropping the others. */
    JsonNode settled(String gameId) throws InterruptedException {
        return next(m -> "state".equals(m.path("type").asText()) && gameId.equals(m.path("gameId").asText())
                && !"thinking".equals(m.path("status").asText()));
    }

    /** Whether nothing more has arrived. */
    boolean idle() {
        return received.isEmpty();
    }

    Integer closeCode() {
        return closeCode;
    }

    boolean isClosed() {
        return socket.isInputClosed();
    }

    static ObjectMapper mapper() {
        return MAPPER;
    }

    @Override
    public void close() {
        socket.abort();
    }
}
