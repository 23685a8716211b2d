package io.abstractgames.core.record;

import java.util.Objects;

/**
 * One tag of a {@link GameRecord}: {@code [NAME "VALUE"]} (see the package documentation).
 *
 * @param name the tag's name: an ASCII letter followed by ASCII letters, digits or {@code _}
 * @param value the value, any text without line breaks (quotes and backslashes are escaped when
 *     formatted)
 */
public record Tag(String name, String value) {

    /**
     * Checks the tag.
     *
     * @param name the tag's name
     * @param value the value
     * @throws IllegalArgumentException if the name is not a valid tag name or the value holds a
     *     line break
     */
    public Tag {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        if (!isName(name)) {
            throw new IllegalArgumentException("tag name '" + name + "', expected a letter followed by letters, digits or _");
        }
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("tag " + name + ": the value holds a line break");
        }
    }

    /**
     * Whether a text is a valid tag name.
     *
     * @param name the text
     * @return {@code true} for an ASCII letter followed by ASCII letters, digits or {@code _}
     */
    public static boolean isName(String name) {
        if (name.isEmpty() || !isLetter(name.charAt(0))) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!isLetter(c) && !(c >= '0' && c <= '9') && c != '_') {
                return false;
            }
        }
        return true;
    }

    /**
     * The tag line, e.g. {@code [White "ladder:3"]}, with {@code "} and {@code \} escaped.
     *
     * @return the line, without a line break
     */
    public String toLine() {
        StringBuilder sb = new StringBuilder(name.length() + value.length() + 6);
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.append("\"]").toString();
    }

    @Override
    public String toString() {
        return toLine();
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }
}
