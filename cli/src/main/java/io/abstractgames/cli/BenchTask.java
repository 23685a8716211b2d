package io.abstractgames.cli;

import io.abstractgames.core.Game;

/**
 * One deterministic piece of work of the {@code bench} suite, counted in nodes.
 *
 * <p>This is the extension point of {@code bench}. Today every task is a {@link PerftTask}. The
 * fixed-depth search of {@code spec/common.md} ("bench": "perft and a fixed-depth search") is a
 * second implementation: it runs the searcher of module {@code ai} to a fixed depth from the
 * task's position with a fresh transposition table and returns the searcher's node count. To add
 * it: implement this interface, give the suite file's lines a fourth field naming the kind of task
 * (no fourth field meaning perft), and create the task in {@link BenchSuite#parseLine}. {@link
 * BenchCommand} needs no change.
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
     * Runs the task.
     *
     * @param game the installed game whose id is {@link #gameId()}
     * @return the number of nodes visited, 0 or more; the same on every run
     * @throws io.abstractgames.core.NotationException if the task's position text is bad for the game
     */
    long run(Game game);
}
