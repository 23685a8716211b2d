package io.abstractgames.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;

/**
 * One in-process run of the program with captured output.
 *
 * @param exitStatus the exit status
 * @param out everything written to standard output
 * @param err everything written to standard error
 */
record CliRun(int exitStatus, String out, String err) {

    /** The suite of the toy game used by default in the tests. */
    static final String TOY_SUITE = "/bench/toy.txt";

    /**
     * Runs the program with the toy bench suite.
     *
     * @param args the arguments
     * @return the result
     */
    static CliRun run(String... args) {
        return run(BenchSuite.fromResource(TOY_SUITE), args);
    }

    /**
     * Runs the program with a given bench suite.
     *
     * @param suite the bench suite
     * @param args the arguments
     * @return the result
     */
    static CliRun run(BenchSuite suite, String... args) {
        return execute(suite, "", args);
    }

    /**
     * Runs the program with the toy bench suite and some text on standard input.
     *
     * @param input everything standard input holds (UTF-8)
     * @param args the arguments
     * @return the result
     */
    static CliRun runWithInput(String input, String... args) {
        return execute(BenchSuite.fromResource(TOY_SUITE), input, args);
    }

    private static CliRun execute(BenchSuite suite, String input, String[] args) {
        CommandLine commandLine = AbstractGamesCli.commandLine(suite,
                () -> new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int status = commandLine.execute(args);
        return new CliRun(status, out.toString(), err.toString());
    }

    /**
     * The lines of standard output.
     *
     * @return the lines, without line ends
     */
    List<String> outLines() {
        return out.lines().toList();
    }

    /**
     * The lines of standard error.
     *
     * @return the lines, without line ends
     */
    List<String> errLines() {
        return err.lines().toList();
    }
}
