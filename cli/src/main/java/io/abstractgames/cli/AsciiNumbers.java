package io.abstractgames.cli;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import java.math.BigDecimal;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * The converters of every {@code int}, {@code long} and {@code double} option and parameter of the
 * command line: a number is an optional {@code -} followed by ASCII digits {@code 0-9} only, and a
 * {@code double} may have a decimal point with digits after it ({@code 0.5}). {@link Integer#parseInt}
 * and {@link Double#parseDouble} alone would also take other scripts' digits (Arabic-Indic
 * {@code ٣}, full-width {@code ３}), and the latter Java's own forms ({@code 1e9}, {@code 0x1p-1},
 * {@code 2d}, {@code Infinity}); whole numbers are read by {@link TextFields#wholeNumber}.
 */
final class AsciiNumbers {

    private static final Pattern WHOLE = Pattern.compile("-?[0-9]+");
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");

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
        commandLine.registerConverter(Double.class, AsciiNumbers::parseDouble);
        commandLine.registerConverter(Double.TYPE, AsciiNumbers::parseDouble);
    }

    /**
     * Reads a {@code double} written as decimal digits with an optional {@code -} and an optional
     * decimal point followed by digits.
     *
     * @param text the argument, e.g. {@code "2"} or {@code "0.5"}
     * @return its value
     * @throws TypeConversionException if it is written otherwise; the message quotes it
     */
    static double parseDouble(String text) {
        if (!DECIMAL.matcher(text).matches()) {
            throw new TypeConversionException(TextFields.quote(text) + " is not a number in the digits 0-9 with an "
                    + "optional decimal point, such as 2 or 0.5");
        }
        return Double.parseDouble(text);
    }

    /**
     * A decimal number as the command line reads it, written back without a trailing {@code .0}.
     *
     * @param value the number
     * @return e.g. {@code "0"}, {@code "2"} or {@code "0.5"}
     */
    static String text(double value) {
        return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
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
            if (WHOLE.matcher(text).matches()) {
                // Out of the type's range: the option's own check would refuse it anyway.
                throw new TypeConversionException(TextFields.quote(text) + " is too " + (text.startsWith("-") ? "small" : "large")
                        + " a number");
            }
            throw new TypeConversionException(e.getMessage());
        }
    }
}
