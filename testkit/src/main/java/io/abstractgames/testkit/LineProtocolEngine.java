package io.abstractgames.testkit;

import io.abstractgames.core.Game;
import io.abstractgames.core.TextFields;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.RandomAccessFile;
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
 * <p>Each reply must come within the timeout and be at most {@value #MAX_LINE} characters long (a
 * longer line is a protocol violation). The program's standard error goes to a temporary file; its
 * last line is quoted when the program fails. Every message quotes the command, the request and
 * what the program wrote as {@link TextFields#quote} does: at most about 100 characters of each,
 * on one printable line, however much the program wrote. Every failure is an
 * {@link EngineFailureException} of one {@link EngineFailureException.Kind kind}, whatever the
 * order in which the machine lets the events happen: a program that exits before answering gives
 * {@link EngineFailureException.Kind#ENDED ENDED} whether the request was still written into its
 * input or found the input closed. Closing the engine ends the program and every process it
 * started.
 */
public final class LineProtocolEngine implements ReferenceEngine, AutoCloseable {

    /** The longest reply line read, in characters: far more than the moves of any position. */
    public static final int MAX_LINE = 1 << 20;

    /** How much of the end of the program's standard error is read for its last line, in bytes. */
    private static final int ERROR_TAIL_BYTES = 64 * 1024;

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
                throw violation(request, reply, TextFields.quote(move) + " is not " + game.displayName() + " move text");
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
        LeftOver leftOver = ending.finish();
        if (leftOver.lines() > 0) {
            String what = leftOver.lines() + " line(s) more than it was asked for, so its answers were out of step with the requests";
            if (lastRequest == null) {
                throw new EngineFailureException(EngineFailureException.Kind.PROTOCOL_VIOLATION,
                        "engine " + TextFields.quote(description) + " broke the protocol: it wrote "
                                + TextFields.quote(leftOver.first()) + " without being asked" + ending.saidSuffix());
            }
            throw violation(lastRequest, lastReply, "it wrote " + what);
        }
    }

    /** What a program wrote after its last answer: the number of lines and the first of them. */
    private record LeftOver(long lines, String first) {}

    /** A reply line longer than {@link #MAX_LINE}: the program's answer is not read to its end. */
    private static final class LineTooLong extends IOException {
        private static final long serialVersionUID = 1L;

        /** The first characters of the line. */
        final String start;

        LineTooLong(String start) {
            super("a reply line of more than " + MAX_LINE + " characters");
            this.start = start;
        }
    }

    /**
     * Reads one line, ended by a line feed, a carriage return and a line feed, a carriage return
     * alone or the end of the stream, as {@link BufferedReader#readLine()} does, but at most
     * {@link #MAX_LINE} characters of it.
     *
     * @return the line without its end; {@code null} at the end of the stream
     * @throws LineTooLong if the line is longer than {@link #MAX_LINE}, when {@code failWhenLong};
     *     otherwise the rest of the line is read and dropped
     */
    private static String readLine(BufferedReader in, boolean failWhenLong) throws IOException {
        StringBuilder line = new StringBuilder();
        boolean any = false;
        for (int c = in.read(); c >= 0; c = in.read()) {
            any = true;
            if (c == '\n') {
                return line.toString();
            }
            if (c == '\r') {
                in.mark(1);
                if (in.read() != '\n') {
                    in.reset();
                }
                return line.toString();
            }
            if (line.length() < MAX_LINE) {
                line.append((char) c);
            } else if (failWhenLong) {
                throw new LineTooLong(line.substring(0, 200));
            }
        }
        return any ? line.toString() : null;
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
                "engine " + TextFields.quote(description) + " broke the protocol at " + TextFields.quote(request)
                        + ": it answered " + TextFields.quote(reply) + "; " + why);
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
                return readLine(out, true);
            });
            String line = await(reply, request, "did not answer within " + timeout.toMillis() + " ms");
            if (line == null) {
                throw failure(EngineFailureException.Kind.ENDED, "ended before answering", request);
            }
            return line;
        }

        /** Ends the session and returns what the program wrote after its last answer. */
        LeftOver finish() {
            Future<LeftOver> rest = io.submit(() -> {
                try {
                    in.write("quit\n");
                    in.flush();
                } catch (IOException closed) {
                    // Already gone: its remaining output is read all the same.
                }
                closeQuietly(in);
                long lines = 0;
                String first = null;
                for (String line = readLine(out, false); line != null; line = readLine(out, false)) {
                    lines++;
                    if (first == null) {
                        first = line;
                    }
                }
                return new LeftOver(lines, first);
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
                if (e.getCause() instanceof LineTooLong tooLong) {
                    destroy();
                    throw violation(request, tooLong.start, "that line has more than " + MAX_LINE + " characters");
                }
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
            return new EngineFailureException(kind, "engine " + TextFields.quote(description) + " " + what + " at "
                    + TextFields.quote(request) + saidSuffix());
        }

        String saidSuffix() {
            String said = lastErrorLine();
            return said.isEmpty() ? "" : "; it said: " + TextFields.quote(said);
        }

        /** The last line that is not blank of the end ({@link #ERROR_TAIL_BYTES}) of the program's standard error. */
        private String lastErrorLine() {
            try (RandomAccessFile file = new RandomAccessFile(errors.toFile(), "r")) {
                long length = file.length();
                byte[] tail = new byte[(int) Math.min(length, ERROR_TAIL_BYTES)];
                file.seek(length - tail.length);
                file.readFully(tail);
                List<String> lines = new String(tail, StandardCharsets.UTF_8).lines().toList();
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
