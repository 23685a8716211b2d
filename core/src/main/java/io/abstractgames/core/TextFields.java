package io.abstractgames.core;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Splitting of position text into its space-separated fields ({@code docs/rules/common.md}, "Canonical
 * text": any run of white space separates fields on input), the white space around move text, and
 * reading whole numbers written in ASCII digits, as fields and command-line arguments are.
 *
 * <p>White space in the text formats is ASCII only: space, tab, line feed, vertical tab, form
 * feed and carriage return ({@link #isWhiteSpace}). Other characters that Unicode counts as
 * spaces, such as the no-break space U+00A0 or the em space U+2003, are characters of a field, at
 * its ends as inside it, so an input reads the same whichever of them it holds.
 */
public final class TextFields {

    /** What stands where {@link #oneLine} left characters out. */
    static final Pattern CUT = Pattern.compile(" \\.\\.\\. \\(\\d+ characters left out\\) \\.\\.\\. ");

    private TextFields() {}

    /** A run of white space ({@link #isWhiteSpace}); {@code \s} is ASCII white space only. */
    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");

    /**
     * The fields of a text: white space ({@link #isWhiteSpace}) at its ends dropped, split at runs
     * of white space.
     *
     * @param text the text
     * @param what what the text is, for the message, e.g. {@code "position text"}
     * @return the fields, at least one
     * @throws NotationException if the text is null or holds nothing but white space
     */
    public static String[] split(String text, String what) {
        String stripped = text == null ? "" : strip(text);
        if (stripped.isEmpty()) {
            throw new NotationException(what + ": empty");
        }
        return WHITE_SPACE.split(stripped);
    }

    /**
     * Whether a character is white space in the text formats: space, tab, line feed, vertical tab,
     * form feed or carriage return (U+0020, U+0009 to U+000D). Unlike {@link Character#isWhitespace},
     * no other character is, e.g. not U+2003 (em space) nor U+001F (unit separator).
     *
     * @param c the character
     * @return whether it is one of those six
     */
    public static boolean isWhiteSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }

    /**
     * A text without the white space ({@link #isWhiteSpace}) at its ends, as move text and fields
     * are read; unlike {@link String#strip}, other Unicode spaces stay.
     *
     * @param text the text
     * @return the text without white space at its ends, possibly empty
     */
    public static String strip(String text) {
        int from = 0;
        int to = text.length();
        while (from < to && isWhiteSpace(text.charAt(from))) {
            from++;
        }
        while (to > from && isWhiteSpace(text.charAt(to - 1))) {
            to--;
        }
        return text.substring(from, to);
    }

    /**
     * A text as a message about bad input quotes it: in single quotes, on one printable line
     * ({@link #oneLine}: control characters escaped, e.g. a line feed as {@code \n}), and a text
     * of more than 100 characters cut to its first and last 40 with the number of characters left
     * out between them.
     *
     * @param text the text, e.g. a command-line argument; {@code null} is quoted as {@code 'null'}
     * @return e.g. {@code 'abc'}
     */
    public static String quote(String text) {
        return "'" + oneLine(String.valueOf(text), 100, 40) + "'";
    }

    /**
     * A text on one printable line: every control character escaped ({@link #escape}), and a text
     * whose escaped form is longer than {@code limit} characters cut to at most its first and last
     * {@code keep} (never splitting an escape or a surrogate pair), with the number of characters
     * of {@code text} left out between them: {@code " ... (N characters left out) ... "}.
     *
     * @param text the text
     * @param limit the longest escaped text kept whole, in characters
     * @param keep the most characters kept at each end of a longer text, at most {@code limit / 2}
     * @return the text on one line, at most {@code 2 * keep} characters and the count between them
     *     when it was cut
     */
    public static String oneLine(String text, int limit, int keep) {
        if (text.length() <= limit) {
            String line = escape(text);
            if (line.length() <= limit) {
                return line;
            }
        }
        int head = 0;
        int headLength = 0;
        while (head < text.length()) {
            int next = head + Character.charCount(text.codePointAt(head));
            int length = escape(text.substring(head, next)).length();
            if (headLength + length > keep) {
                break;
            }
            headLength += length;
            head = next;
        }
        int tail = text.length();
        int tailLength = 0;
        while (tail > head) {
            int previous = tail - Character.charCount(text.codePointBefore(tail));
            int length = escape(text.substring(previous, tail)).length();
            if (tailLength + length > keep) {
                break;
            }
            tailLength += length;
            tail = previous;
        }
        return escape(text.substring(0, head)) + " ... (" + (tail - head) + " characters left out) ... "
                + escape(text.substring(tail));
    }

    /**
     * A text with its control characters written out, so that it prints as one line and shows
     * every character: tab, line feed and carriage return as {@code \t}, {@code \n} and
     * {@code \r}, every other control character (U+0000 to U+001F, U+007F to U+009F) and the line
     * and paragraph separators U+2028 and U+2029 as <code>&#92;uXXXX</code>, e.g. NUL as
     * <code>&#92;u0000</code> and escape as <code>&#92;u001B</code>. Other characters, a backslash
     * among them, stay as they are; the text is not shortened ({@link #quote} shortens).
     *
     * @param text the text, e.g. a message about bad input
     * @return the text without control characters, itself when it has none
     */
    public static String escape(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
            if (control && sb == null) {
                sb = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (sb == null) {
                continue;
            }
            switch (c) {
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (control) {
                        sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb == null ? text : sb.toString();
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
