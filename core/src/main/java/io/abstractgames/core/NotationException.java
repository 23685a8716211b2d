package io.abstractgames.core;

/**
 * The one exception for bad input: malformed or impossible position text, unreadable move text, or
 * a move that is not legal in the position.
 *
 * <p>The message names what is wrong and where, in one line, e.g. {@code "position text, rank 6: 9
 * squares, expected 8"} or {@code "move text 'e2-e5': e5 is not a legal target of e2"}; tools print
 * it as it is.
 */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line naming what is wrong and where
     */
    public NotationException(String message) {
        super(message);
    }
}
