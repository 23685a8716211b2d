package io.abstractgames.bashni;

import io.abstractgames.core.board.Squares;

/**
 * The Bashni move codec: a move as a {@code long} holding its from-square and the full sequence of
 * its landing squares ({@code docs/rules/bashni.md}, "Move identity and text"), so that a transposition
 * table or a killer slot can keep it and recognise it later.
 *
 * <h2>Layout</h2>
 * <pre>
 *  bit  0      kind: 1 = capture, 0 = quiet move
 *  bits 1..5   from-square as a dark-square index 0..31 (square / 2; squares 0..63 as in
 *              docs/rules/common.md: a1 = 0, h8 = 63)
 *  bits 6..61  path P, at least 1:
 *              quiet move (one leg):  P = 1 + 7 * dir + (distance - 1),   distance 1..7
 *              capture (1..12 legs):  P = d0 + d1 * 24 + d2 * 24^2 + ... (bijective base 24)
 *                                     with d_i = 1 + 6 * dir_i + (distance_i - 2), distance 2..7
 *  bits 62..63 zero
 * </pre>
 * A leg is one straight stretch along a diagonal: a direction {@code dir} (0 = up-right, towards
 * h8; 1 = up-left, towards a8; 2 = down-right, towards h1; 3 = down-left, towards a1) and a
 * distance in squares. A capture leg jumps one column, so it is at least 2 squares long. The digits
 * of a bijective numeration run from 1 to 24, so the number of legs needs no field of its own: the
 * first leg is the least significant digit and the path ends where P runs out. Twelve legs of the
 * largest digit give P below {@code 24^12 * 24 / 23 < 2^56}, so every code is positive and below
 * {@code 2^62}. Because P is a sum, a generator builds a capture code by adding
 * {@link #captureStart(int)} and one {@link #captureLeg(int, int, int)} per leg.
 *
 * <p>Each legal move has exactly one code and the code names its move: from-square and landing
 * squares fix every jumped square (the one occupied square between two landings). Codes are only
 * meaningful for the position they were generated in. The decoders below assume a well-formed code
 * (one built by this class or by a move generator); they allocate nothing.
 */
public final class BashniMoves {

    /** The largest number of landing squares of a move (one capture per opponent piece). */
    public static final int MAX_LANDINGS = 12;

    private static final int PATH_SHIFT = 6;
    private static final int[] DELTA = {9, 7, -7, -9};
    private static final long[] POW24 = new long[MAX_LANDINGS];

    static {
        long p = 1;
        for (int i = 0; i < MAX_LANDINGS; i++) {
            POW24[i] = p;
            p *= 24;
        }
    }

    private BashniMoves() {}

    // ----- building -----

    /**
     * The code of a quiet move.
     *
     * @param from the from-square, a dark square 0..63
     * @param dir the direction 0..3 (see the class documentation)
     * @param distance the number of squares moved, 1..7
     * @return the move code
     */
    public static long quietMove(int from, int dir, int distance) {
        return ((long) (1 + 7 * dir + distance - 1) << PATH_SHIFT) | ((long) (from >>> 1) << 1);
    }

    /**
     * The part of a capture code that names the from-square; add one {@link #captureLeg} per leg.
     *
     * @param from the from-square, a dark square 0..63
     * @return the code of a capture from {@code from} with no leg yet
     */
    public static long captureStart(int from) {
        return ((long) (from >>> 1) << 1) | 1L;
    }

    /**
     * The part of a capture code contributed by one leg.
     *
     * @param leg the leg's place in the move, 0..11
     * @param dir the direction 0..3
     * @param distance the leg's length in squares, 2..7
     * @return the value to add to the code
     */
    public static long captureLeg(int leg, int dir, int distance) {
        return (1 + 6 * dir + distance - 2) * POW24[leg] << PATH_SHIFT;
    }

    /**
     * Encodes a move from its squares, checking only the geometry (each leg along one diagonal, a
     * capture leg at least 2 squares long), not legality.
     *
     * @param capture {@code true} for a capture, {@code false} for a quiet move
     * @param from the from-square 0..63
     * @param landings the landing squares in order, 0..63
     * @param count the number of landing squares, 1 for a quiet move, 1..12 for a capture
     * @return the code
     * @throws IllegalArgumentException if a square is out of range or light, a leg does not follow
     *     a diagonal or is too short, or the count is out of range
     */
    public static long encode(boolean capture, int from, int[] landings, int count) {
        if (count < 1 || count > (capture ? MAX_LANDINGS : 1)) {
            throw new IllegalArgumentException(count + " landing squares, expected " + (capture ? "1 to 12" : "1"));
        }
        checkDark(from);
        long code = capture ? captureStart(from) : 0;
        int at = from;
        for (int i = 0; i < count; i++) {
            int to = landings[i];
            checkDark(to);
            int df = (to & 7) - (at & 7);
            int dr = (to >>> 3) - (at >>> 3);
            if (df == 0 || Math.abs(df) != Math.abs(dr)) {
                throw new IllegalArgumentException("leg " + (i + 1) + ", " + Squares.name(at) + " to " + Squares.name(to)
                        + ", does not follow a diagonal");
            }
            int dir = (dr > 0 ? 0 : 2) + (df > 0 ? 0 : 1);
            int distance = Math.abs(dr);
            if (capture) {
                if (distance < 2) {
                    throw new IllegalArgumentException("capture leg " + (i + 1) + ", " + Squares.name(at) + " to " + Squares.name(to)
                            + ", is 1 square long, expected 2 or more");
                }
                code += captureLeg(i, dir, distance);
            } else {
                code = quietMove(from, dir, distance);
            }
            at = to;
        }
        return code;
    }

    private static void checkDark(int square) {
        if (square < 0 || square > 63 || ((square + (square >>> 3)) & 1) != 0) {
            throw new IllegalArgumentException("square " + square + " is not a dark square 0..63");
        }
    }

    // ----- decoding -----

    /**
     * Whether a move is a capture.
     *
     * @param move a move code
     * @return {@code true} for a capture
     */
    public static boolean isCapture(long move) {
        return (move & 1L) != 0;
    }

    /**
     * The from-square.
     *
     * @param move a move code
     * @return the square 0..63
     */
    public static int from(long move) {
        int index = (int) (move >>> 1) & 31;
        int rank = index >>> 2;
        return rank * 8 + ((index & 3) << 1) + (rank & 1);
    }

    /**
     * The number of landing squares (legs).
     *
     * @param move a move code
     * @return 1 for a quiet move, 1..12 for a capture
     */
    public static int landingCount(long move) {
        if (!isCapture(move)) {
            return 1;
        }
        int n = 0;
        for (long p = move >>> 6; p != 0; p = (p - 1) / 24) {
            n++;
        }
        return n;
    }

    /**
     * The squares the move lands on, in order, written to a caller-owned buffer (allocates nothing).
     *
     * @param move a move code
     * @param out a buffer of at least {@link #MAX_LANDINGS} entries (or at least the landing count)
     * @return the number of landing squares written
     */
    public static int landings(long move, int[] out) {
        int at = from(move);
        if (!isCapture(move)) {
            out[0] = quietTo(at, move);
            return 1;
        }
        int n = 0;
        for (long legs = legs(move); legs != 0; legs = nextLegs(legs)) {
            at = legEnd(at, legDigit(legs));
            out[n++] = at;
        }
        return n;
    }

    /**
     * One landing square.
     *
     * @param move a move code
     * @param index the landing's place, 0 to {@code landingCount(move) - 1}
     * @return the square 0..63
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public static int landing(long move, int index) {
        int at = from(move);
        if (!isCapture(move)) {
            if (index != 0) {
                throw new IndexOutOfBoundsException("landing " + index + " of a quiet move");
            }
            return quietTo(at, move);
        }
        int i = 0;
        for (long legs = legs(move); legs != 0; legs = nextLegs(legs), i++) {
            at = legEnd(at, legDigit(legs));
            if (i == index) {
                return at;
            }
        }
        throw new IndexOutOfBoundsException("landing " + index + " of a move with fewer landings");
    }

    /**
     * The last landing square, where the moving column ends.
     *
     * @param move a move code
     * @return the square 0..63
     */
    public static int to(long move) {
        int at = from(move);
        if (!isCapture(move)) {
            return quietTo(at, move);
        }
        for (long legs = legs(move); legs != 0; legs = nextLegs(legs)) {
            at = legEnd(at, legDigit(legs));
        }
        return at;
    }

    // ----- walking the legs of a capture -----

    /**
     * The legs of a capture, as a cursor for walking them without allocating: {@link #legDigit}
     * reads the current leg, {@link #nextLegs} moves on, and the walk ends at 0. For example:
     *
     * <pre>{@code
     * for (long legs = BashniMoves.legs(move); legs != 0; legs = BashniMoves.nextLegs(legs)) {
     *     int digit = BashniMoves.legDigit(legs);
     *     int dir = BashniMoves.legDirection(digit);
     *     int distance = BashniMoves.legDistance(digit);
     * }
     * }</pre>
     *
     * @param move a capture code
     * @return the cursor at the first leg, never 0 for a capture
     */
    public static long legs(long move) {
        return move >>> PATH_SHIFT;
    }

    /**
     * The cursor moved on by one leg.
     *
     * @param legs a cursor, not 0
     * @return the cursor at the next leg, 0 after the last leg
     */
    public static long nextLegs(long legs) {
        return (legs - 1) / 24;
    }

    /**
     * The current leg as one digit of the path: {@code 6 * dir + (distance - 2)}.
     *
     * @param legs a cursor, not 0
     * @return 0..23
     */
    public static int legDigit(long legs) {
        return (int) (legs - 1 - nextLegs(legs) * 24);
    }

    /**
     * The direction of a capture leg.
     *
     * @param digit a leg digit, 0..23
     * @return 0..3 (see the class documentation)
     */
    public static int legDirection(int digit) {
        return digit / 6;
    }

    /**
     * The length of a capture leg.
     *
     * @param digit a leg digit, 0..23
     * @return 2..7 squares
     */
    public static int legDistance(int digit) {
        return digit % 6 + 2;
    }

    /** Where a capture leg from {@code at} lands. */
    private static int legEnd(int at, int digit) {
        return at + DELTA[legDirection(digit)] * legDistance(digit);
    }

    /** Where a quiet move from {@code from} lands. */
    private static int quietTo(int from, long move) {
        int d = (int) (move >>> PATH_SHIFT) - 1;
        return from + DELTA[d / 7] * (d % 7 + 1);
    }
}
