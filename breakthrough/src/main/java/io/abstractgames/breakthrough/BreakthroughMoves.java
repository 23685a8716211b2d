package io.abstractgames.breakthrough;

/**
 * The move codec of Breakthrough: how a move is packed into a {@code long} code.
 *
 * <p>Bit layout (low bits; all higher bits are 0):
 *
 * <pre>
 *  bit  12     11 ..  6   5 ..  0
 *      +-----+----------+----------+
 *      | cap |    to    |   from   |
 *      +-----+----------+----------+
 * </pre>
 *
 * <ul>
 *   <li>{@code from}: the square the piece leaves, 0..63 (index {@code 8 * rank + file},
 *       {@code a1} = 0, {@code h8} = 63, see {@code docs/rules/common.md}, "Square boards");
 *   <li>{@code to}: the square it lands on, 0..63;
 *   <li>{@code cap}: 1 when an enemy piece on {@code to} is captured, else 0.
 * </ul>
 *
 * <p>Since {@code from != to}, a code is never 0 ({@link io.abstractgames.core.Moves#NONE}) and it is
 * always non-negative (below {@code 2^13}). By the "Move identity" rule of {@code
 * docs/rules/breakthrough.md} a move is identified by its from- and to-square; the capture flag is
 * determined by them in a given position, so equal moves have equal codes.
 */
public final class BreakthroughMoves {

    /** Mask of a square field (6 bits). */
    private static final long SQUARE_MASK = 63L;
    /** Shift of the to-square field. */
    private static final int TO_SHIFT = 6;
    /** The capture flag. */
    public static final long CAPTURE = 1L << 12;

    private BreakthroughMoves() {}

    /**
     * Packs a move.
     *
     * @param from the from-square, 0..63
     * @param to the to-square, 0..63, different from {@code from}
     * @param capture whether the move captures the enemy piece on {@code to}
     * @return the move code, positive
     */
    public static long encode(int from, int to, boolean capture) {
        assert from >= 0 && from < 64 && to >= 0 && to < 64 && from != to : "squares " + from + ", " + to;
        return from | ((long) to << TO_SHIFT) | (capture ? CAPTURE : 0L);
    }

    /**
     * The square the moving piece leaves.
     *
     * @param move a move code
     * @return 0..63
     */
    public static int from(long move) {
        return (int) (move & SQUARE_MASK);
    }

    /**
     * The square the moving piece lands on.
     *
     * @param move a move code
     * @return 0..63
     */
    public static int to(long move) {
        return (int) ((move >>> TO_SHIFT) & SQUARE_MASK);
    }

    /**
     * Whether the move captures.
     *
     * @param move a move code
     * @return {@code true} when an enemy piece on the to-square is removed
     */
    public static boolean isCapture(long move) {
        return (move & CAPTURE) != 0;
    }
}
