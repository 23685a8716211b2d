package io.abstractgames.cli;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.match.Entrant;
import io.abstractgames.ai.match.GameResult;
import io.abstractgames.ai.match.Match;
import io.abstractgames.ai.match.MatchReport;
import io.abstractgames.ai.match.MatchResult;
import io.abstractgames.ai.match.MatchRunner;
import io.abstractgames.core.Game;
import io.abstractgames.core.record.GameRecords;
import io.abstractgames.core.record.RecordFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code match GAME --a LEVEL --b LEVEL --games N [--time MS] [--openings K] [--threads T]
 * [--a-threads N] [--b-threads N] [--a-uct C] [--b-uct C] [--seed S] [--records FILE]}: a series of
 * AI-versus-AI games, run by ai's {@link MatchRunner} on {@code T} threads (default: one per
 * available processor).
 *
 * <p>{@code --a-threads N} and {@code --b-threads N} (default 1) make an entrant search each move
 * on {@code N} threads with Lazy SMP ({@link io.abstractgames.ai.SearchConfig#threads()}); the
 * entrant is then named {@code LEVEL-Nthreads}. To compare thread counts at equal time, use
 * {@code --time} and {@code --threads 1}, so that the games do not compete for the processors.
 *
 * <p>{@code --a-uct C} and {@code --b-uct C} replace the UCT exploration constant of an entrant
 * whose level searches by MCTS ({@link io.abstractgames.ai.MctsSettings#withExploration}); the
 * entrant is then named {@code LEVEL-cC}, e.g. {@code mcts-c0.35}, so that the records of
 * different constants are rated apart. This is how the MCTS levels' constants are tuned
 * ({@code docs/levels.md}).
 *
 * <p>Each entrant searches with its level's own limits ({@link io.abstractgames.ai.Level#limits()});
 * {@code --time MS} replaces both entrants' limits by {@code MS} milliseconds per move
 * ({@link io.abstractgames.ai.Level#withLimits}), so that configurations can be compared at equal
 * time (the games then depend on the machine's speed).
 *
 * <p>Seats: with two players A and B alternate (A moves first in odd-numbered games); with three,
 * A plays one seat against B in the other two, going round the seats. Game {@code i} has its own
 * seed derived from {@code S} (default 1) and {@code i}, so the results do not depend on {@code T}
 * (with levels limited by depth or nodes). The games start from the position a level names
 * ({@link io.abstractgames.ai.Level#startText()}), else the game's start. With {@code --openings K}
 * each pair of games (each group of three with three players, going round the seats) starts with
 * the same {@code K} seeded, uniformly random plies ({@link Match#withOpenings}), so that
 * deterministic levels do not replay one game; the first line then ends with
 * {@code , K random opening plies}.
 *
 * <p>Standard output (the same for any {@code T}) is the summary of {@link MatchReport} (its lines
 * are shown there), with {@code , MS ms per move} at the end of the first line when {@code --time} is given. Progress (one
 * line per finished game, in the order they finish) and the elapsed time go to standard error.
 * With {@code --records FILE} the records of all games, in game order, are written to the file
 * (format: {@link io.abstractgames.core.record}), and once it is written and closed standard error
 * says so ({@code match GAME: N records written to FILE}). A file that cannot be opened is bad
 * input before the first game; one that cannot be written or closed (a full disk) is bad input
 * after the summary: one line, {@code match: --records FILE: cannot write the file (No space left
 * on device)}, exit status 2.
 */
@Command(
        name = "match",
        description = "Plays AI against AI: N games of level A against level B on all cores, with statistics.")
final class MatchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. diamond3 (see the games verb).")
    private String gameId;

    @Option(names = "--a", paramLabel = "LEVEL", required = true, description = "Level of entrant A.")
    private String levelA;

    @Option(names = "--b", paramLabel = "LEVEL", required = true, description = "Level of entrant B.")
    private String levelB;

    @Option(names = "--games", paramLabel = "N", required = true, description = "Number of games, 1 or more.")
    private int games;

    @Option(names = "--time", paramLabel = "MS",
            description = "Search MS milliseconds per move, for both entrants (default: each level's own limits).")
    private Long millis;

    @Option(names = "--openings", paramLabel = "K", defaultValue = "0",
            description = "Start each pair of games (seats swapped) with the same K random plies (default: ${DEFAULT-VALUE}).")
    private int openings;

    @Option(names = "--threads", paramLabel = "T",
            description = "Number of threads (default: the number of processors).")
    private Integer threads;

    @Option(names = "--a-threads", paramLabel = "N", defaultValue = "1",
            description = "Entrant A searches on N threads (Lazy SMP; default: ${DEFAULT-VALUE}).")
    private int threadsA;

    @Option(names = "--b-threads", paramLabel = "N", defaultValue = "1",
            description = "Entrant B searches on N threads (Lazy SMP; default: ${DEFAULT-VALUE}).")
    private int threadsB;

    @Option(names = "--a-uct", paramLabel = "C",
            description = "UCT exploration constant of entrant A, an MCTS level (default: the level's).")
    private Double uctA;

    @Option(names = "--b-uct", paramLabel = "C",
            description = "UCT exploration constant of entrant B, an MCTS level (default: the level's).")
    private Double uctB;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the match (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--records", paramLabel = "FILE", description = "Write the records of the games to FILE.")
    private Path records;

    @Override
    public Integer call() throws IOException {
        Game game = GameArgument.find(gameId);
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games " + games + ", expected 1 or more");
        }
        int t = threads == null ? MatchRunner.defaultThreads() : threads;
        if (t < 1) {
            throw new ParameterException(spec.commandLine(), "--threads " + t + ", expected 1 or more");
        }
        if (millis != null && millis < 1) {
            throw new ParameterException(spec.commandLine(), "--time " + millis + ", expected 1 millisecond or more");
        }
        Entrant a = entrant(game, levelA, threadsA, "--a-threads", uctA, "--a-uct");
        Entrant b = entrant(game, levelB, threadsB, "--b-threads", uctB, "--b-uct");
        Match match;
        try {
            match = Match.of(game, a, b, games, seed).withOpenings(openings);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        try (Writer recordFile = open()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("match " + match + ", " + t + (t == 1 ? " thread" : " threads"));
            err.flush();
            long start = System.nanoTime();
            MatchResult result = MatchRunner.run(match, t, (r, finished, total) -> progress(match, r, finished, total));
            err.println("match " + game.id() + ": " + Rates.seconds(System.nanoTime() - start));
            err.flush();
            PrintWriter out = spec.commandLine().getOut();
            out.print(MatchReport.format(result, millis == null ? OptionalLong.empty() : OptionalLong.of(millis)));
            out.flush();
            if (recordFile != null) {
                RecordFiles.write(recordFile, GameRecords.format(result.records()), records, "--records");
                err.println("match " + game.id() + ": " + games + (games == 1 ? " record" : " records")
                        + " written to " + records);
                err.flush();
            }
        }
        return 0;
    }

    /** An entrant at a level, with its limits replaced by {@code --time} when given. */
    private Entrant entrant(Game game, String levelName, int searchThreads, String option, Double uct,
            String uctOption) {
        if (searchThreads < 1 || searchThreads > SearchConfig.MAX_THREADS) {
            throw new ParameterException(spec.commandLine(),
                    option + " " + searchThreads + ", expected 1 to " + SearchConfig.MAX_THREADS);
        }
        Entrant entrant = AiArgument.entrant(game, levelName);
        if (millis == null && searchThreads == 1 && uct == null) {
            return entrant;
        }
        Level level = entrant.level();
        String name = entrant.name();
        if (uct != null) {
            if (!(uct > 0) || Double.isInfinite(uct)) {
                throw new ParameterException(spec.commandLine(), uctOption + " " + AsciiNumbers.text(uct)
                        + ", expected a number more than 0");
            }
            if (level.config().strategy() != Strategy.MCTS) {
                throw new ParameterException(spec.commandLine(), uctOption + ": level " + level.name()
                        + " does not search by MCTS");
            }
            level = level.withConfig(level.config().toBuilder()
                    .mcts(level.config().mcts().withExploration(uct)).build());
            name += "-c" + AsciiNumbers.text(uct);
        }
        if (millis != null) {
            level = level.withLimits(SearchLimits.timeMillis(millis));
        }
        if (searchThreads > 1) {
            level = level.withConfig(level.config().toBuilder().threads(searchThreads).build());
            name += "-" + searchThreads + "threads";
        }
        return new Entrant(name, level, Entrant.of(game, level).searchers());
    }

    /** Opens the records file before the match, so that a bad path is reported at once. */
    private Writer open() {
        return records == null ? null : RecordFiles.create(records, "--records");
    }

    private void progress(Match match, GameResult r, int finished, int total) {
        Game game = match.game();
        PrintWriter err = spec.commandLine().getErr();
        err.println("game " + (r.index() + 1) + " (" + finished + "/" + total + "): " + match.a().name() + " (A) as "
                + game.sideName(r.seatOfA()) + ", " + r.outcome().describe(game) + ", " + r.plies()
                + (r.plies() == 1 ? " ply" : " plies"));
        err.flush();
    }
}
