package io.abstractgames.cli;

import io.abstractgames.core.Game;
import java.util.Optional;

/**
 * One deterministic piece of work of the {@code bench} suite, counted in nodes.
 *
 * <p>This is the extension point of {@code bench}. There are two kinds of task, named by the
 * optional fourth field of a suite line ({@link BenchSuite}): {@link PerftTask} ({@code perft}, the
 * default) and {@link SearchTask} ({@code search}, the fixed-depth search of {@code
 * docs/rules/common.md}, "bench": "perft and a fixed-depth search"). To add a kind: implement this
 * interface and create the task in {@link BenchSuite#parseLine}; {@link BenchCommand} needs no
 * change.
 *
 * <p>The count must depend only on the game engine and the task, never on time or on the machine,
 * so that the suite's total is a signature of behaviour.
 */
public interface BenchTask {

    /**
     * The id of the game this task runs on, e.g. {@code breakthrough}.
     *
     * @return the game id
     */
    String gameId();

    /**
     * Where the task was defined, for messages, e.g. {@code bench-suite.txt line 7}.
     *
     * @return the source and line
     */
    String source();

    /**
     * Why the task cannot run with what is installed, e.g. a search task of a game whose AI is
     * not installed. {@code bench} skips such a task with a note on standard error.
     *
     * @param game the installed game whose id is {@link #gameId()}
     * @return the reason, or empty when the task can run (the default)
     */
    default Optional<String> unavailable(Game game) {
        return Optional.empty();
    }

    /**
     * Runs the task.
     *
     * @param game the installed game whose id is {@link #gameId()}
     * @return the number of nodes visited, 0 or more; the same on every run
     * @throws io.abstractgames.core.NotationException if the task's position text is bad for the game
     */
    long run(Game game);
}
