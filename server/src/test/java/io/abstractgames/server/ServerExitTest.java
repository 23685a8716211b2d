package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server closed in a JVM of its own lets that JVM end by itself when {@code main} returns, with no
 * {@code System.exit}: none of the server's threads (connections and their pings, AI, room timers,
 * database) outlives {@link GameServer#close()}. The verdict waits for the process as long as the
 * other process tests wait, so a slow machine only makes it later.
 */
class ServerExitTest {

    @TempDir
    Path folder;

    @Test
    void aServerThatServedAndClosedLetsItsJvmEnd() throws Exception {
        Path errors = folder.resolve("server.err");
        try (ServerProcess server = new ServerProcess(folder.resolve("data"), errors)) {
            try (WsClient client = new WsClient(server.port)) {
                // A game where the AI moves first, and a room: the connection, its pings, the AI and
                // the room timers have all been at work before the close.
                client.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":1,\"requestId\":1}");
                JsonNode created = client.next(m -> m.path("requestId").asInt(-1) == 1);
                assertEquals("state", created.path("type").asText(), created.toString());
                JsonNode answered = client.settled(created.path("gameId").asText());
                assertEquals(1, answered.path("ply").asInt(), "the AI made its first move");
                client.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":2}");
                assertEquals("room", client.next(m -> m.path("requestId").asInt(-1) == 2).path("type").asText());
            }
            assertEquals(0, server.stop(), "the exit status; the server said: " + Files.readString(errors));
        }
    }
}
