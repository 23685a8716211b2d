package io.abstractgames.konane;

import io.abstractgames.core.board.Squares;

/**
 * The codec of Kōnane move codes ({@code docs/rules/konane.md}, "Move identity and text").
 *
 * <p>A move is a {@code long} with this layout (squares 0..63 as in {@link Squares}):
 *
 * <pre>
 *   bit   14        13..12            11..6     5..0
 *         removal   stones jumped     to        from, or the removed square
 * </pre>
 *
 * <ul>
 *   <li>A removal (the two opening turns) is {@code REMOVAL_FLAG | square}; the other fields are 0.
 *   <li>A jump is {@code from | to << 6 | stones << 12} with {@code stones} = 1, 2 or 3, the number
 *       of enemy stones jumped (half the distance from {@code from} to {@code to}); the removal bit
 *       is 0.
 * </ul>
 *
 * <p>Every code is non-zero (a jump has at least one stone jumped, a removal has the flag) and
 * non-negative, and fits in 15 bits. Two moves of one position are the same move exactly when
 * their codes are equal: a removal is identified by its square, a jump by its from- and to-square
 * (the number of stones jumped follows from them).
 */
public final class KonaneMoves {

    /** The bit that marks a removal. */
    public static final long REMOVAL_FLAG = 1L << 14;

    private static final int TO_SHIFT = 6;
    private static final int STONES_SHIFT = 12;

    private KonaneMoves() {}

    /**
     * The code of a removal.
     *
     * @param square the square whose stone is removed, 0..63
     * @return the move code
     * @throws IllegalArgumentException if {@code square} is out of range
     */
    public static long removal(int square) {
        checkSquare(square);
        return removalCode(square);
    }

    /**
     * The code of a removal without checks, for move generators.
     *
     * @param square the square whose stone is removed, 0..63
     * @return the move code
     */
    public static long removalCode(int square) {
        return REMOVAL_FLAG | square;
    }

    /**
     * The code of a jump.
     *
     * @param from the jumping stone's square, 0..63
     * @param to the landing square, 0..63: on the same rank or file, 2, 4 or 6 squares away
     * @return the move code
     * @throws IllegalArgumentException if a square is out of range or {@code to} is not 2, 4 or 6
     *     squares from {@code from} along a rank or a file
     */
    public static long jump(int from, int to) {
        checkSquare(from);
        checkSquare(to);
        int stones = stonesBetween(from, to);
        if (stones == 0) {
            throw new IllegalArgumentException("no jump from " + Squares.name(from) + " to " + Squares.name(to)
                    + ": the squares must be 2, 4 or 6 apart on one rank or file");
        }
        return jumpCode(from, to, stones);
    }

    /**
     * The code of a jump without checks, for move generators.
     *
     * @param from the jumping stone's square, 0..63
     * @param to the landing square, 0..63
     * @param stones the number of stones jumped, 1..3, consistent with {@code from} and {@code to}
     * @return the move code
     */
    public static long jumpCode(int from, int to, int stones) {
        return from | (long) to << TO_SHIFT | (long) stones << STONES_SHIFT;
    }

    /**
     * Whether a code is a removal.
     *
     * @param move a move code
     * @return {@code true} for a removal, {@code false} for a jump
     */
    public static boolean isRemoval(long move) {
        return (move & REMOVAL_FLAG) != 0;
    }

    /**
     * The square of a removal, or the from-square of a jump.
     *
     * @param move a move code
     * @return 0..63
     */
    public static int from(long move) {
        return (int) move & 63;
    }

    /**
     * The landing square of a jump.
     *
     * @param move a jump code
     * @return 0..63 (0 for a removal)
     */
    public static int to(long move) {
        return (int) (move >>> TO_SHIFT) & 63;
    }

    /**
     * The from- and to-square of a jump as one number, {@code from + 64 * to}: an index for tables
     * over pairs of squares.
     *
     * @param move a jump code
     * @return 0..4095
     */
    public static int squarePair(long move) {
        return (int) move & 0xFFF;
    }

    /**
     * The number of enemy stones a jump removes.
     *
     * @param move a move code
     * @return 1..3 for a jump, 0 for a removal
     */
    public static int stonesJumped(long move) {
        return (int) (move >>> STONES_SHIFT) & 3;
    }

    /**
     * The move text: the square for a removal ({@code d4}), {@code from-to} for a jump
     * ({@code d6-d2}).
     *
     * @param move a move code
     * @return the text
     */
    public static String text(long move) {
        if (isRemoval(move)) {
            return Squares.name(from(move));
        }
        return Squares.name(from(move)) + "-" + Squares.name(to(move));
    }

    /**
     * The number of stones a jump between two squares passes over.
     *
     * @param from a square, 0..63
     * @param to a square, 0..63
     * @return 1..3 when {@code to} is 2, 4 or 6 squares from {@code from} on the same rank or file,
     *     otherwise 0
     */
    public static int stonesBetween(int from, int to) {
        int df = Squares.file(to) - Squares.file(from);
        int dr = Squares.rank(to) - Squares.rank(from);
        if ((df != 0) == (dr != 0)) {
            return 0;
        }
        int distance = Math.abs(df + dr);
        return (distance & 1) == 0 ? distance / 2 : 0;
    }

    private static void checkSquare(int square) {
        if (square < 0 || square > 63) {
            throw new IllegalArgumentException("square " + square + " out of range 0..63");
        }
    }
}
