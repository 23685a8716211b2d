package io.abstractgames.benchmarks.load;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * One WebSocket client of the load on the JDK's {@link WebSocket}: hands every message it receives,
 * parsed, to its handler (one at a time, in order), and sends one message after the other. A
 * failure of the connection, or a close the client did not ask for, goes to the failure handler.
 */
final class Player implements WebSocket.Listener {

    private static final Duration CONNECT_PATIENCE = Duration.ofSeconds(120);

    private final ObjectMapper mapper;
    private final Consumer<JsonNode> handler;
    private final Consumer<String> failure;
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
    private volatile boolean closing;

    private Player(ObjectMapper mapper, Consumer<JsonNode> handler, Consumer<String> failure) {
        this.mapper = mapper;
        this.handler = handler;
        this.failure = failure;
    }

    /**
     * Connects a client.
     *
     * @param http the client to connect through
     * @param endpoint the {@code ws://} URI of the protocol's endpoint
     * @param mapper parses the messages
     * @param handler receives every message
     * @param failure receives a description of what went wrong with the connection
     * @return the connected client
     */
    static Player connect(HttpClient http, URI endpoint, ObjectMapper mapper, Consumer<JsonNode> handler, Consumer<String> failure) {
        Player player = new Player(mapper, handler, failure);
        WebSocket socket = http.newWebSocketBuilder().connectTimeout(CONNECT_PATIENCE).buildAsync(endpoint, player).join();
        synchronized (player) {
            player.socket = socket;
        }
        return player;
    }

    /**
     * Sends a text message after the ones sent before.
     *
     * @param text the message
     */
    synchronized void send(String text) {
        WebSocket ws = socket;
        sending = sending.thenCompose(done -> ws.sendText(text, true)).exceptionally(e -> {
            if (!closing) {
                failure.accept("a send failed: " + e);
            }
            return null;
        });
    }

    @Override
    public void onOpen(WebSocket webSocket) {
        webSocket.request(1);
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            String text = partial.toString();
            partial.setLength(0);
            JsonNode message = null;
            try {
                message = read(text);
            } catch (IOException e) {
                failure.accept("the server sent something that is not JSON: " + text.substring(0, Math.min(80, text.length())));
            }
            if (message != null) {
                try {
                    handler.accept(message);
                } catch (RuntimeException e) {
                    failure.accept("handling " + message.path("type").asText() + " failed: " + e);
                }
            }
        }
        webSocket.request(1);
        return null;
    }

    /**
     * Parses a message, skipping the {@code layout} of a state: it never changes and the load
     * does not draw it, so the driver leaves the processor to the server.
     */
    private JsonNode read(String text) throws IOException {
        try (JsonParser parser = mapper.getFactory().createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not an object");
            }
            ObjectNode message = mapper.createObjectNode();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                parser.nextToken();
                if ("layout".equals(name)) {
                    parser.skipChildren();
                } else {
                    message.set(name, parser.readValueAsTree());
                }
            }
            return message;
        }
    }

    @Override
    public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
        failure.accept("the server sent a binary message");
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        if (!closing) {
            failure.accept("the server closed the connection: " + statusCode + " " + reason);
        }
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        if (!closing) {
            failure.accept("the connection failed: " + error);
        }
    }

    /** Closes the connection (a failure no more). */
    void close() {
        closing = true;
        WebSocket ws;
        synchronized (this) {
            ws = socket;
        }
        if (ws != null) {
            ws.abort();
        }
    }
}
