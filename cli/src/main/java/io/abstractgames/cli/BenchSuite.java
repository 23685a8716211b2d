package io.abstractgames.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed list of tasks that {@code bench} runs, read from a suite file on the class path.
 *
 * <p>Suite file format, one task per line: {@code GAME ; POSITION ; DEPTH [; KIND]}, where {@code
 * GAME} is a game id, {@code POSITION} is {@code start} or position text in the game's format,
 * {@code DEPTH} is the depth in plies, and {@code KIND} is {@value PerftTask#KIND} (the default: a
 * {@link PerftTask}) or {@value SearchTask#KIND} (a {@link SearchTask}, depth 1 or more). Blank
 * lines and lines starting with {@code #} are ignored; spaces around the fields are dropped.
 * {@link BenchTask} describes how other kinds of task are added.
 *
 * <p>The file is read when {@link #tasks()} is first called, so that a broken suite is reported by
 * the {@code bench} verb as an internal error, not when the program starts.
 */
public final class BenchSuite {

    /** The class-path resource of the standard suite. */
    public static final String STANDARD_RESOURCE = "/io/abstractgames/cli/bench-suite.txt";

    private final String resource;
    private List<BenchTask> tasks;

    private BenchSuite(String resource) {
        this.resource = resource;
    }

    /**
     * The standard suite, {@value #STANDARD_RESOURCE}.
     *
     * @return the suite (not read yet)
     */
    public static BenchSuite standard() {
        return fromResource(STANDARD_RESOURCE);
    }

    /**
     * A suite read from a class-path resource.
     *
     * @param resource an absolute resource name, e.g. {@code /bench/small.txt}
     * @return the suite (not read yet)
     */
    public static BenchSuite fromResource(String resource) {
        return new BenchSuite(resource);
    }

    /**
     * The tasks, in file order.
     *
     * @return the unmodifiable list of tasks
     * @throws IllegalStateException if the resource is missing or a line is malformed; the message
     *     names the resource and the line
     */
    public synchronized List<BenchTask> tasks() {
        if (tasks == null) {
            tasks = read();
        }
        return tasks;
    }

    private List<BenchTask> read() {
        InputStream in = BenchSuite.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("bench suite " + resource + " not found");
        }
        List<BenchTask> list = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                String trimmed = line.strip();
                if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                    list.add(parseLine(trimmed, resource + " line " + number));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading bench suite " + resource, e);
        }
        return List.copyOf(list);
    }

    /**
     * Reads one task line.
     *
     * @param line {@code GAME ; POSITION ; DEPTH [; KIND]}
     * @param source the resource and line number, for messages
     * @return the task
     * @throws IllegalStateException if the line does not have three or four fields, the kind is
     *     unknown, or the depth is not a number of 0 or more (1 or more for a search)
     */
    static BenchTask parseLine(String line, String source) {
        String[] fields = line.split(";", -1);
        if (fields.length != 3 && fields.length != 4) {
            throw new IllegalStateException(source + ": " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", expected GAME ; POSITION ; DEPTH [; KIND]");
        }
        String kind = fields.length == 4 ? fields[3].strip() : PerftTask.KIND;
        if (!kind.equals(PerftTask.KIND) && !kind.equals(SearchTask.KIND)) {
            throw new IllegalStateException(source + ": task kind '" + kind + "', expected " + PerftTask.KIND + " or "
                    + SearchTask.KIND);
        }
        String game = fields[0].strip();
        String position = fields[1].strip();
        String depthText = fields[2].strip();
        if (game.isEmpty() || position.isEmpty()) {
            throw new IllegalStateException(source + ": empty game or position field");
        }
        int depth;
        try {
            depth = depthText.chars().allMatch(c -> c >= '0' && c <= '9') ? Integer.parseInt(depthText) : -1;
        } catch (NumberFormatException e) {
            depth = -1;
        }
        if (kind.equals(SearchTask.KIND)) {
            if (depth < 1) {
                throw new IllegalStateException(source + ": depth '" + depthText + "', expected a number 1 or more");
            }
            return new SearchTask(game, position, depth, source);
        }
        if (depth < 0) {
            throw new IllegalStateException(source + ": depth '" + depthText + "', expected a number 0 or more");
        }
        return new PerftTask(game, position, depth, source);
    }
}
