package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ServeCommandTest {

    @Test
    void servesTheClientOnTheLoopbackAddressUntilStopped() throws Exception {
        CompletableFuture<GameServer> running = new CompletableFuture<>();
        CountDownLatch stop = new CountDownLatch(1);
        CommandLine commandLine = new CommandLine(new ServeCommand(running::complete, stop));
        StringWriter out = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> commandLine.execute("--port", "0"));
        GameServer server = running.get(180, TimeUnit.SECONDS);
        int port = server.port();
        HttpResponse<String> page = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(server.url())).timeout(Duration.ofSeconds(180)).build(),
                HttpResponse.BodyHandlers.ofString());
        stop.countDown();
        assertEquals(0, status.get(180, TimeUnit.SECONDS));
        assertEquals(200, page.statusCode());
        assertTrue(out.toString().contains("abstract-games: open http://127.0.0.1:" + port + "/"), out.toString());
    }

    @Test
    void aPortOutOfRangeIsBadInput() {
        CliRun run = CliRun.run("serve", "--port", "70000");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("--port 70000"), run.err());
    }

    @Test
    void anAddressThatIsNotThisMachinesIsBadInput() {
        CliRun run = CliRun.run("serve", "--port", "0", "--host", "192.0.2.1");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("serve: cannot start the server on 192.0.2.1:0: "), run.err());
        // The system's reason, not a port in use: port 0 is never in use.
        assertFalse(run.err().contains("in use"), run.err());
    }

    @Test
    void aPublicUrlThatIsNotAnHttpUrlIsBadInput() {
        CliRun run = CliRun.run("serve", "--port", "0", "--public-url", "ftp://example.org/");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("--public-url"), run.err());
    }
}
