package io.abstractgames.spark;

import io.abstractgames.ai.match.MatchReport;
import io.abstractgames.ai.match.MatchResult;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.record.GameRecords;
import io.abstractgames.core.record.RecordFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The command line of the Spark jobs ({@code docs/scale.md}): {@code perft} and {@code match},
 * run in local mode by {@code bin/abstract-games-spark} or on a cluster by {@code spark-submit}.
 *
 * <p>Standard output holds the results only ({@code Nodes searched: N} for perft, as the
 * single-machine {@code perft} prints it, and for match the summary of {@link MatchReport}); Spark's
 * own log goes to standard error. Bad input prints one line on standard error, starting with the
 * job's name as the single-machine verbs' lines do ({@code perft: unknown game 'chess', ...}), and
 * exits with status 2; numbers are ASCII digits only ({@link TextFields#wholeNumber}). An argument
 * that starts with {@code @} is taken as it is written, not as a file of more arguments.
 */
@Command(name = "abstract-games-spark", mixinStandardHelpOptions = true,
        description = "Distributed perft and matches on Apache Spark.",
        subcommands = {SparkMain.PerftJob.class, SparkMain.MatchJob.class})
public final class SparkMain implements Callable<Integer> {

    /** The exit status for bad input. */
    static final int BAD_INPUT = 2;

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the arguments, e.g. {@code perft breakthrough 6 --split 2}
     */
    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args));
    }

    /**
     * Runs the command line with the given streams.
     *
     * @param out standard output
     * @param err standard error
     * @param args the arguments
     * @return the exit status: 0 on success, 2 for bad input, 1 for a fault of the program
     */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = new CommandLine(new SparkMain());
        commandLine.setOut(out).setErr(err);
        // An argument that starts with @ is itself, not the name of a file of more arguments.
        commandLine.setExpandAtFiles(false);
        commandLine.registerConverter(Integer.class, SparkMain::readInt);
        commandLine.registerConverter(Integer.TYPE, SparkMain::readInt);
        commandLine.registerConverter(Long.class, SparkMain::readLong);
        commandLine.registerConverter(Long.TYPE, SparkMain::readLong);
        commandLine.setParameterExceptionHandler((ex, a) -> {
            String message = ex.getMessage();
            if (message != null && message.startsWith("Error: ")) {
                message = message.substring("Error: ".length());
            }
            err.println(withJob(ex.getCommandLine(), message));
            return BAD_INPUT;
        });
        commandLine.setExecutionExceptionHandler((ex, cl, parsed) -> {
            if (ex instanceof NotationException || ex instanceof IllegalArgumentException) {
                err.println(withJob(cl, ex.getMessage()));
                return BAD_INPUT;
            }
            err.println("internal error: " + ex);
            return 1;
        });
        return commandLine.execute(args);
    }

    /**
     * A message on one printable line (line breaks become spaces, other control characters are
     * escaped) after the job's name and a colon (none for the command itself).
     */
    private static String withJob(CommandLine commandLine, String message) {
        String text = message == null || message.isBlank() ? "unknown error"
                : TextFields.escape(message.strip().replaceAll("\\s*\\R\\s*", " "));
        if (commandLine.getParent() == null) {
            return text;
        }
        String job = commandLine.getCommandName() + ": ";
        return text.startsWith(job) ? text : job + text;
    }

    private static int readInt(String text) {
        return (int) readNumber(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    private static long readLong(String text) {
        return readNumber(text, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static long readNumber(String text, long min, long max) {
        try {
            return TextFields.wholeNumber(text, min, max);
        } catch (NotationException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    @Override
    public Integer call() {
        new CommandLine(this).usage(System.err);
        return BAD_INPUT;
    }

    /** Options every job takes: where Spark runs and how many partitions to use. */
    static class SparkOptions {
        @Option(names = "--master", paramLabel = "URL",
                description = "Spark master (default: the one spark-submit set, else local[*]).")
        String master;

        @Option(names = "--partitions", paramLabel = "N",
                description = "Number of partitions (tasks); default: Spark's default parallelism times 4.")
        Integer partitions;

        /**
         * The master URLs the jobs start with themselves: local mode ({@code local},
         * {@code local[N]}, {@code local[*]}, {@code local[N, F]}, {@code local-cluster[N, C, M]},
         * N at least 1) and a standalone cluster ({@code spark://}). YARN and Kubernetes need
         * Spark's own libraries for them, which {@code spark-submit} brings: there the master is
         * its option, not this one.
         */
        private static final Pattern MASTER = Pattern.compile("local(\\[(\\*|[1-9][0-9]*)(\\s*,\\s*[0-9]+)?])?"
                + "|local-cluster\\[\\s*[1-9][0-9]*\\s*,\\s*[1-9][0-9]*\\s*,\\s*[1-9][0-9]*\\s*]|spark://.+");

        /** Whether the text is a master URL the jobs can start with ({@link #MASTER}). */
        static boolean isMasterUrl(String text) {
            return MASTER.matcher(text).matches();
        }

        /** Checks the options before any work: the master URL and the partitions. */
        void check() {
            if (partitions != null && partitions < 1) {
                throw new IllegalArgumentException("--partitions " + partitions + ", expected 1 or more");
            }
            if (master != null && !isMasterUrl(master)) {
                throw new IllegalArgumentException("--master '" + master + "': expected local, local[N], local[*], "
                        + "local[N, F], local-cluster[N, C, M] or spark://HOST:PORT"
                        + " (for YARN or Kubernetes, give the master to spark-submit)");
            }
        }

        JavaSparkContext start(String appName) {
            check();
            SparkConf conf = new SparkConf().setAppName(appName);
            if (master != null) {
                conf.setMaster(master);
            } else if (!conf.contains("spark.master")) {
                conf.setMaster("local[*]");
            }
            conf.setIfMissing("spark.ui.enabled", "false");
            if (conf.get("spark.master").startsWith("local")) {
                // Local mode talks to itself only: stay on the loopback address.
                conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
                conf.setIfMissing("spark.driver.host", "127.0.0.1");
            }
            JavaSparkContext spark = new JavaSparkContext(conf);
            spark.setLogLevel("WARN");
            return spark;
        }

        /** The partitions to use: {@code --partitions} ({@link #check()}ed when Spark started), else the default. */
        int partitions(JavaSparkContext spark) {
            return partitions != null ? partitions : Math.max(1, spark.defaultParallelism() * 4);
        }
    }

    /** {@code perft GAME DEPTH}: distributed perft. */
    @Command(name = "perft", mixinStandardHelpOptions = true,
            description = "Counts the leaf nodes DEPTH plies below a position, subtrees spread over Spark tasks.")
    static final class PerftJob implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "GAME", description = "Game id.")
        String game;

        @Parameters(index = "1", paramLabel = "DEPTH", description = "Depth in plies.")
        int depth;

        @Option(names = "--position", paramLabel = "TEXT", description = "Position text (default: the start).")
        String position;

        @Option(names = "--split", paramLabel = "D",
                description = "Plies the driver expands into subtrees (default: min(3, DEPTH)).")
        Integer split;

        @CommandLine.Mixin
        SparkOptions spark = new SparkOptions();

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            var g = io.abstractgames.core.Games.byId(game);
            String text = position == null ? g.startText() : g.parsePosition(position).toText();
            int splitDepth = split == null ? Math.min(3, Math.max(depth, 0)) : split;
            long started = System.nanoTime();
            try (JavaSparkContext context = spark.start("abstract-games perft " + game + " " + depth)) {
                long nodes = SparkPerft.perft(context, game, text, depth, splitDepth, spark.partitions(context));
                double seconds = (System.nanoTime() - started) / 1e9;
                spec.commandLine().getErr().printf(Locale.ROOT, "Time: %.3f s%n", seconds);
                spec.commandLine().getOut().println("Nodes searched: " + nodes);
            }
            return 0;
        }
    }

    /** {@code match GAME --a LEVEL --b LEVEL --games N}: a distributed match. */
    @Command(name = "match", mixinStandardHelpOptions = true,
            description = "Plays level A against level B, the games spread over Spark tasks by seed.")
    static final class MatchJob implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "GAME", description = "Game id.")
        String game;

        @Option(names = "--a", required = true, paramLabel = "LEVEL", description = "Level A.")
        String a;

        @Option(names = "--b", required = true, paramLabel = "LEVEL", description = "Level B.")
        String b;

        @Option(names = "--games", required = true, paramLabel = "N", description = "Number of games.")
        int games;

        @Option(names = "--seed", paramLabel = "S", description = "The match's seed (default: 1).")
        long seed = 1;

        @Option(names = "--openings", paramLabel = "K",
                description = "Start each pair of games (seats swapped) with the same K random plies (default: 0).")
        int openings;

        @Option(names = "--records", paramLabel = "FILE", description = "Write every game's record to FILE.")
        Path records;

        @CommandLine.Mixin
        SparkOptions spark = new SparkOptions();

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            if (games < 1) {
                throw new IllegalArgumentException("--games " + games + ", expected 1 or more");
            }
            spark.check();
            SparkMatch.match(game, a, b, games, seed, openings);
            try (Writer recordFile = open()) {
                MatchResult result;
                try (JavaSparkContext context = spark.start("abstract-games match " + game)) {
                    result = SparkMatch.run(context, game, a, b, games, seed, openings, spark.partitions(context));
                }
                PrintWriter out = spec.commandLine().getOut();
                out.print(MatchReport.format(result, OptionalLong.empty()));
                out.flush();
                if (recordFile != null) {
                    RecordFiles.write(recordFile, GameRecords.format(result.records()), records, "--records");
                }
            }
            return 0;
        }

        /** Opens the records file before the match, so that a bad path is reported at once. */
        private Writer open() {
            return records == null ? null : RecordFiles.create(records, "--records");
        }
    }
}
