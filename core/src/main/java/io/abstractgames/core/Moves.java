package io.abstractgames.core;

/**
 * The conventions every game's move codes follow.
 *
 * <p>A move is a {@code long}. {@link #NONE} (0) means "no move" and is never a legal move. Within
 * one position, two legal moves have equal codes exactly when the game's "move identity" rule says
 * they are the same move, so a code is a stable identity for transposition tables, killer slots and
 * principal variations. Each game documents its bit layout in its codec class; the layouts in use:
 *
 * <ul>
 *   <li>Breakthrough, Kōnane: from-square and to-square (0..63) plus flags, in the low bits;
 *   <li>Diamond game: from-point and to-point (0..120), or the pass;
 *   <li>Bashni: from-square plus the full sequence of up to 12 landing squares (a path codec).
 * </ul>
 * Codes are non-negative so that they sort and print plainly.
 */
public final class Moves {

    /** The code that means "no move". */
    public static final long NONE = 0L;

    private Moves() {}
}
