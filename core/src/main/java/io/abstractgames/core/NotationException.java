package io.abstractgames.core;

/**
 * The one exception for bad input: malformed or impossible position text, unreadable move text, or
 * a move that is not legal in the position.
 *
 * <p>The message names what is wrong and where, in one line, e.g. {@code "position text, rank 6: 9
 * squares, expected 8"} or {@code "move text 'e2-e5': e5 is not a legal target of e2"}; tools print
 * it as it is. The message is one printable line: control characters in it are escaped (a line
 * feed shows as {@code \n}, a tab as {@code \t}, NUL as <code>&#92;u0000</code>), and a message
 * longer than {@value #MAX_MESSAGE} characters (one that quotes a huge input) keeps its beginning
 * and its end, the middle replaced by a count of the characters left out. A message that holds
 * such a count already (a shortened message with a few words put in front) is kept whole up to
 * twice that length, so that its count stays right.
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
        if (message.length() <= 2 * MAX_MESSAGE) {
            String line = TextFields.escape(message);
            if (line.length() <= 2 * MAX_MESSAGE && TextFields.CUT.matcher(line).find()) {
                // A shortened message with a few words put in front: its count stays right.
                return line;
            }
        }
        return TextFields.oneLine(message, MAX_MESSAGE, KEPT_AT_EACH_END);
    }
}
