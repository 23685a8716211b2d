package io.abstractgames.core;

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
        if (message.length() <= 2 * MAX_MESSAGE && TextFields.CUT.matcher(message).find()) {
            // A shortened message with a few words put in front: its count stays right.
            return message;
        }
        return TextFields.oneLine(message, MAX_MESSAGE, KEPT_AT_EACH_END);
    }
}
