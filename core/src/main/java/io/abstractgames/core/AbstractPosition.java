package io.abstractgames.core;

/**
 * The equality every position shares (see {@link Position}, "Equality"): same game and same current
 * state, hashed by the Zobrist key. A game's position class extends this class and implements the
 * rest of {@link Position}, including {@link #moveAt(int)}, which the history methods need.
 *
 * <p>{@link #equals(Object)} compares the keys first, so unequal positions are told apart without
 * allocating in nearly every case; equal keys are confirmed by comparing {@link #toText()}, which
 * shows the whole state. Neither is on the hot path: search compares keys.
 */
public abstract class AbstractPosition implements Position {

    /** Creates the position's base. */
    protected AbstractPosition() {}

    /**
     * A move on the undo stack; every position of a game keeps its moves.
     *
     * @param index the stack index, 0 to {@code undoDepth() - 1}
     * @return the move's code, or {@link Moves#NONE} for a null move
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    @Override
    public abstract long moveAt(int index);

    /**
     * Whether another object is a position of the same game in the same current state.
     *
     * @param o the object
     * @return {@code true} when {@code o} is a {@link Position} of an equal {@link #game()} whose
     *     {@link #key()} and {@link #toText()} are this position's
     */
    @Override
    public final boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        return o instanceof Position p && p.game().equals(game()) && p.key() == key() && p.toText().equals(toText());
    }

    /**
     * The hash of the current state.
     *
     * @return {@code Long.hashCode(key())}: equal positions have equal keys, since the key is
     *     computed from the state the text shows
     */
    @Override
    public final int hashCode() {
        return Long.hashCode(key());
    }
}
