package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve} in a process of its own, with the logging configuration it ships with (the server's
 * {@code simplelogger.properties}, not the tests' silent one): its lines and the server's share one
 * format on standard error, and standard output stays empty.
 */
class ServeLogTest {

    /** How long a wait for the process may take on a loaded machine before the test fails. */
    private static final Duration PATIENCE = Duration.ofSeconds(180);

    /** A line of the log: time, thread, level, logger, message. */
    private static final Pattern LOG_LINE = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}[+-]\\d{4} \\[[^\\]]+\\] (INFO|WARN|ERROR) (\\S+) - (.*)");

    @TempDir
    Path temp;

    @Test
    void serveLogsItsStartupLinesInTheServersFormat() throws Exception {
        Path data = temp.resolve("data");
        Path out = temp.resolve("out.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-cp", shippedClassPath(), AbstractGamesCli.class.getName(),
                "serve", "--port", "0", "--data", data.toString(), "--allow-origin", "https://games.example.org");
        builder.redirectOutput(out.toFile());
        Process process = builder.start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            List<String> startup = new ArrayList<>();
            String line;
            do {
                line = nextLine(err, process);
                startup.add(line);
            } while (!line.contains(" - serving on "));
            for (String each : startup) {
                assertTrue(LOG_LINE.matcher(each).matches(), "not a log line: " + each);
            }
            Matcher serving = LOG_LINE.matcher(line);
            assertTrue(serving.matches());
            int port = Integer.parseInt(serving.group(3).replaceAll("serving on 127\\.0\\.0\\.1:(\\d+); Ctrl-C stops", "$1"));
            assertEquals(List.of(
                    "INFO io.abstractgames.cli.ServeCommand - open http://127.0.0.1:" + port + "/",
                    "INFO io.abstractgames.cli.ServeCommand - data folder " + data.toAbsolutePath().normalize(),
                    "INFO io.abstractgames.cli.ServeCommand - pages of https://games.example.org may connect too",
                    "INFO io.abstractgames.cli.ServeCommand - serving on 127.0.0.1:" + port + "; Ctrl-C stops"),
                    startup.stream().map(ServeLogTest::withoutTimeAndThread).toList());

            // The server's own line about a refused page, in the same stream and format.
            CompletionException refused = assertThrows(CompletionException.class, () -> HttpClient.newHttpClient().newWebSocketBuilder()
                    .header("Origin", "https://evil.example").buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"),
                            new WebSocket.Listener() {})
                    .orTimeout(PATIENCE.toSeconds(), TimeUnit.SECONDS).join());
            assertTrue(refused.getCause() instanceof java.net.http.WebSocketHandshakeException, String.valueOf(refused.getCause()));
            String refusal = nextLine(err, process);
            assertTrue(LOG_LINE.matcher(refusal).matches(), "not a log line: " + refusal);
            assertTrue(withoutTimeAndThread(refusal).startsWith("INFO io.abstractgames.server.http.OriginCheck - refused a WebSocket "
                    + "connection from 127.0.0.1: Origin https://evil.example is not this server's"), refusal);
        } finally {
            process.destroy();
            if (!process.waitFor(PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        assertEquals("", Files.readString(out), "nothing on standard output");
    }

    /** A log line from its level on. */
    private static String withoutTimeAndThread(String line) {
        Matcher matcher = LOG_LINE.matcher(line);
        assertTrue(matcher.matches(), line);
        return matcher.group(1) + " " + matcher.group(2) + " - " + matcher.group(3);
    }

    /**
     * The class path of the program as it ships: the tests' own, without this module's test
     * classes (whose {@code simplelogger.properties} silences the log).
     */
    private static String shippedClassPath() {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(classPath.split(File.pathSeparator))
                .filter(entry -> !Path.of(entry).normalize().endsWith(Path.of("target", "test-classes")))
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** The next line of the process's standard error, failing when it ends first or says nothing for {@link #PATIENCE}. */
    private static String nextLine(BufferedReader err, Process process) throws IOException, InterruptedException {
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return err.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        String text;
        try {
            text = line.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new AssertionError("serve wrote no line within " + PATIENCE, e);
        }
        if (text == null) {
            throw new AssertionError("serve ended first, with status " + process.waitFor());
        }
        return text;
    }
}
