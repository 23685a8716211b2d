package io.abstractgames.cli;

import io.abstractgames.ai.perft.ParallelPerft;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perft GAME DEPTH [--position TEXT] [--divide] [--threads T]} ({@code docs/rules/common.md},
 * "Command-line contract").
 *
 * <p>Standard output holds only the result: with {@code --divide} one line {@code MOVE: COUNT} per
 * legal move in generation order, each printed and flushed as soon as it is counted, then an empty
 * line; always, as the last line, {@code Nodes searched: N}. At depth 0 with {@code --divide} only
 * the empty line and {@code Nodes searched: 1} are printed. The elapsed time and the speed in nodes
 * per second go to standard error, and so does the progress of a count that runs for more than
 * 2 s while standard error is a terminal ({@link PerftProgress}). Counting uses ai's
 * {@link ParallelPerft} on {@code T} threads (default: the number of processors, at most
 * {@value #MAX_THREADS}), which splits the tree into a work queue of subtrees a few plies down and
 * counts each with core's {@link Perft} (bulk counting at the last ply); the count and the divide
 * lines are the same for every {@code T}. A depth beyond the position's
 * {@link Position#remainingPlyBound()} counts 0 at once.
 */
@Command(
        name = "perft",
        description = "Counts the leaf nodes of the game tree to DEPTH plies (perft).")
final class PerftCommand implements Callable<Integer> {

    /** The most threads {@code --threads} accepts. */
    static final int MAX_THREADS = 1024;

    @Spec
    private CommandSpec spec;

    private final boolean stderrTerminal;
    private final LongSupplier nanoClock;

    /**
     * Creates the verb.
     *
     * @param stderrTerminal whether standard error is a terminal (progress is shown only then)
     * @param nanoClock the clock of the progress line and the timing, in nanoseconds
     */
    PerftCommand(boolean stderrTerminal, LongSupplier nanoClock) {
        this.stderrTerminal = stderrTerminal;
        this.nanoClock = nanoClock;
    }

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. breakthrough (see the games verb).")
    private String gameId;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "Depth in plies, 0 or more.")
    private int depth;

    @Option(names = "--position", paramLabel = "TEXT", description = "Position text (default: the start position).")
    private String positionText;

    @Option(names = "--divide", description = "Also print every legal move with the perft after it.")
    private boolean divide;

    @Option(names = "--threads", paramLabel = "T",
            description = "Number of threads, 1 to " + MAX_THREADS + " (default: the number of processors).")
    private Integer threads;

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        if (depth < 0) {
            throw new NotationException("depth " + depth + ", expected 0 or more");
        }
        int t = threads == null ? Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()) : threads;
        if (t < 1 || t > MAX_THREADS) {
            throw new ParameterException(spec.commandLine(),
                    "--threads " + t + ", expected 1 to " + MAX_THREADS);
        }
        Position position = PositionText.parse(game, positionText);
        PrintWriter out = spec.commandLine().getOut();
        long start = nanoClock.getAsLong();
        long nodes;
        if ((divide || stderrTerminal) && depth > 0) {
            PerftProgress progress = new PerftProgress(spec.commandLine().getErr(), stderrTerminal, nanoClock);
            int total = rootMoves(position);
            int[] index = {0};
            long sum = 0;
            for (Perft.DivideEntry entry : ParallelPerft.divide(position, depth, t, entry -> {
                if (divide) {
                    progress.clear();
                    out.println(entry.move().text() + ": " + entry.nodes());
                    out.flush();
                }
                progress.counted(entry, index[0]++, total);
            })) {
                sum += entry.nodes();
            }
            nodes = sum;
            progress.clear();
        } else {
            nodes = ParallelPerft.perft(position, depth, t);
        }
        long elapsed = nanoClock.getAsLong() - start;
        if (divide) {
            out.println();
        }
        report(nodes, elapsed);
        out.println("Nodes searched: " + nodes);
        out.flush();
        return 0;
    }

    private static int rootMoves(Position position) {
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        return moves.size();
    }

    private void report(long nodes, long elapsed) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("perft " + gameId + " depth " + depth + ": " + Rates.seconds(elapsed) + ", "
                + Rates.perSecond(nodes, elapsed) + " nodes/s");
        err.flush();
    }
}
