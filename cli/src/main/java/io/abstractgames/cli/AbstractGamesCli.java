package io.abstractgames.cli;

import java.io.InputStream;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code abstract-games} program: the root command and its verbs ({@code docs/rules/common.md},
 * "Command-line contract").
 *
 * <p>Verbs: {@code perft} ({@link PerftCommand}), {@code bench} ({@link BenchCommand}), {@code
 * playouts} ({@link PlayoutsCommand}), {@code games} ({@link GamesCommand}), {@code verify}
 * ({@link VerifyCommand}), {@code search} ({@link SearchCommand}), {@code play} ({@link
 * PlayCommand}), {@code match} ({@link MatchCommand}) and {@code replay} ({@link ReplayCommand}), {@code ratings} ({@link RatingsCommand}), {@code serve} ({@link ServeCommand});
 * {@code --help} and
 * {@code --version} on the root and {@code --help} on every verb.
 *
 * <p>Every argument is taken as it is written: one that starts with {@code @} is not read as a file
 * of more arguments (picocli's {@code @file} expansion is off), so {@code --position @pos.txt} is a
 * position text, and a bad one.
 *
 * <p>Exit status: 0 on success, 2 for bad input of any kind (one line on standard error, see
 * {@link ErrorHandler}), 1 for an internal error.
 */
@Command(
        name = "abstract-games",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Perft, benchmarks, random playouts, AI search, play and matches for Breakthrough, Konane,"
                + " Bashni and the Diamond game.",
        synopsisSubcommandLabel = "VERB",
        commandListHeading = "%nVerbs:%n",
        footer = {"", "Exit status: 0 on success, 2 for bad input, 1 for an internal error."})
public final class AbstractGamesCli implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    /** Creates the root command; the verbs are added by {@link #commandLine(BenchSuite)}. */
    public AbstractGamesCli() {}

    /**
     * Runs the program and exits the JVM with its exit status.
     *
     * @param args the command-line arguments, e.g. {@code perft breakthrough 3 --divide}
     */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /**
     * The program's command line with the standard {@code bench} suite, writing to
     * {@code System.out} and {@code System.err}.
     *
     * @return a new, fully configured command line; run it with {@link CommandLine#execute}
     */
    public static CommandLine commandLine() {
        return commandLine(BenchSuite.standard());
    }

    /**
     * The program's command line with a given {@code bench} suite. To capture the output, call
     * {@link CommandLine#setOut} and {@link CommandLine#setErr} on the result: they reach every
     * verb.
     *
     * @param benchSuite the suite that {@code bench} runs
     * @return a new, fully configured command line
     */
    public static CommandLine commandLine(BenchSuite benchSuite) {
        return commandLine(benchSuite, () -> System.in);
    }

    /**
     * The program's command line with a given {@code bench} suite and standard input (which
     * {@code play} reads), e.g. for tests that drive {@code play} in process.
     *
     * @param benchSuite the suite that {@code bench} runs
     * @param input gives the stream standard input is read from, when a verb first needs it
     * @return a new, fully configured command line
     */
    public static CommandLine commandLine(BenchSuite benchSuite, Supplier<InputStream> input) {
        CommandLine commandLine = new CommandLine(new AbstractGamesCli());
        commandLine.addSubcommand("perft", new PerftCommand(PerftProgress.stderrIsTerminal(), System::nanoTime));
        commandLine.addSubcommand("bench", new BenchCommand(benchSuite));
        commandLine.addSubcommand("playouts", new PlayoutsCommand());
        commandLine.addSubcommand("games", new GamesCommand());
        commandLine.addSubcommand("verify", new VerifyCommand());
        commandLine.addSubcommand("search", new SearchCommand());
        commandLine.addSubcommand("play", new PlayCommand(input));
        commandLine.addSubcommand("show", new ShowCommand());
        commandLine.addSubcommand("match", new MatchCommand());
        commandLine.addSubcommand("replay", new ReplayCommand());
        commandLine.addSubcommand("ratings", new RatingsCommand());
        commandLine.addSubcommand("serve", new ServeCommand());
        AsciiNumbers.register(commandLine);
        // An argument that starts with @ is itself, not the name of a file of more arguments.
        commandLine.setExpandAtFiles(false);
        ErrorHandler errors = new ErrorHandler();
        commandLine.setParameterExceptionHandler(errors);
        commandLine.setExecutionExceptionHandler(errors);
        return commandLine;
    }

    /**
     * Without a verb: bad input.
     *
     * @throws ParameterException always, naming the verbs
     */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "missing verb, expected one of " + String.join(", ", spec.subcommands().keySet()));
    }
}
