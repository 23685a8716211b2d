package io.abstractgames.cli;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * The converters of every {@code int} and {@code long} option and parameter of the command line:
 * a number is an optional {@code -} followed by ASCII digits {@code 0-9} only. {@link Integer#parseInt}
 * alone would also take other scripts' digits (Arabic-Indic {@code ٣}, full-width {@code ３}); the
 * numbers are read by {@link TextFields#wholeNumber}.
 */
final class AsciiNumbers {

    private AsciiNumbers() {}

    /**
     * Registers the converters for {@code int}, {@code Integer}, {@code long} and {@code Long} on a
     * command line and the subcommands added to it so far.
     *
     * @param commandLine the root command line, with its verbs added
     */
    static void register(CommandLine commandLine) {
        commandLine.registerConverter(Integer.class, AsciiNumbers::parseInt);
        commandLine.registerConverter(Integer.TYPE, AsciiNumbers::parseInt);
        commandLine.registerConverter(Long.class, AsciiNumbers::parseLong);
        commandLine.registerConverter(Long.TYPE, AsciiNumbers::parseLong);
    }

    /**
     * Reads an {@code int}.
     *
     * @param text the argument
     * @return its value
     * @throws TypeConversionException if it is not ASCII digits with an optional minus sign, or out of
     *     the {@code int} range; the message quotes it
     */
    static int parseInt(String text) {
        return (int) read(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /**
     * Reads a {@code long}.
     *
     * @param text the argument
     * @return its value
     * @throws TypeConversionException if it is not ASCII digits with an optional minus sign, or out of
     *     the {@code long} range; the message quotes it
     */
    static long parseLong(String text) {
        return read(text, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static long read(String text, long min, long max) {
        try {
            return TextFields.wholeNumber(text, min, max);
        } catch (NotationException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
