package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import io.abstractgames.server.limits.Limits;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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
        InetSocketAddress bound = server.address();
        ServerOptions options = server.options();
        stop.countDown();
        assertEquals(0, status.get(180, TimeUnit.SECONDS));
        assertEquals(200, page.statusCode());
        assertTrue(port > 0);
        assertEquals("", out.toString(), "serve's lines go to the server's log (ServeLogTest), not to standard output");
        assertTrue(Files.isRegularFile(folder.resolve("abstract-games.db")), "the data folder was made with its database");
        assertTrue(bound.getAddress().isLoopbackAddress(), "bound to " + bound);
        assertEquals(Limits.defaults(), options.limits());
        assertEquals(ServerOptions.DEFAULT_MAX_MESSAGE_BYTES, options.maxMessageBytes());
    }

    @Test
    void theLimitsOptionsSetTheServersLimits() throws Exception {
        CompletableFuture<GameServer> running = new CompletableFuture<>();
        CountDownLatch stop = new CountDownLatch(1);
        CommandLine commandLine = new CommandLine(new ServeCommand(running::complete, stop));
        commandLine.setOut(new PrintWriter(new StringWriter(), true));
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> commandLine.execute("--port", "0",
                "--data", data.resolve("limits").toString(),
                "--max-message-bytes", "2048", "--max-messages-per-second", "5", "--message-burst", "6", "--flood-refusals", "7",
                "--max-connections", "8", "--max-connections-per-address", "4", "--max-rooms", "9", "--max-connections-per-room", "10",
                "--max-spectators-per-room", "11", "--max-games-per-connection", "12"));
        GameServer server = running.get(180, TimeUnit.SECONDS);
        ServerOptions options = server.options();
        stop.countDown();
        assertEquals(0, status.get(180, TimeUnit.SECONDS));
        assertEquals(new Limits(5, 6, 7, 8, 4, 9, 10, 11, 12), options.limits());
        assertEquals(2048, options.maxMessageBytes());
    }

    @ParameterizedTest
    @CsvSource({"--max-rooms,0,1", "--max-messages-per-second,-3,1", "--max-message-bytes,100,1024", "--max-spectators-per-room,0,1",
        "--max-connections-per-address,0,1", "--max-games-per-connection,0,1"})
    void aLimitBelowItsLeastIsBadInput(String option, String value, String least) {
        CliRun run = CliRun.run("serve", "--port", "0", "--data", data.resolve("unused").toString(), option, value);
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains(option + " " + value + ": expected at least " + least), run.err());
        assertTrue(Files.notExists(data.resolve("unused")), "bad input starts nothing");
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
    void aHostThatIsNoAddressIsBadInputInWords() {
        CliRun run = CliRun.run("serve", "--port", "0", "--host", "999.1.1.1", "--data", data.toString());
        assertEquals(2, run.exitStatus());
        assertEquals(List.of("serve: cannot start the server on 999.1.1.1:0: the host is not an address, nor a name that "
                + "resolves to one"), run.errLines());
    }

    @Test
    void theAllowOriginOptionsAddAllowedOrigins() throws Exception {
        CompletableFuture<GameServer> running = new CompletableFuture<>();
        CountDownLatch stop = new CountDownLatch(1);
        CommandLine commandLine = new CommandLine(new ServeCommand(running::complete, stop));
        commandLine.setOut(new PrintWriter(new StringWriter(), true));
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> commandLine.execute("--port", "0",
                "--data", data.resolve("origins").toString(), "--allow-origin", "https://Games.Example.org/",
                "--allow-origin", "http://192.168.1.20:8080"));
        GameServer server = running.get(180, TimeUnit.SECONDS);
        ServerOptions options = server.options();
        stop.countDown();
        assertEquals(0, status.get(180, TimeUnit.SECONDS));
        assertEquals(List.of("https://games.example.org", "http://192.168.1.20:8080"), options.allowedOrigins());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            games.example.org            | no scheme
            ftp://games.example.org      | scheme ftp is not http or https
            https://games.example.org/ui | a path, query or fragment is no part of an origin
            null                         | no scheme
            """)
    void anAllowOriginThatIsNoOriginIsBadInput(String origin, String what) {
        CliRun run = CliRun.run("serve", "--port", "0", "--data", data.resolve("unused").toString(),
                "--allow-origin", "https://games.example.org", "--allow-origin", origin);
        assertEquals(2, run.exitStatus());
        assertEquals(List.of("serve: --allow-origin: origin '" + origin + "': " + what
                + "; expected scheme://host[:port] with scheme http or https"), run.errLines());
        assertEquals("", run.out());
        assertTrue(Files.notExists(data.resolve("unused")), "bad input starts nothing");
    }

    @Test
    void aPublicUrlThatIsNotAnHttpUrlIsBadInput() {
        CliRun run = CliRun.run("serve", "--port", "0", "--public-url", "ftp://example.org/", "--data", data.toString());
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("--public-url"), run.err());
    }
}
