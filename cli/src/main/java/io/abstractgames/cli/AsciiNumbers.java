package io.abstractgames.cli;

import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * The converters of every {@code int} and {@code long} option and parameter of the command line:
 * a number is an optional {@code -} followed by ASCII digits {@code 0-9} only. {@link Integer#parseInt}
 * alone would also take other scripts' digits (Arabic-Indic {@code ٣}, full-width {@code ３}).
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
        check(text);
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is out of range " + Integer.MIN_VALUE + ".."
                    + Integer.MAX_VALUE);
        }
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
        check(text);
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is out of range " + Long.MIN_VALUE + ".."
                    + Long.MAX_VALUE);
        }
    }

    private static void check(String text) {
        int from = text.startsWith("-") ? 1 : 0;
        boolean digits = text.length() > from;
        for (int i = from; i < text.length() && digits; i++) {
            char c = text.charAt(i);
            digits = c >= '0' && c <= '9';
        }
        if (!digits) {
            throw new TypeConversionException("'" + text + "' is not a whole number in the digits 0-9");
        }
    }
}
