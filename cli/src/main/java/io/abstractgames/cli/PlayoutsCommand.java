package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Playout;
import io.abstractgames.core.Position;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code playouts GAME [--seconds S] [--seed N] [--position TEXT]} ({@code docs/rules/common.md},
 * "Command-line contract").
 *
 * <p>Plays random games with core's {@link Playout} (each move drawn uniformly among the distinct
 * legal moves) from the position, one after another on one thread, until {@code S} seconds have
 * passed (the clock is read after each game, so the last game is always finished). The draws come
 * from one {@link SplittableRandom} seeded with {@code N}: the same seed gives the same sequence
 * of games.
 *
 * <p>Standard output, one item per line:
 *
 * <pre>
 * Playouts per second: 8123.4
 * Moves per second: 412345
 * Average length: 50.76 plies
 * White wins: 20312 (50.01%)
 * Black wins: 20304 (49.99%)
 * Draws: 0 (0.00%)
 * Playouts: 40616
 * </pre>
 *
 * with one {@code wins} line per player, named by the side's name, in player order. The seed and
 * the elapsed time go to standard error. A position whose game is already over, and {@code
 * --seconds} of 0 or less, are bad input.
 */
@Command(
        name = "playouts",
        description = "Plays uniformly random games for a while and reports their speed and results.")
final class PlayoutsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. konane (see the games verb).")
    private String gameId;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
            description = "How long to play, in seconds, more than 0 (default: ${DEFAULT-VALUE}).")
    private double seconds;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the random generator (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--position", paramLabel = "TEXT", description = "Position text (default: the start position).")
    private String positionText;

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        if (Double.isInfinite(seconds)) {
            throw new ParameterException(spec.commandLine(), "--seconds: too " + (seconds > 0 ? "large" : "small") + " a number");
        }
        if (!(seconds > 0)) {
            throw new ParameterException(spec.commandLine(),
                    "--seconds " + AsciiNumbers.text(seconds) + ", expected a number of seconds more than 0");
        }
        Position position = PositionText.parse(game, positionText);
        if (position.isOver()) {
            throw new NotationException("the position is already over (" + position.outcome().describe(game)
                    + "), playouts need a game in progress");
        }
        int players = game.playerCount();
        long[] wins = new long[players];
        long draws = 0;
        long games = 0;
        long plies = 0;
        Playout playout = new Playout();
        SplittableRandom random = new SplittableRandom(seed);
        long budget = (long) Math.min(Long.MAX_VALUE / 2.0, seconds * 1e9);
        long start = System.nanoTime();
        long elapsed;
        do {
            plies += playout.run(position, random);
            Outcome outcome = playout.outcome();
            if (outcome.isWin()) {
                wins[outcome.winner()]++;
            } else {
                draws++;
            }
            games++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);

        PrintWriter out = spec.commandLine().getOut();
        out.println("Playouts per second: " + String.format(Locale.ROOT, "%.1f", games * 1e9 / elapsed));
        out.println("Moves per second: " + Rates.perSecond(plies, elapsed));
        out.println("Average length: " + String.format(Locale.ROOT, "%.2f", (double) plies / games) + " plies");
        for (int p = 0; p < players; p++) {
            out.println(game.sideName(p) + " wins: " + share(wins[p], games));
        }
        out.println("Draws: " + share(draws, games));
        out.println("Playouts: " + games);
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.println("playouts " + game.id() + ": seed " + seed + ", " + Rates.seconds(elapsed));
        err.flush();
        return 0;
    }

    private static String share(long count, long total) {
        return count + String.format(Locale.ROOT, " (%.2f%%)", 100.0 * count / total);
    }
}
