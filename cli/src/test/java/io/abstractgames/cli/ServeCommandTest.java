package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ServeCommandTest {

    @TempDir
    Path data;

    @Test
    void servesTheClientOnTheLoopbackAddressUntilStopped() throws Exception {
        CompletableFuture<GameServer> running = new CompletableFuture<>();
        CountDownLatch stop = new CountDownLatch(1);
        CommandLine commandLine = new CommandLine(new ServeCommand(running::complete, stop));
        StringWriter out = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        Path folder = data.resolve("new-folder");
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> commandLine.execute("--port", "0", "--data", folder.toString()));
        GameServer server = running.get(180, TimeUnit.SECONDS);
        int port = server.port();
        HttpResponse<String> page = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(server.url())).timeout(Duration.ofSeconds(180)).build(),
                HttpResponse.BodyHandlers.ofString());
        stop.countDown();
        assertEquals(0, status.get(180, TimeUnit.SECONDS));
        assertEquals(200, page.statusCode());
        assertTrue(out.toString().contains("abstract-games: open http://127.0.0.1:" + port + "/"), out.toString());
        assertTrue(out.toString().contains("abstract-games: data folder " + folder + "\n"), out.toString());
        assertTrue(Files.isRegularFile(folder.resolve("abstract-games.db")), "the data folder was made with its database");
    }

    @Test
    void aDataFolderThatIsAFileIsBadInput() throws IOException {
        Path file = Files.writeString(data.resolve("notes.txt"), "hello");
        CliRun run = CliRun.run("serve", "--port", "0", "--data", file.toString());
        assertEquals(2, run.exitStatus());
        assertEquals(List.of("serve: data folder " + file + ": it is not a folder"), run.errLines());
    }

    @Test
    void aDataFolderWithAnotherProgramsFileUnderTheDatabasesNameIsBadInput() throws IOException {
        Files.writeString(data.resolve("abstract-games.db"), "name,score\n");
        CliRun run = CliRun.run("serve", "--port", "0", "--data", data.toString());
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("serve: data folder " + data + ": abstract-games.db is not an SQLite database"), run.err());
        assertEquals("", run.out(), "nothing was served");
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
        CliRun run = CliRun.run("serve", "--port", "0", "--host", "192.0.2.1", "--data", data.toString());
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("serve: cannot start the server on 192.0.2.1:0: "), run.err());
        // The system's reason, not a port in use: port 0 is never in use.
        assertFalse(run.err().contains("in use"), run.err());
    }

    @Test
    void aPublicUrlThatIsNotAnHttpUrlIsBadInput() {
        CliRun run = CliRun.run("serve", "--port", "0", "--public-url", "ftp://example.org/", "--data", data.toString());
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("--public-url"), run.err());
    }
}
