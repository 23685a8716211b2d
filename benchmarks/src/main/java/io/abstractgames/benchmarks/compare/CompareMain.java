package io.abstractgames.benchmarks.compare;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Compares two builds by their JMH benchmarks ({@code docs/benchmarks.md}). Each build is a
 * benchmark jar or a commit of the repository, which is built in a clone of its own
 * ({@link CommitBuild}). The chosen benchmarks run one fork at a time, A then B, {@code --pairs}
 * times; each line of the report gives a measurement's median scores, the median speed ratio
 * B / A of the pairs with its 95% bootstrap interval, the range of the pair ratios, each build's
 * fork-to-fork spread and the verdict ({@link Ratio#verdict()}). The load average before and
 * after is printed with the processors this process may use.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.abstractgames.benchmarks.compare.CompareMain
 * --a main --b HEAD -- PlayoutBenchmark -p game=breakthrough -p position=start}. Exit status 0 when
 * every fork ran (whatever the verdicts), 1 when a build or a fork failed, 2 for bad arguments;
 * a failure is one line on standard error.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Runs JMH benchmarks of two builds in turns (A B A B ...) and prints each speed ratio B/A with its interval.")
public final class CompareMain implements Callable<Integer> {

    private static final Set<String> RESERVED = Set.of("-f", "-rf", "-rff", "-o", "-h", "-l", "-lp", "-lrf", "-lprof");

    @Option(names = "--a", required = true, paramLabel = "BUILD", description = "The baseline: a benchmarks jar, or a commit to build.")
    private String a;

    @Option(names = "--b", required = true, paramLabel = "BUILD", description = "The candidate: a benchmarks jar, or a commit to build.")
    private String b;

    @Option(names = "--pairs", paramLabel = "N", description = "Fork pairs, one fork of A then one of B each (default: ${DEFAULT-VALUE}).")
    private int pairs = 5;

    @Option(names = "--repo", paramLabel = "DIR", description = "The repository whose commits are built (default: the current folder).")
    private Path repository = Path.of(".");

    @Option(names = "--work", paramLabel = "DIR", description = "Where clones, result files and logs go (default: ${DEFAULT-VALUE}).")
    private Path workFolder = Path.of(System.getProperty("java.io.tmpdir"), "abstract-games-compare");

    @Parameters(paramLabel = "JMH_ARGUMENT", arity = "1..*",
            description = "JMH's arguments after --: the benchmark pattern, -p, -wi, -i, -w, -r ...")
    private List<String> jmhArguments = new ArrayList<>();

    private final ForkRunner runner;
    private PrintWriter out;
    private PrintWriter err;

    private CompareMain(ForkRunner runner) {
        this.runner = runner;
    }

    /**
     * Runs the comparison and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(execute(null, new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /**
     * Runs the comparison with the given fork runner ({@code null} for JMH processes).
     *
     * @return the exit status
     */
    static int execute(ForkRunner runner, PrintWriter out, PrintWriter err, String... args) {
        CompareMain main = new CompareMain(runner);
        main.out = out;
        main.err = err;
        CommandLine commandLine = new CommandLine(main).setOut(out).setErr(err);
        commandLine.setParameterExceptionHandler((e, arguments) -> {
            err.println("compare: " + e.getMessage());
            err.flush();
            return 2;
        });
        commandLine.setExecutionExceptionHandler((e, c, parsed) -> {
            err.println("compare: " + e.getMessage());
            err.flush();
            return 1;
        });
        return commandLine.execute(args);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine commandLine = new CommandLine(this);
        if (pairs < 1 || pairs > 1000) {
            throw new CommandLine.ParameterException(commandLine, "--pairs " + pairs + ": expected 1 to 1000");
        }
        for (String argument : jmhArguments) {
            if (RESERVED.contains(argument)) {
                throw new CommandLine.ParameterException(commandLine, "JMH argument '" + argument
                        + "' is set by compare (one fork a run, JSON results; choose the count with --pairs)");
            }
        }
        Path work = workFolder.toAbsolutePath().normalize();
        CommitBuild builds = new CommitBuild(repository.toAbsolutePath().normalize(), work);
        Path jarA = jar("--a", a, builds, commandLine);
        Path jarB = jar("--b", b, builds, commandLine);
        ForkRunner forks = runner != null ? runner : new JmhProcessRunner(work.resolve("forks-" + ProcessHandle.current().pid()));
        out.println("A: " + a + " (" + jarA + ")");
        out.println("B: " + b + " (" + jarB + ")");
        out.println("JMH: " + String.join(" ", jmhArguments));
        out.println("processors " + Runtime.getRuntime().availableProcessors() + ", load average before " + load());
        out.flush();
        PairedComparison comparison = new PairedComparison();
        for (int pair = 1; pair <= pairs; pair++) {
            err.println("pair " + pair + " of " + pairs + ": A");
            err.flush();
            List<Measurement> forkA = forks.run(jarA, jmhArguments);
            err.println("pair " + pair + " of " + pairs + ": B");
            err.flush();
            List<Measurement> forkB = forks.run(jarB, jmhArguments);
            comparison.addPair(forkA, forkB);
        }
        List<Ratio> ratios = comparison.ratios();
        if (ratios.isEmpty()) {
            throw new IOException("the two builds have no measurement in common");
        }
        for (Ratio ratio : ratios) {
            out.println(ratio.line());
        }
        out.println("load average after " + load());
        out.flush();
        return 0;
    }

    private static Path jar(String option, String build, CommitBuild builds, CommandLine commandLine)
            throws IOException, InterruptedException {
        Path file = Path.of(build);
        if (build.endsWith(".jar") || Files.isRegularFile(file)) {
            if (!Files.isRegularFile(file)) {
                throw new CommandLine.ParameterException(commandLine, option + " " + build + ": no such jar file");
            }
            return file.toAbsolutePath();
        }
        String commit = builds.resolve(build).orElseThrow(() -> new CommandLine.ParameterException(commandLine,
                option + " " + build + ": neither a jar file nor a commit of the repository"));
        return builds.jar(commit);
    }

    private static String load() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f", load);
    }
}
