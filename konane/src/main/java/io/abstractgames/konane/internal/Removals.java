package io.abstractgames.konane.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.konane.KonaneMoves;

/**
 * The opening removals ({@code docs/rules/konane.md}, "Rules", "Opening"): Black first removes one of its
 * stones from {@code a1}, {@code d4}, {@code e5} or {@code h8}; White then removes one of its
 * stones orthogonally next to the emptied square.
 */
final class Removals {

    /** The squares Black may empty: {@code a1}, {@code d4}, {@code e5}, {@code h8}. */
    static final long BLACK_SQUARES = 1L | 1L << 27 | 1L << 36 | 1L << 63;

    private Removals() {}

    /**
     * Appends Black's removals, in square order.
     *
     * @param black Black's stones (a full board: every square of {@link #BLACK_SQUARES} holds one)
     * @param moves the list to append to
     */
    static void generateBlack(long black, MoveList moves) {
        for (long b = BLACK_SQUARES & black; b != 0; b &= b - 1) {
            moves.add(KonaneMoves.REMOVAL_FLAG | Long.numberOfTrailingZeros(b));
        }
    }

    /**
     * Appends White's removals (its stones next to the single empty square), in square order.
     *
     * @param white White's stones
     * @param empty the one empty square
     * @param moves the list to append to
     */
    static void generateWhite(long white, int empty, MoveList moves) {
        for (long b = Bitboards.neighbours(empty) & white; b != 0; b &= b - 1) {
            moves.add(KonaneMoves.REMOVAL_FLAG | Long.numberOfTrailingZeros(b));
        }
    }

    /**
     * The number of White's removals.
     *
     * @param white White's stones
     * @param empty the one empty square
     * @return 2 after a corner, 4 after a central square
     */
    static int countWhite(long white, int empty) {
        return Long.bitCount(Bitboards.neighbours(empty) & white);
    }

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
