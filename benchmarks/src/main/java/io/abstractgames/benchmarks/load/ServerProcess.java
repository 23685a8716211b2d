package io.abstractgames.benchmarks.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A {@link LoadServer} in a JVM of its own, started from this JVM's class path, so that its heap
 * holds the server alone. Its standard error goes to a temporary file, quoted when it fails to
 * start; closing this object closes its standard input, which stops it.
 */
final class ServerProcess implements AutoCloseable {

    private static final Duration START_PATIENCE = Duration.ofSeconds(120);

    private final Process process;
    private final Path log;
    private final int port;

    private ServerProcess(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /**
     * Starts the server and waits until it listens.
     *
     * @param jvmOptions options for its JVM, e.g. {@code -Xmx256m}
     * @param dataFolder the server's data folder, or empty to keep everything in memory
     * @return the running server
     * @throws IOException if it cannot be started or does not say its port within 2 minutes (the
     *     message quotes its standard error)
     */
    static ServerProcess start(List<String> jvmOptions, Optional<Path> dataFolder) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(LoadServer.class.getName());
        dataFolder.ifPresent(folder -> command.add(folder.toString()));
        Path log = Files.createTempFile("abstract-games-load-server-", ".log");
        Process process = new ProcessBuilder(command).redirectError(log.toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line;
        try {
            // The JVM may print lines of its own first (a flight recording's, say).
            line = CompletableFuture.supplyAsync(() -> {
                try {
                    String next;
                    while ((next = out.readLine()) != null && !next.startsWith(LoadServer.PORT_LINE)) {
                        // Not the port.
                    }
                    return next;
                } catch (IOException e) {
                    return null;
                }
            }).get(START_PATIENCE.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            line = null;
        } catch (ExecutionException | TimeoutException e) {
            line = null;
        }
        if (line == null || !line.startsWith(LoadServer.PORT_LINE)) {
            process.destroyForcibly();
            String err = Files.readString(log, StandardCharsets.UTF_8).strip();
            Files.deleteIfExists(log);
            throw new IOException("the server process did not start within " + START_PATIENCE.toSeconds() + " s"
                    + (err.isEmpty() ? "" : ": " + err.lines().reduce((a, b) -> b).orElse("")));
        }
        return new ServerProcess(process, log, Integer.parseInt(line.substring(LoadServer.PORT_LINE.length()).strip()));
    }

    /**
     * The server's base URL.
     *
     * @return {@code http://127.0.0.1:PORT/}
     */
    URI url() {
        return URI.create("http://127.0.0.1:" + port + "/");
    }

    /**
     * The server process's id.
     *
     * @return the pid
     */
    long pid() {
        return process.pid();
    }

    /**
     * The CPU time the server process has used so far.
     *
     * @return the time, or empty where the system does not tell
     */
    Optional<Duration> cpu() {
        return process.info().totalCpuDuration();
    }

    /** Stops the server: closes its input, waits a minute for it to end, then ends it. */
    @Override
    public void close() throws IOException {
        process.getOutputStream().close();
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(60, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
