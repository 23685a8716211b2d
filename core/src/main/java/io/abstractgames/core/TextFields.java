package io.abstractgames.core;

import java.util.regex.Pattern;

/**
 * Splitting of position text into its space-separated fields ({@code docs/rules/common.md}, "Canonical
 * text": any run of spaces separates fields on input), and reading whole numbers written in ASCII
 * digits, as fields and command-line arguments are.
 */
public final class TextFields {

    /** What stands where {@link #oneLine} left characters out. */
    static final Pattern CUT = Pattern.compile(" \\.\\.\\. \\(\\d+ characters left out\\) \\.\\.\\. ");

    private TextFields() {}

    /**
     * The fields of a text: leading and trailing white space dropped, split at runs of white space.
     *
     * @param text the text
     * @param what what the text is, for the message, e.g. {@code "position text"}
     * @return the fields, at least one
     * @throws NotationException if the text is null or blank
     */
    public static String[] split(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new NotationException(what + ": empty");
        }
        return text.strip().split("\\s+");
    }

    /**
     * A text as a message about bad input quotes it: in single quotes, with line breaks shown as
     * {@code \n}, and a text of more than 100 characters cut to its first and last 40 with the
     * number of characters left out between them.
     *
     * @param text the text, e.g. a command-line argument
     * @return e.g. {@code 'abc'}
     */
    public static String quote(String text) {
        return "'" + oneLine(String.valueOf(text), 100, 40) + "'";
    }

    /**
     * A text on one line: line breaks shown as {@code \n}, and a text longer than {@code limit}
     * cut to its first and last {@code keep} characters (never splitting a surrogate pair), the
     * number of characters left out between them ({@link #CUT}).
     */
    static String oneLine(String text, int limit, int keep) {
        String line = text.replace("\r", "\\r").replace("\n", "\\n");
        if (line.length() <= limit) {
            return line;
        }
        int head = Character.isLowSurrogate(line.charAt(keep)) ? keep - 1 : keep;
        int tail = line.length() - keep;
        if (Character.isLowSurrogate(line.charAt(tail))) {
            tail++;
        }
        return line.substring(0, head) + " ... (" + (tail - head) + " characters left out) ... " + line.substring(tail);
    }

    /**
     * Reads a whole number written as an optional {@code -} and the ASCII digits {@code 0-9} only:
     * {@link Long#parseLong} alone would also take other scripts' digits (Arabic-Indic {@code ٣},
     * full-width {@code ３}) and a leading {@code +}.
     *
     * @param text the text, e.g. {@code "-12"}
     * @param min the least value allowed
     * @param max the greatest value allowed
     * @return the value
     * @throws NotationException if the text is not such a number ({@code 'x' is not a whole number in
     *     the digits 0-9}) or lies outside {@code min..max} ({@code 'x' is out of range min..max})
     */
    public static long wholeNumber(String text, long min, long max) {
        int from = text.startsWith("-") ? 1 : 0;
        boolean digits = text.length() > from;
        for (int i = from; i < text.length() && digits; i++) {
            char c = text.charAt(i);
            digits = c >= '0' && c <= '9';
        }
        if (!digits) {
            throw new NotationException("'" + text + "' is not a whole number in the digits 0-9");
        }
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new NotationException("'" + text + "' is out of range " + min + ".." + max);
        }
        if (value < min || value > max) {
            throw new NotationException("'" + text + "' is out of range " + min + ".." + max);
        }
        return value;
    }
}
