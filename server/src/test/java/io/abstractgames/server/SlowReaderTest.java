package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.server.limits.Outbox;
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
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A client that asks and never reads ({@link Outbox}): the server cuts its connection instead of
 * keeping what it cannot write, and goes on serving the others.
 */
class SlowReaderTest {

    private static final Clock STILL = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);
    /** No rate limit to reach: the client sends until the server cuts it, however long that takes. */
    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory().withClock(STILL)
            .with(o -> o.withLimits(o.limits().withMessageRate(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE)));

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aClientThatNeverReadsIsCutAndTheOthersAreServed() throws Exception {
        try (Socket socket = new Socket()) {
            socket.setReceiveBufferSize(4096);
            socket.connect(new InetSocketAddress("127.0.0.1", server.port()));
            OutputStream out = socket.getOutputStream();
            handshake(socket, out);
            byte[] frame = maskedTextFrame("{\"type\":\"games\"}");
            // The event waited for is the cut itself: the server counts it, then resets the
            // connection, and a write fails after that. Without the cap it never comes (the
            // test's timeout ends it), whatever the socket buffers of either end take.
            assertThrows(IOException.class, () -> {
                while (true) {
                    out.write(frame);
                }
            });
        }
        assertEquals(1, stats().path("connectionsCut").asLong(), "connections cut by the server for not reading");
        try (WsClient other = server.client()) {
            assertEquals("hello", other.next().path("type").asText(), "the server goes on");
        }
    }

    private JsonNode stats() throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create(server.url() + "stats")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        return WsClient.mapper().readTree(response.body());
    }

    /** Upgrades the connection to a WebSocket, reading only the HTTP answer's head. */
    private void handshake(Socket socket, OutputStream out) throws IOException {
        String key = Base64.getEncoder().encodeToString("slow-reader-key!".getBytes(StandardCharsets.US_ASCII));
        String request = "GET " + GameServer.WEBSOCKET_PATH + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + key
                + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
        out.write(request.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed during the handshake: " + head);
            }
            head.write(b);
        }
        String answer = head.toString(StandardCharsets.US_ASCII);
        assertTrue(answer.startsWith("HTTP/1.1 101"), answer);
    }

    /** A client's text frame (clients mask what they send), short enough for a 7-bit length. */
    private static byte[] maskedTextFrame(String text) {
        byte[] payload = text.getBytes(StandardCharsets.UTF_8);
        byte[] mask = {0x11, 0x22, 0x33, 0x44};
        byte[] frame = new byte[2 + 4 + payload.length];
        frame[0] = (byte) 0x81;
        frame[1] = (byte) (0x80 | payload.length);
        System.arraycopy(mask, 0, frame, 2, 4);
        for (int i = 0; i < payload.length; i++) {
            frame[6 + i] = (byte) (payload[i] ^ mask[i % 4]);
        }
        return frame;
    }
}
