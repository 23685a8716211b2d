package io.abstractgames.cli;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Turns every failure into one line on standard error and an exit status, never a stack trace
 * ({@code docs/rules/common.md}, "Command-line contract": bad input).
 *
 * <ul>
 *   <li>Bad input, exit status {@value #BAD_INPUT}: a command-line error found by picocli (unknown
 *       verb or option, missing or unreadable parameter), a {@link ParameterException} thrown by a
 *       verb (an option value out of range), and a {@link NotationException} (unknown game,
 *       malformed or impossible position, negative depth, illegal move). The line is the verb's
 *       name, a colon and the message, e.g. {@code perft: unknown game 'chess', expected one of
 *       ...}; before a verb, the program's: {@code abstract-games: unknown verb 'perf', ...}.
 *   <li>Anything else is a fault of the program, exit status {@value #INTERNAL_ERROR}: the line
 *       starts with {@code internal error:} and names the exception.
 * </ul>
 */
final class ErrorHandler implements IParameterExceptionHandler, IExecutionExceptionHandler {

    /** The exit status for bad input. */
    static final int BAD_INPUT = 2;

    /** The exit status for a fault of the program. */
    static final int INTERNAL_ERROR = 1;

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine commandLine = ex.getCommandLine();
        print(commandLine.getErr(), message(ex));
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) {
        if (ex instanceof NotationException) {
            print(commandLine.getErr(), withVerb(commandLine, ex.getMessage()));
            return BAD_INPUT;
        }
        print(commandLine.getErr(), "internal error: " + ex);
        return INTERNAL_ERROR;
    }

    private static String message(ParameterException ex) {
        CommandLine commandLine = ex.getCommandLine();
        if (ex instanceof UnmatchedArgumentException unmatched
                && commandLine.getParent() == null
                && !commandLine.getSubcommands().isEmpty()
                && !unmatched.getUnmatched().isEmpty()
                && !unmatched.getUnmatched().get(0).startsWith("-")) {
            return withVerb(commandLine, "unknown verb '" + unmatched.getUnmatched().get(0) + "', expected one of "
                    + String.join(", ", commandLine.getSubcommands().keySet()));
        }
        String message = ex.getMessage();
        // picocli starts a few of its messages (mutually exclusive options) with "Error: ".
        if (message != null && message.startsWith("Error: ")) {
            message = message.substring("Error: ".length());
        }
        return withVerb(commandLine, message);
    }

    /**
     * The message after the verb's name and a colon, as every error line of a verb starts; before
     * any verb (an unknown verb or option), after the program's name.
     */
    private static String withVerb(CommandLine commandLine, String message) {
        if (message == null) {
            return null;
        }
        String verb = commandLine.getCommandName() + ": ";
        return message.startsWith(verb) ? message : verb + message;
    }

    /**
     * Prints a message on one printable line: line breaks inside it become spaces, and other
     * control characters (in picocli's messages, which quote arguments as they are) are escaped.
     */
    private static void print(PrintWriter err, String message) {
        String text = message == null || message.isBlank() ? "unknown error" : message.strip();
        err.println(TextFields.escape(text.replaceAll("\\s*\\R\\s*", " ")));
        err.flush();
    }
}
