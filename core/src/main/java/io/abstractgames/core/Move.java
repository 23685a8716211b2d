package io.abstractgames.core;

/**
 * A move as an immutable value for the API edge: its code and its text in the position it was made
 * for. The search and the move generators use the bare {@code long} code.
 *
 * @param code the move's code (see {@link Moves}); non-zero
 * @param text the move text in the game's format
 */
public record Move(long code, String text) {

    /**
     * Creates the value.
     *
     * @param code the move's code; non-zero
     * @param text the move text; not empty
     * @throws IllegalArgumentException if {@code code} is {@link Moves#NONE} or {@code text} is
     *     null or empty
     */
    public Move {
        if (code == Moves.NONE) {
            throw new IllegalArgumentException("move code 0 means no move");
        }
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("move text is empty");
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
