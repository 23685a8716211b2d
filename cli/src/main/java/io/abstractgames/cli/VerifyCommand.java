package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.LineProtocolEngine;
import io.abstractgames.testkit.LineProtocolEngine.EngineFailureException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code verify GAME --engine "COMMAND" [--games N] [--plies N] [--seed N] [--position TEXT]
 * [--timeout MS]}: differential testing of another engine against the project's.
 *
 * <p>Starts {@code COMMAND} with {@code sh -c}, speaking the line protocol of
 * {@link LineProtocolEngine} on its standard input and output, and walks random games with the
 * verification kit's {@link DifferentialChecker}: at every position the two move sets are compared
 * (and the positions after the move played, when the program answers {@code after}).
 *
 * <p>Standard output: on agreement one line {@code agreed on N games (seed S)}, exit status 0. On
 * the first disagreement, shrunk to a short line of moves, a reproducible case, exit status
 * {@value #DISAGREEMENT}:
 *
 * <pre>
 * disagreement
 * start: bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w
 * moves: h2-g3 h7-g6 g3-h4 g6-h5
 * position: bbbbbbbb/bbbbbbb1/8/7b/7w/8/wwwwwww1/wwwwwwww w
 * result: game in progress
 * only ours: (none)
 * only theirs: h4xh5
 * </pre>
 *
 * (a line {@code listed twice by theirs: MOVE ...} follows when the program lists a move twice).
 *
 * <p>A program that cannot be started, ends before answering, does not answer within the timeout,
 * or breaks the protocol (a reply that is not move text, an empty {@code after} reply, a line
 * longer than {@link LineProtocolEngine#MAX_LINE}, a line it was not asked for) is bad input: one
 * line naming the engine, the request and the offending line, each quoted short and printable
 * ({@link io.abstractgames.core.TextFields#quote}), exit status 2. These are faults of the
 * program, never rule disagreements.
 */
@Command(
        name = "verify",
        description = "Compares another engine's legal moves with this project's on random games.",
        footer = {"", "Protocol: the program reads 'moves POSITION' and answers its legal moves on one line,",
            "separated by spaces; it may answer 'after POSITION ; MOVE' with the position after the move,",
            "or '?'; 'quit' ends it. One reply line per request, nothing else.",
            "Exit status: 0 agreed, 3 disagreement found, 2 bad input or a broken protocol."})
final class VerifyCommand implements Callable<Integer> {

    /** The exit status when the engines disagree. */
    static final int DISAGREEMENT = 3;

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. konane (see the games verb).")
    private String gameId;

    @Option(names = "--engine", paramLabel = "COMMAND", required = true,
            description = "The other engine's command line, run with sh -c.")
    private String engine;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "Number of random games, 1 or more (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--plies", paramLabel = "N", defaultValue = "300",
            description = "Longest game in plies, 1 or more (default: ${DEFAULT-VALUE}).")
    private int plies;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the random move choices (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--position", paramLabel = "TEXT", description = "Position text games start from (default: the start position).")
    private String positionText;

    @Option(names = "--timeout", paramLabel = "MS", defaultValue = "10000",
            description = "How long to wait for each answer, in milliseconds (default: ${DEFAULT-VALUE}).")
    private long timeoutMillis;

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games " + games + ", expected 1 or more");
        }
        if (plies < 1) {
            throw new ParameterException(spec.commandLine(), "--plies " + plies + ", expected 1 or more");
        }
        if (engine.isBlank()) {
            throw new ParameterException(spec.commandLine(), "--engine: empty command, expected the other engine's command line");
        }
        if (timeoutMillis < 1) {
            throw new ParameterException(spec.commandLine(), "--timeout " + timeoutMillis + ", expected 1 or more milliseconds");
        }
        String start = PositionText.parse(game, positionText).toText();
        Optional<Disagreement> found;
        try (LineProtocolEngine other = new LineProtocolEngine(List.of("sh", "-c", engine), Duration.ofMillis(timeoutMillis), game)) {
            found = new DifferentialChecker(game, other, start).check(seed, games, plies);
        } catch (EngineFailureException | UncheckedIOException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (found.isEmpty()) {
            out.println("agreed on " + games + (games == 1 ? " game" : " games") + " (seed " + seed + ")");
            out.flush();
            return 0;
        }
        out.println("disagreement");
        out.print(found.get().describe());
        out.flush();
        return DISAGREEMENT;
    }
}
