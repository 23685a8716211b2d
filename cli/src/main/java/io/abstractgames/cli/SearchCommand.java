package io.abstractgames.cli;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Strategy;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code search GAME [--position TEXT] [--depth N | --time MS | --nodes N | --iterations N] [--level L]
 * [--strategy S] [--seed N] [--threads T]}: searches one position with the game's AI and prints its
 * progress.
 *
 * <p>Standard output: one line per completed iteration of iterative deepening,
 * {@code info depth D score S nodes N nps R pv M1 M2 ...} ({@link SearchResult#infoLine()}: S is
 * the score for the player to move, {@code win N} / {@code loss N} for a decided game N plies
 * away; with three players it is the mover's component), then {@code bestmove MOVE}. A search
 * that ends before its first iteration completes (a tiny node budget) prints only the
 * {@code bestmove} line. A summary goes to standard error: the level, the limits used and where
 * they come from ({@code the level's own} or {@code given}), the depth, nodes and time.
 *
 * <p>The search uses the level's configuration (default {@value #DEFAULT_LEVEL}: evaluation,
 * strategy, table, noise seeded by {@code --seed}) without the level's random moves, which would
 * leave nothing to show. Its limits are the level's own ({@link Level#limits()}, e.g. 2 plies for
 * {@code beginner}), unless {@code --depth}, {@code --nodes} or {@code --time} is given, which
 * replaces them (see {@link Level}, "Configuration and limits"). Without
 * {@code --position} it searches the position games against the level start from
 * ({@link Level#startText()}), normally the game's start. A finished position, a level the game
 * does not have, a game without an installed AI and a limit below 1 are bad input.
 *
 * <p>{@code --threads T} (default 1, at most {@link SearchConfig#MAX_THREADS}) searches with Lazy
 * SMP on {@code T} threads ({@link SearchConfig#threads()}): the info lines and the node count are
 * the main thread's, and the result then depends on the machine's scheduling. With one thread the
 * search is exactly reproducible.
 *
 * <p>{@code --strategy S} replaces the level's search strategy ({@code alpha-beta}, {@code paranoid},
 * {@code best-reply}, {@code max-n} or {@code mcts}: {@link Strategy}) and keeps the rest of its
 * configuration; {@code --iterations N} limits Monte Carlo tree search to {@code N} iterations. Only
 * MCTS counts iterations, so a search by another strategy whose only limit is an iteration count
 * (given, or the {@code mcts} level's own) is refused as bad input rather than run without end.
 */
@Command(
        name = "search",
        description = "Searches a position with the AI: one info line per completed depth, then bestmove.")
final class SearchCommand implements Callable<Integer> {

    /** The level used without {@code --level}. */
    static final String DEFAULT_LEVEL = Level.ADVANCED;

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. bashni (see the games verb).")
    private String gameId;

    @Option(names = "--position", paramLabel = "TEXT",
            description = "Position text (default: the start position of games against the level).")
    private String positionText;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    private Limit limit;

    @Option(names = "--level", paramLabel = "L", defaultValue = DEFAULT_LEVEL,
            description = "AI level whose configuration is used (default: ${DEFAULT-VALUE}).")
    private String levelName;

    @Option(names = "--strategy", paramLabel = "S",
            description = "Search strategy instead of the level's: alpha-beta, paranoid, best-reply, max-n or mcts.")
    private String strategyName;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the searcher's random source (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Search on T threads with Lazy SMP, 1 to " + SearchConfig.MAX_THREADS
                    + " (default: ${DEFAULT-VALUE}).")
    private int threads;

    /** The one limit option. */
    static final class Limit {
        @Option(names = "--depth", paramLabel = "N", required = true, description = "Search N plies deep.")
        private Integer depth;

        @Option(names = "--time", paramLabel = "MS", required = true,
                description = "Search for MS milliseconds.")
        private Long millis;

        @Option(names = "--nodes", paramLabel = "N", required = true, description = "Visit at most N nodes.")
        private Long nodes;

        @Option(names = "--iterations", paramLabel = "N", required = true,
                description = "Run at most N Monte Carlo iterations (with --strategy mcts or an MCTS level).")
        private Long iterations;
    }

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        GameAi ai = AiArgument.ai(game);
        Level level = AiArgument.level(game, levelName);
        SearchLimits limits = limit == null ? level.limits() : limits();
        Position position = positionText != null ? game.parsePosition(positionText)
                : AiArgument.startPosition(game, level);
        if (position.isOver()) {
            throw new NotationException("the position is already over (" + position.outcome().describe(game)
                    + "), there is nothing to search");
        }
        if (threads < 1 || threads > SearchConfig.MAX_THREADS) {
            throw new ParameterException(spec.commandLine(),
                    "--threads " + threads + ", expected 1 to " + SearchConfig.MAX_THREADS);
        }
        var config = level.config().toBuilder().limits(limits).randomMoveProbability(0).threads(threads);
        if (strategyName != null) {
            config.strategy(strategy());
        }
        SearchConfig built = config.build();
        if (built.strategy() != Strategy.MCTS && limits.limitsIterations() && !limits.limitsDepth()
                && !limits.limitsNodes() && !limits.limitsTime()) {
            // Only MCTS counts iterations: any other strategy would search without a limit.
            if (limit != null) {
                throw new ParameterException(spec.commandLine(), "--iterations limits Monte Carlo tree search, and level "
                        + level.name() + " searches with " + strategyName(built.strategy())
                        + ": add --strategy mcts, or limit the search by --depth, --nodes or --time");
            }
            throw new ParameterException(spec.commandLine(), "level " + level.name() + " is limited by iterations, which "
                    + "only Monte Carlo tree search counts: with --strategy " + strategyName(built.strategy())
                    + " limit the search by --depth, --nodes or --time");
        }
        Level searched = level.withConfig(built);
        Searcher searcher = ai.newSearcher(game, searched, seed);
        PrintWriter out = spec.commandLine().getOut();
        searcher.setListener(progress -> {
            out.println(progress.infoLine());
            out.flush();
        });
        SearchResult result = searcher.search(position);
        out.println("bestmove " + result.bestMoveText());
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.println("search " + game.id() + ": level " + level.name()
                + (threads > 1 ? ", " + threads + " threads" : "") + ", limits " + limits
                + (limit == null ? " (the level's own)" : " (given)") + ": depth " + result.depth()
                + ", " + result.nodes() + " nodes, " + result.timeMillis() + " ms, " + result.nodesPerSecond()
                + " nodes/s");
        err.flush();
        return 0;
    }

    /** The limits of the limit option given. */
    private SearchLimits limits() {
        if (limit.depth != null) {
            if (limit.depth < 1 || limit.depth > SearchLimits.MAX_DEPTH) {
                throw new ParameterException(spec.commandLine(),
                        "--depth " + limit.depth + ", expected 1 to " + SearchLimits.MAX_DEPTH + " plies");
            }
            return SearchLimits.depth(limit.depth);
        }
        if (limit.millis != null) {
            if (limit.millis < 1) {
                throw new ParameterException(spec.commandLine(),
                        "--time " + limit.millis + ", expected 1 millisecond or more");
            }
            return SearchLimits.timeMillis(limit.millis);
        }
        if (limit.iterations != null) {
            if (limit.iterations < 1) {
                throw new ParameterException(spec.commandLine(), "--iterations " + limit.iterations + ", expected 1 or more");
            }
            return SearchLimits.iterations(limit.iterations);
        }
        if (limit.nodes < 1) {
            throw new ParameterException(spec.commandLine(), "--nodes " + limit.nodes + ", expected 1 or more");
        }
        return SearchLimits.nodes(limit.nodes);
    }

    /** The strategy named by {@code --strategy}: an enum constant in lower case, '-' for '_'. */
    private Strategy strategy() {
        for (Strategy s : Strategy.values()) {
            if (strategyName(s).equals(strategyName)) {
                return s;
            }
        }
        throw new ParameterException(spec.commandLine(), "--strategy '" + strategyName + "', expected one of "
                + String.join(", ", Arrays.stream(Strategy.values()).map(SearchCommand::strategyName).toList()));
    }

    private static String strategyName(Strategy s) {
        return s.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
