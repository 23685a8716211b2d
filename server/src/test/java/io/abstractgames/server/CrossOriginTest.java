package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/**
 * A WebSocket upgrade from a page of another origin is answered 403 and never connects; one from
 * the server's own page, from an allowed origin, from the public URL's and one without an Origin
 * header (a program) connect ({@code docs/protocol.md}, "Connection").
 */
class CrossOriginTest {

    @Test
    void aForeignOriginIsRefusedWith403WhileTheSameOriginConnects() throws Exception {
        try (GameServer server = GameServer.start(ServerOptions.of("127.0.0.1", 0))) {
            int port = server.port();
            try (WsClient own = new WsClient(port, "http://127.0.0.1:" + port)) {
                assertEquals("hello", own.next().path("type").asText());
            }
            assertRefused(port, "https://evil.example");
            assertRefused(port, "http://127.0.0.1:" + (port == 65535 ? port - 1 : port + 1));
            try (WsClient program = new WsClient(port)) {
                assertEquals("hello", program.next().path("type").asText(), "no Origin header: not a browser");
            }

            RawAnswer answer = upgrade(port, "https://evil.example");
            assertEquals(403, answer.status(), answer.head());
            assertTrue(answer.head().toLowerCase(Locale.ROOT).contains("content-type: text/plain"), answer.head());
            assertTrue(answer.head().toLowerCase(Locale.ROOT).contains("x-content-type-options: nosniff"), "the security headers");
            assertEquals("WebSocket refused: Origin https://evil.example is not this server's (http://127.0.0.1:" + port
                    + ") nor an allowed one (serve --allow-origin)\n", answer.body());
            assertEquals(101, upgrade(port, "http://127.0.0.1:" + port).status(), "the same origin upgrades");

            assertEquals(3, stats(server).path("originRefusals").asLong(), "the three refusals are counted");
            assertEquals(0, stats(server).path("connectionsCut").asLong());
        }
    }

    @Test
    void anAllowedOriginAndThePublicUrlsConnect() throws Exception {
        ServerOptions options = ServerOptions.of("127.0.0.1", 0).withPublicUrl("https://games.example.org/play/")
                .withAllowedOrigins(List.of("http://friend.example:8000"));
        try (GameServer server = GameServer.start(options)) {
            for (String origin : List.of("http://friend.example:8000", "https://games.example.org", "HTTPS://Games.Example.org:443")) {
                try (WsClient client = new WsClient(server.port(), origin)) {
                    assertEquals("hello", client.next().path("type").asText(), origin);
                }
            }
            assertRefused(server.port(), "http://games.example.org");
            assertRefused(server.port(), "null");
            assertEquals(2, stats(server).path("originRefusals").asLong());
        }
    }

    /** The JDK's client sees the upgrade refused with 403. */
    private static void assertRefused(int port, String origin) {
        CompletionException e = assertThrows(CompletionException.class, () -> new WsClient(port, origin).close(), origin);
        WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause(), origin);
        assertEquals(403, refused.getResponse().statusCode(), origin);
    }

    private static com.fasterxml.jackson.databind.JsonNode stats(GameServer server) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "stats"))
                .timeout(WsClient.PATIENCE).build(), HttpResponse.BodyHandlers.ofString());
        return WsClient.mapper().readTree(response.body());
    }

    /** An answer to an upgrade request: its status line and headers, and its body. */
    private record RawAnswer(int status, String head, String body) {}

    /**
     * Sends a WebSocket upgrade request with an Origin header on a socket of its own and reads the
     * answer's head and, when it has a length, its body (an upgrade answered 101 has none).
     */
    private static RawAnswer upgrade(int port, String origin) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), (int) WsClient.PATIENCE.toMillis());
            socket.setSoTimeout((int) WsClient.PATIENCE.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + GameServer.WEBSOCKET_PATH + " HTTP/1.1\r\n"
                    + "Host: 127.0.0.1:" + port + "\r\n"
                    + "Upgrade: websocket\r\n"
                    + "Connection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    + "Sec-WebSocket-Version: 13\r\n"
                    + "Origin: " + origin + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream head = new ByteArrayOutputStream();
            while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
                int b = in.read();
                if (b < 0) {
                    throw new IOException("the connection ended inside the answer's head: " + head);
                }
                head.write(b);
            }
            String text = head.toString(StandardCharsets.ISO_8859_1);
            int status = Integer.parseInt(text.split(" ", 3)[1]);
            int length = 0;
            for (String line : text.split("\r\n")) {
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring("content-length:".length()).strip());
                }
            }
            String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
            return new RawAnswer(status, text, body);
        }
    }
}
