package io.abstractgames.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An external program seen as a {@link ReferenceEngine}, speaking a small line protocol on its
 * standard input and output (UTF-8, one request line, one reply line):
 *
 * <pre>
 * moves POSITION TEXT            -&gt; the legal moves in move text, separated by single spaces
 *                                   (an empty line when there is none)
 * after POSITION TEXT ; MOVE     -&gt; the canonical text of the position after the move,
 *                                   or a line "?" when the program does not compute positions
 * quit                           -&gt; (no reply) the program exits
 * </pre>
 *
 * <p>Position and move texts are those of the game's spec file. A program that only answers
 * {@code moves} may answer {@code ?} to {@code after}. Each reply must come within the timeout. The
 * program's standard error goes to a temporary file; its last line is quoted when the program
 * fails. Closing the engine ends the program and every process it started.
 */
public final class LineProtocolEngine implements ReferenceEngine, AutoCloseable {

    private final String description;
    private final Process process;
    private final Writer in;
    private final BufferedReader out;
    private final ExecutorService reader;
    private final Duration timeout;
    private final Path errors;
    private boolean answersAfter = true;

    /**
     * Starts the program.
     *
     * @param command the program and its arguments
     * @param timeout how long to wait for each reply
     * @throws UncheckedIOException if the program cannot be started
     */
    public LineProtocolEngine(List<String> command, Duration timeout) {
        this.description = String.join(" ", command);
        this.timeout = timeout;
        try {
            errors = Files.createTempFile("engine-", ".err");
            errors.toFile().deleteOnExit();
            process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start engine '" + description + "': " + e.getMessage(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        reader = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "engine-reader");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts a shell command ({@code sh -c COMMAND}) with a 10-second reply timeout.
     *
     * @param shellCommand the command line
     * @return the running engine; close it when done
     * @throws UncheckedIOException if the program cannot be started
     */
    public static LineProtocolEngine shell(String shellCommand) {
        return new LineProtocolEngine(List.of("sh", "-c", shellCommand), Duration.ofSeconds(10));
    }

    /**
     * {@inheritDoc}
     *
     * @throws EngineFailureException if the program exits, does not answer in time or cannot be
     *     written to
     */
    @Override
    public Set<String> legalMoves(String positionText) {
        String reply = ask("moves " + positionText).strip();
        Set<String> moves = new LinkedHashSet<>();
        if (!reply.isEmpty()) {
            moves.addAll(Arrays.asList(reply.split("\\s+")));
        }
        return moves;
    }

    /**
     * {@inheritDoc}
     *
     * @throws EngineFailureException if the program exits, does not answer in time or cannot be
     *     written to
     */
    @Override
    public Optional<String> positionAfter(String positionText, String moveText) {
        if (!answersAfter) {
            return Optional.empty();
        }
        String reply = ask("after " + positionText + " ; " + moveText).strip();
        if (reply.equals("?")) {
            answersAfter = false;
            return Optional.empty();
        }
        return Optional.of(reply);
    }

    private String ask(String request) {
        try {
            in.write(request);
            in.write('\n');
            in.flush();
            Future<String> line = reader.submit(out::readLine);
            String reply = line.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (reply == null) {
                throw failure("exited without answering", request);
            }
            return reply;
        } catch (IOException e) {
            throw failure(process.isAlive() ? "cannot be written to (" + e.getMessage() + ")" : "exited without answering", request);
        } catch (TimeoutException e) {
            throw failure("did not answer within " + timeout.toMillis() + " ms", request);
        } catch (ExecutionException e) {
            throw failure("could not be read (" + e.getCause().getMessage() + ")", request);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure("was interrupted", request);
        }
    }

    /** A failure naming the engine, what went wrong, the request, and the last line it wrote to standard error. */
    private EngineFailureException failure(String what, String request) {
        String said = lastErrorLine();
        String shortRequest = request.length() > 60 ? request.substring(0, 60) + "..." : request;
        return new EngineFailureException("engine '" + description + "' " + what + " at '" + shortRequest + "'"
                + (said.isEmpty() ? "" : "; it said: " + said));
    }

    private String lastErrorLine() {
        try {
            List<String> lines = Files.readAllLines(errors, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (!lines.get(i).isBlank()) {
                    return lines.get(i).strip();
                }
            }
        } catch (IOException e) {
            // Nothing readable was written: the failure is reported without it.
        }
        return "";
    }

    /** Sends {@code quit}, then ends the program and its children if it has not exited within a second. */
    @Override
    public void close() {
        try {
            in.write("quit\n");
            in.flush();
            in.close();
        } catch (IOException ignored) {
            // The program has gone already; nothing left to tell it.
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                destroy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            destroy();
        }
        reader.shutdownNow();
        try {
            Files.deleteIfExists(errors);
        } catch (IOException ignored) {
            // A temporary file left behind is deleted when the JVM exits.
        }
    }

    /** Ends the program and every process it started (a shell's children included). */
    private void destroy() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** The external engine failed: it exited, did not answer in time, or could not be reached. */
    public static final class EngineFailureException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        /**
         * Creates the exception.
         *
         * @param message one line naming the engine and what went wrong
         */
        public EngineFailureException(String message) {
            super(message);
        }
    }
}
