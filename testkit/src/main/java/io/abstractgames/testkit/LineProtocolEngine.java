package io.abstractgames.testkit;

import io.abstractgames.core.Game;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An external program seen as a {@link ReferenceEngine}, speaking a small line protocol on its
 * standard input and output (UTF-8, one request line, exactly one reply line):
 *
 * <pre>
 * moves POSITION TEXT            -&gt; the legal moves in move text, separated by spaces
 *                                   (an empty line when there is none)
 * after POSITION TEXT ; MOVE     -&gt; the canonical text of the position after the move,
 *                                   or a line "?" when the program does not compute positions
 * quit                           -&gt; (no reply) the program exits
 * </pre>
 *
 * <p>Position and move texts are those of the game's rules ({@code docs/rules/<game>.md}). A
 * well-formed reply is one line; to {@code moves}, zero or more tokens separated by runs of spaces,
 * each written like a move of the game ({@link Game#isMoveTextSyntax(String)}); to {@code after},
 * {@code ?} or a non-empty position text. A program that only answers {@code moves} may answer
 * {@code ?} to {@code after}, and is then not asked {@code after} again. Any other line is a
 * protocol violation, and so is a line the program writes without being asked: after its last
 * answer, or one that pushed its answers out of step with the requests. The second kind shows only
 * when the session ends ({@link #checkInStep()}): the program is told {@code quit}, and whatever
 * it writes before it exits was not asked for.
 *
 * <p>Each reply must come within the timeout. The program's standard error goes to a temporary
 * file; its last line is quoted when the program fails. Every failure is an
 * {@link EngineFailureException} of one {@link EngineFailureException.Kind kind}, whatever the
 * order in which the machine lets the events happen: a program that exits before answering gives
 * {@link EngineFailureException.Kind#ENDED ENDED} whether the request was still written into its
 * input or found the input closed. Closing the engine ends the program and every process it
 * started.
 */
public final class LineProtocolEngine implements ReferenceEngine, AutoCloseable {

    private final List<String> command;
    private final String description;
    private final Duration timeout;
    private final Game game;
    private final ExecutorService io;
    private Session session;
    private boolean answersAfter = true;
    private String lastRequest;
    private String lastReply;

    /**
     * Starts the program.
     *
     * @param command the program and its arguments
     * @param timeout how long to wait for each reply, and for the program to exit after
     *     {@code quit}
     * @param game the game whose move texts the replies must hold
     * @throws UncheckedIOException if the program cannot be started
     */
    public LineProtocolEngine(List<String> command, Duration timeout, Game game) {
        this.command = List.copyOf(command);
        this.description = String.join(" ", command);
        this.timeout = Objects.requireNonNull(timeout);
        this.game = Objects.requireNonNull(game);
        this.io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "engine-io");
            t.setDaemon(true);
            return t;
        });
        this.session = new Session();
    }

    /**
     * Starts a shell command ({@code sh -c COMMAND}) with a 10-second reply timeout.
     *
     * @param shellCommand the command line
     * @param game the game whose move texts the replies must hold
     * @return the running engine; close it when done
     * @throws UncheckedIOException if the program cannot be started
     */
    public static LineProtocolEngine shell(String shellCommand, Game game) {
        return new LineProtocolEngine(List.of("sh", "-c", shellCommand), Duration.ofSeconds(10), game);
    }

    /**
     * {@inheritDoc}
     *
     * @throws EngineFailureException if the program ends, does not answer in time, cannot be
     *     reached, or answers with a line that is not a list of move texts
     */
    @Override
    public List<String> legalMoves(String positionText) {
        String request = "moves " + positionText;
        String reply = ask(request).strip();
        if (reply.isEmpty()) {
            return List.of();
        }
        List<String> moves = Arrays.asList(reply.split(" +"));
        for (String move : moves) {
            if (!game.isMoveTextSyntax(move)) {
                throw violation(request, reply, "'" + move + "' is not " + game.displayName() + " move text");
            }
        }
        return moves;
    }

    /**
     * {@inheritDoc}
     *
     * @throws EngineFailureException if the program ends, does not answer in time, cannot be
     *     reached, or answers with an empty line
     */
    @Override
    public Optional<String> positionAfter(String positionText, String moveText) {
        if (!answersAfter) {
            return Optional.empty();
        }
        String request = "after " + positionText + " ; " + moveText;
        String reply = ask(request).strip();
        if (reply.equals("?")) {
            answersAfter = false;
            return Optional.empty();
        }
        if (reply.isEmpty()) {
            throw violation(request, reply, "an empty line is neither a position text nor '?'");
        }
        return Optional.of(reply);
    }

    /**
     * Ends the program's session and checks that it wrote exactly one line per request: sends
     * {@code quit}, closes the program's input and reads what it writes until it exits. The next
     * request starts the program again.
     *
     * @throws EngineFailureException of kind {@link EngineFailureException.Kind#PROTOCOL_VIOLATION}
     *     if the program wrote a line it was not asked for; of kind
     *     {@link EngineFailureException.Kind#TIMED_OUT} if it did not exit within the timeout
     */
    @Override
    public void checkInStep() {
        if (session == null) {
            return;
        }
        Session ending = session;
        session = null;
        List<String> leftOver = ending.finish();
        if (!leftOver.isEmpty()) {
            String what = leftOver.size() + " line(s) more than it was asked for, so its answers were out of step with the requests";
            if (lastRequest == null) {
                throw new EngineFailureException(EngineFailureException.Kind.PROTOCOL_VIOLATION,
                        "engine '" + description + "' broke the protocol: it wrote '" + leftOver.get(0)
                                + "' without being asked" + ending.saidSuffix());
            }
            throw violation(lastRequest, lastReply, "it wrote " + what);
        }
    }

    private String ask(String request) {
        if (session == null) {
            session = new Session();
        }
        String reply = session.ask(request);
        lastRequest = request;
        lastReply = reply;
        return reply;
    }

    private EngineFailureException violation(String request, String reply, String why) {
        return new EngineFailureException(EngineFailureException.Kind.PROTOCOL_VIOLATION,
                "engine '" + description + "' broke the protocol at '" + shorten(request) + "': it answered '"
                        + shorten(reply) + "'; " + why);
    }

    private static String shorten(String text) {
        return text.length() > 60 ? text.substring(0, 60) + "..." : text;
    }

    /** Sends {@code quit}, then ends the program and its children if it has not exited within the timeout. */
    @Override
    public void close() {
        if (session != null) {
            session.end();
            session = null;
        }
        io.shutdownNow();
    }

    /** One run of the program, from its start to its exit. */
    private final class Session {
        private final Path errors;
        private final Process process;
        private final Writer in;
        private final BufferedReader out;

        Session() {
            try {
                errors = Files.createTempFile("engine-", ".err");
                errors.toFile().deleteOnExit();
                process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start engine '" + description + "': " + e.getMessage(), e);
            }
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        }

        /** Writes the request and reads one line, both on the I/O thread, within the timeout. */
        String ask(String request) {
            Future<String> reply = io.submit(() -> {
                try {
                    in.write(request);
                    in.write('\n');
                    in.flush();
                } catch (IOException closed) {
                    // The program's input is closed: it has ended or is ending. Whatever it wrote
                    // before that is still read, so the verdict does not depend on which came first.
                }
                return out.readLine();
            });
            String line = await(reply, request, "did not answer within " + timeout.toMillis() + " ms");
            if (line == null) {
                throw failure(EngineFailureException.Kind.ENDED, "ended before answering", request);
            }
            return line;
        }

        /** Ends the session and returns the lines the program wrote after its last answer. */
        List<String> finish() {
            Future<List<String>> rest = io.submit(() -> {
                try {
                    in.write("quit\n");
                    in.flush();
                } catch (IOException closed) {
                    // Already gone: its remaining output is read all the same.
                }
                closeQuietly(in);
                List<String> lines = new ArrayList<>();
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(line);
                }
                return lines;
            });
            try {
                return await(rest, "quit", "did not exit within " + timeout.toMillis() + " ms after");
            } finally {
                destroy();
                deleteErrors();
            }
        }

        /** Sends {@code quit} and ends the program, without looking at what it writes. */
        void end() {
            Future<Void> quit = io.submit(() -> {
                try {
                    in.write("quit\n");
                    in.flush();
                } catch (IOException closed) {
                    // The program has gone already; nothing left to tell it.
                }
                closeQuietly(in);
                return null;
            });
            try {
                quit.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
                process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                // The program does not take its input: it is ended below.
            }
            destroy();
            deleteErrors();
        }

        private <T> T await(Future<T> result, String request, String late) {
            try {
                return result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                result.cancel(true);
                // What the program said is read before it is ended: a shell reports the end of its
                // child ("Killed"), which is not the program's word.
                EngineFailureException failure = failure(EngineFailureException.Kind.TIMED_OUT, late, request);
                destroy();
                throw failure;
            } catch (ExecutionException e) {
                throw failure(EngineFailureException.Kind.ENDED, "could not be read (" + e.getCause().getMessage() + ")", request);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                EngineFailureException failure = failure(EngineFailureException.Kind.ENDED, "was interrupted", request);
                destroy();
                throw failure;
            }
        }

        /** A failure naming the engine, what went wrong, the request, and the last line it wrote to standard error. */
        private EngineFailureException failure(EngineFailureException.Kind kind, String what, String request) {
            return new EngineFailureException(kind, "engine '" + description + "' " + what + " at '" + shorten(request) + "'"
                    + saidSuffix());
        }

        String saidSuffix() {
            String said = lastErrorLine();
            return said.isEmpty() ? "" : "; it said: " + said;
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

        /**
         * Ends the program and every process it started (a shell's children included), and waits
         * until they have ended.
         */
        private void destroy() {
            // Children first, while the program still holds them (an orphan leaves its tree), and
            // again while the program may have started more; then the program itself.
            List<ProcessHandle> tree = new ArrayList<>();
            for (int round = 0; round < 10; round++) {
                List<ProcessHandle> children = process.descendants().filter(ProcessHandle::isAlive).toList();
                if (children.isEmpty()) {
                    break;
                }
                children.forEach(ProcessHandle::destroyForcibly);
                tree.addAll(children);
            }
            process.destroyForcibly();
            tree.add(process.toHandle());
            for (ProcessHandle p : tree) {
                try {
                    p.onExit().get(timeout.toMillis() + 10_000, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (ExecutionException | TimeoutException e) {
                    // A process that outlives SIGKILL this long is beyond this engine's reach.
                }
            }
        }

        private void deleteErrors() {
            try {
                Files.deleteIfExists(errors);
            } catch (IOException ignored) {
                // A temporary file left behind is deleted when the JVM exits.
            }
        }
    }

    private static void closeQuietly(Writer writer) {
        try {
            writer.close();
        } catch (IOException ignored) {
            // Closing a pipe the program has closed already changes nothing.
        }
    }

    /**
     * The external engine failed: it ended, did not answer in time, or broke the protocol. The
     * message is one line naming the engine, the request and what went wrong.
     */
    public static final class EngineFailureException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        /** What kind of failure; each kind is one verdict, whatever the order of the events. */
        public enum Kind {
            /**
             * The program ended before it answered: it exited, or closed its input or output,
             * whichever of these the machine let happen first.
             */
            ENDED,
            /** The program did not answer (or did not exit after {@code quit}) within the timeout. */
            TIMED_OUT,
            /**
             * The program answered with a line that is not a well-formed reply, or wrote a line it
             * was not asked for.
             */
            PROTOCOL_VIOLATION
        }

        /** What kind of failure this is. */
        private final Kind kind;

        /**
         * Creates the exception.
         *
         * @param kind what kind of failure
         * @param message one line naming the engine and what went wrong
         */
        public EngineFailureException(Kind kind, String message) {
            super(message);
            this.kind = Objects.requireNonNull(kind);
        }

        /**
         * What kind of failure this is.
         *
         * @return the kind
         */
        public Kind kind() {
            return kind;
        }
    }
}
