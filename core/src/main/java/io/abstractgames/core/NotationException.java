package io.abstractgames.core;

import java.util.regex.Pattern;

/**
 * The one exception for bad input: malformed or impossible position text, unreadable move text, or
 * a move that is not legal in the position.
 *
 * <p>The message names what is wrong and where, in one line, e.g. {@code "position text, rank 6: 9
 * squares, expected 8"} or {@code "move text 'e2-e5': e5 is not a legal target of e2"}; tools print
 * it as it is. A message longer than {@value #MAX_MESSAGE} characters (one that quotes a huge
 * input) keeps its beginning and its end, the middle replaced by a count of the characters left
 * out, and line breaks in it are shown as {@code \n}, so that it stays one readable line.
 */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The longest message kept whole, in characters. */
    public static final int MAX_MESSAGE = 300;

    private static final int KEPT_AT_EACH_END = 120;

    private static final Pattern CUT = Pattern.compile(" \\.\\.\\. \\(\\d+ characters left out\\) \\.\\.\\. ");

    /**
     * Creates the exception.
     *
     * @param message one line naming what is wrong and where
     */
    public NotationException(String message) {
        super(oneLine(message));
    }

    private static String oneLine(String message) {
        if (message == null) {
            return null;
        }
        String line = message.replace("\r", "\\r").replace("\n", "\\n");
        if (line.length() <= MAX_MESSAGE || line.length() <= 2 * MAX_MESSAGE && CUT.matcher(line).find()) {
            // Short, or a shortened message with a few words put in front: its count stays right.
            return line;
        }
        int head = KEPT_AT_EACH_END;
        int tail = line.length() - KEPT_AT_EACH_END;
        // Never split a surrogate pair.
        if (Character.isLowSurrogate(line.charAt(head))) {
            head--;
        }
        if (Character.isLowSurrogate(line.charAt(tail))) {
            tail++;
        }
        return line.substring(0, head) + " ... (" + (tail - head) + " characters left out) ... " + line.substring(tail);
    }
}
