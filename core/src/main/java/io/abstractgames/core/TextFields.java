package io.abstractgames.core;

/**
 * Splitting of position text into its space-separated fields ({@code docs/rules/common.md}, "Canonical
 * text": any run of spaces separates fields on input).
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
}
