package io.abstractgames.server;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A WebSocket client on a plain socket, for frames the JDK's client cannot send (a text frame whose
 * bytes are not UTF-8): the upgrade by hand, masked frames out, and the server's frames read until
 * its close frame.
 */
final class RawWebSocket implements AutoCloseable {

    /** A frame from the server: its opcode and payload. */
    record Frame(int opcode, byte[] payload) {
        boolean isClose() {
            return opcode == 8;
        }

        /** The close code of a close frame, or -1 when it has none. */
        int closeCode() {
            return payload.length >= 2 ? (payload[0] & 0xff) << 8 | payload[1] & 0xff : -1;
        }

        /** The reason of a close frame, as UTF-8. */
        String closeReason() {
            return payload.length > 2 ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8) : "";
        }

        String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }
    }

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    RawWebSocket(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout((int) WsClient.PATIENCE.toMillis());
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
        String key = Base64.getEncoder().encodeToString("abstract-games-key".getBytes(StandardCharsets.US_ASCII)).substring(0, 22) + "==";
        String request = "GET " + GameServer.WEBSOCKET_PATH + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
        out.write(request.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String status = readHeaders(in);
        if (!status.startsWith("HTTP/1.1 101")) {
            throw new IOException("the server refused the upgrade: " + status);
        }
    }

    /** Reads the response's header lines; the status line. */
    private static String readHeaders(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the connection ended in the upgrade's answer");
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.US_ASCII);
        return text.substring(0, text.indexOf('\r'));
    }

    /** Sends one final text frame with these bytes, masked as a client must. */
    void sendText(byte[] payload) throws IOException {
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        frame.write(0x81);
        if (payload.length < 126) {
            frame.write(0x80 | payload.length);
        } else {
            frame.write(0x80 | 126);
            frame.write(payload.length >> 8);
            frame.write(payload.length & 0xff);
        }
        byte[] mask = {0x11, 0x22, 0x33, 0x44};
        frame.write(mask);
        for (int i = 0; i < payload.length; i++) {
            frame.write(payload[i] ^ mask[i % 4]);
        }
        out.write(frame.toByteArray());
        out.flush();
    }

    /** The next frame from the server (unmasked, as a server's are). */
    Frame next() throws IOException {
        int first = in.readUnsignedByte();
        int second = in.readUnsignedByte();
        long length = second & 0x7f;
        if (length == 126) {
            length = in.readUnsignedShort();
        } else if (length == 127) {
            length = in.readLong();
        }
        byte[] payload = new byte[Math.toIntExact(length)];
        in.readFully(payload);
        return new Frame(first & 0x0f, payload);
    }

    /** The server's close frame, dropping the frames before it. */
    Frame nextClose() throws IOException {
        while (true) {
            Frame f = next();
            if (f.isClose()) {
                return f;
            }
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
