package io.abstractgames.core;

/**
 * Splitting of position text into its space-separated fields ({@code docs/rules/common.md}, "Canonical
 * text": any run of spaces separates fields on input), and reading whole numbers written in ASCII
 * digits, as fields and command-line arguments are.
 */
public final class TextFields {

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
        String line = String.valueOf(text).replace("\r", "\\r").replace("\n", "\\n");
        if (line.length() > 100) {
            int head = Character.isLowSurrogate(line.charAt(40)) ? 39 : 40;
            int tail = Character.isLowSurrogate(line.charAt(line.length() - 40)) ? line.length() - 39 : line.length() - 40;
            line = line.substring(0, head) + " ... (" + (tail - head) + " characters left out) ... " + line.substring(tail);
        }
        return "'" + line + "'";
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
