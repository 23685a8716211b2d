package io.abstractgames.konane.internal;

/**
 * The opening removals ({@code docs/rules/konane.md}, "Rules", "Opening"): Black first removes one of its
 * stones from {@code a1}, {@code d4}, {@code e5} or {@code h8}; White then removes one of its
 * stones orthogonally next to the emptied square. {@link MoveGenerator} lists them; this class
 * knows which squares the two removals may empty, for reading positions.
 */
final class Removals {

    /** The squares Black may empty: {@code a1}, {@code d4}, {@code e5}, {@code h8}. */
    static final long BLACK_SQUARES = 1L | 1L << 27 | 1L << 36 | 1L << 63;

    private Removals() {}

    /**
     * Whether Black may empty a square.
     *
     * @param square 0..63
     * @return {@code true} for {@code a1}, {@code d4}, {@code e5}, {@code h8}
     */
    static boolean isBlackSquare(int square) {
        return (BLACK_SQUARES & 1L << square) != 0;
    }

    /**
     * Whether two empty squares are what the two opening removals leave.
     *
     * @param first an empty square
     * @param second the other empty square
     * @return {@code true} when one is a square Black may empty and the other is next to it
     */
    static boolean isLegalPair(int first, int second) {
        boolean adjacent = (Bitboards.neighbours(first) & 1L << second) != 0;
        return adjacent && (isBlackSquare(first) || isBlackSquare(second));
    }
}
