package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.NotationException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench}: runs a fixed {@link BenchSuite} on every installed game ({@code docs/rules/common.md},
 * "Command-line contract").
 *
 * <p>Standard output: per game that has tasks in the suite, one line {@code GAME: N nodes, T s, R
 * nodes/s}, in the order of {@link Games#all()}; then {@code Total: T s, R nodes/s}; last, {@code
 * Nodes searched: N} with the total node count, a signature that changes only when behaviour
 * changes. Suite tasks for games that are not installed, or that cannot run with what is installed
 * ({@link BenchTask#unavailable}, e.g. a search without the game's AI), are skipped with a note on
 * standard error.
 */
@Command(
        name = "bench",
        description = "Runs the fixed benchmark suite; the last line, Nodes searched, is a signature of behaviour.")
final class BenchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    private final BenchSuite suite;

    BenchCommand(BenchSuite suite) {
        this.suite = suite;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<BenchTask> tasks = suite.tasks();
        List<Game> games = Games.all();
        List<BenchTask> runnable = new ArrayList<>();
        for (BenchTask task : tasks) {
            Optional<Game> game = games.stream().filter(g -> g.id().equals(task.gameId())).findFirst();
            Optional<String> unavailable = game.isEmpty()
                    ? Optional.of("game '" + task.gameId() + "' is not installed") : task.unavailable(game.get());
            if (unavailable.isPresent()) {
                err.println("bench: " + unavailable.get() + ", skipped (" + task.source() + ")");
            } else {
                runnable.add(task);
            }
        }
        err.flush();
        long totalNodes = 0;
        long totalNanos = 0;
        for (Game game : games) {
            long nodes = 0;
            long nanos = 0;
            boolean any = false;
            for (BenchTask task : runnable) {
                if (task.gameId().equals(game.id())) {
                    any = true;
                    long start = System.nanoTime();
                    nodes += run(task, game);
                    nanos += System.nanoTime() - start;
                }
            }
            if (any) {
                out.println(game.id() + ": " + nodes + " nodes, " + Rates.seconds(nanos) + ", "
                        + Rates.perSecond(nodes, nanos) + " nodes/s");
                out.flush();
                totalNodes += nodes;
                totalNanos += nanos;
            }
        }
        out.println("Total: " + Rates.seconds(totalNanos) + ", " + Rates.perSecond(totalNodes, totalNanos) + " nodes/s");
        out.println("Nodes searched: " + totalNodes);
        out.flush();
        return 0;
    }

    /** Runs a task; bad position text in the suite is a fault of the program, not bad input. */
    private static long run(BenchTask task, Game game) {
        try {
            return task.run(game);
        } catch (NotationException e) {
            throw new IllegalStateException(task.source() + ": " + e.getMessage(), e);
        }
    }
}
