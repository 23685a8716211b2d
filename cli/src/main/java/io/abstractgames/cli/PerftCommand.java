package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perft GAME DEPTH [--position TEXT] [--divide]} ({@code docs/rules/common.md},
 * "Command-line contract").
 *
 * <p>Standard output holds only the result: with {@code --divide} one line {@code MOVE: COUNT} per
 * legal move in generation order, then an empty line; always, as the last line, {@code Nodes
 * searched: N}. At depth 0 with {@code --divide} only the empty line and {@code Nodes searched: 1}
 * are printed. The elapsed time and the speed in nodes per second go to standard error. Counting
 * uses core's {@link Perft} with bulk counting at the last ply.
 */
@Command(
        name = "perft",
        description = "Counts the leaf nodes of the game tree to DEPTH plies (perft).")
final class PerftCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

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

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        if (depth < 0) {
            throw new NotationException("depth " + depth + ", expected 0 or more");
        }
        Position position = PositionText.parse(game, positionText);
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long nodes;
        if (divide) {
            List<Perft.DivideEntry> entries = Perft.divide(position, depth);
            long elapsed = System.nanoTime() - start;
            nodes = depth == 0 ? 1 : 0;
            for (Perft.DivideEntry entry : entries) {
                out.println(entry.move().text() + ": " + entry.nodes());
                nodes += entry.nodes();
            }
            out.println();
            report(nodes, elapsed);
        } else {
            nodes = Perft.perft(position, depth);
            report(nodes, System.nanoTime() - start);
        }
        out.println("Nodes searched: " + nodes);
        out.flush();
        return 0;
    }

    private void report(long nodes, long elapsed) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("perft " + gameId + " depth " + depth + ": " + Rates.seconds(elapsed) + ", "
                + Rates.perSecond(nodes, elapsed) + " nodes/s");
        err.flush();
    }
}
