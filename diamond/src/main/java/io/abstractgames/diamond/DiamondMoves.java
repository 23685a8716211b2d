package io.abstractgames.diamond;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;

/**
 * The move codec of the Diamond game ({@code docs/rules/diamond.md}, "Moves"): a move is identified by
 * its from-point and to-point, whatever path reaches it, or is the pass.
 *
 * <pre>
 *   bit  14    13 ........ 7   6 ......... 0
 *       [ 1 ] [ from 0..120 ] [ to 0..120   ]   a step or a jump sequence
 *   the pass: the code 1 (bit 14 clear)
 * </pre>
 *
 * Every code is positive; {@link io.abstractgames.core.Moves#NONE} (0) is never a move. Move text
 * is {@code FROM-TO} with absolute point names ({@code 4.2-6.4}) or {@code pass}. Static,
 * thread-safe.
 */
public final class DiamondMoves {

    /** The code of the pass, the only legal move of a player who has no other move. */
    public static final long PASS = 1L;

    /** The text of the pass. */
    public static final String PASS_TEXT = "pass";

    private static final long MOVE_FLAG = 1L << 14;

    private DiamondMoves() {}

    /**
     * The code of a step or jump sequence.
     *
     * @param from the starting point, 0..120
     * @param to the destination, 0..120, different from {@code from}
     * @return the code, {@code 0x4000 | from << 7 | to}
     * @throws IllegalArgumentException if a point is out of range or the points are equal
     */
    public static long of(int from, int to) {
        if (from < 0 || from >= DiamondBoard.POINTS || to < 0 || to >= DiamondBoard.POINTS) {
            throw new IllegalArgumentException("point out of range 0..120: " + from + ", " + to);
        }
        if (from == to) {
            throw new IllegalArgumentException("from-point and to-point are both " + DiamondBoard.name(from));
        }
        return encode(from, to);
    }

    /**
     * The code of a move without checks (hot path).
     *
     * @param from the starting point, 0..120
     * @param to the destination, 0..120
     * @return the code
     */
    public static long encode(int from, int to) {
        return MOVE_FLAG | (long) from << 7 | to;
    }

    /**
     * Whether a code is the pass.
     *
     * @param move a move code
     * @return {@code true} for {@link #PASS}
     */
    public static boolean isPass(long move) {
        return move == PASS;
    }

    /**
     * The starting point of a move.
     *
     * @param move a code made by {@link #of(int, int)}, not the pass
     * @return 0..120
     */
    public static int from(long move) {
        return (int) (move >>> 7) & 0x7F;
    }

    /**
     * The destination of a move.
     *
     * @param move a code made by {@link #of(int, int)}, not the pass
     * @return 0..120
     */
    public static int to(long move) {
        return (int) move & 0x7F;
    }

    /**
     * The move text of a code, with absolute point names.
     *
     * @param move a code made by {@link #of(int, int)}, or {@link #PASS}
     * @return e.g. {@code "4.2-6.4"} or {@code "pass"}
     * @throws IllegalArgumentException if the code is neither the pass nor a move code
     */
    public static String text(long move) {
        if (move == PASS) {
            return PASS_TEXT;
        }
        if ((move & ~0x7FFFL) != 0 || (move & MOVE_FLAG) == 0 || from(move) >= DiamondBoard.POINTS
                || to(move) >= DiamondBoard.POINTS) {
            throw new IllegalArgumentException("not a Diamond move code: " + move);
        }
        return DiamondBoard.name(from(move)) + "-" + DiamondBoard.name(to(move));
    }

    /**
     * Reads move text without checking that the move is legal anywhere.
     *
     * @param moveText {@code FROM-TO} with absolute point names, or {@code pass}; surrounding white
     *     space is ignored
     * @return the code
     * @throws NotationException naming the text when it is not of this form, names a point that
     *     does not exist, or has the same from- and to-point
     */
    public static long parse(String moveText) {
        String text = moveText == null ? "" : TextFields.strip(moveText);
        if (text.isEmpty()) {
            throw new NotationException("move text: empty, expected FROM-TO such as 4.2-6.4, or pass");
        }
        if (text.equals(PASS_TEXT)) {
            return PASS;
        }
        int dash = text.indexOf('-');
        if (dash < 0 || text.indexOf('-', dash + 1) >= 0) {
            throw new NotationException("move text '" + text + "': expected FROM-TO such as 4.2-6.4, or pass");
        }
        String a = text.substring(0, dash);
        String b = text.substring(dash + 1);
        int from = DiamondBoard.parse(a);
        if (from < 0) {
            throw new NotationException("move text '" + text + "': '" + a + "' is not a point");
        }
        int to = DiamondBoard.parse(b);
        if (to < 0) {
            throw new NotationException("move text '" + text + "': '" + b + "' is not a point");
        }
        if (from == to) {
            throw new NotationException("move text '" + text + "': from-point and to-point are the same");
        }
        return encode(from, to);
    }
}
