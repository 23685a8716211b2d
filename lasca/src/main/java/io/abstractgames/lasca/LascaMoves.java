package io.abstractgames.lasca;

/**
 * The Lasca move codec: a move as a {@code long} holding its from-square and the direction of each
 * of its legs, which fixes every landing square ({@code docs/rules/lasca.md}, "Move identity and
 * text"), so that a transposition table or a killer slot can keep it and recognise it later.
 *
 * <h2>Layout</h2>
 * <pre>
 *  bit  0       kind: 1 = capture, 0 = quiet move
 *  bits 1..6    from-square 0..48 (index 7 * rank + file, a1 = 0, g7 = 48)
 *  bits 7..10   number of legs (landing squares): 1 for a quiet move, 1..11 for a capture
 *  bits 11..32  the direction of leg i in bits 11 + 2i and 12 + 2i, i = 0..10
 *  bits 33..63  zero
 * </pre>
 * Directions: 0 = up-right (towards g7, index +8), 1 = up-left (towards a7, +6), 2 = down-right
 * (towards g1, -6), 3 = down-left (towards a1, -8). A quiet leg is one step long, a capture leg
 * two (it jumps the column on the square between). A capture takes one opponent piece per leg, so
 * it has at most {@link #MAX_LANDINGS} legs. Because the fields are sums, a generator builds a
 * capture code by adding {@link #captureStart(int)} and one {@link #captureLeg(int, int)} per leg.
 *
 * <p>Each legal move has exactly one code and the code names its move. Codes are only meaningful
 * for the position they were generated in. The decoders below assume a well-formed code (one built
 * by this class or by the move generator); they allocate nothing.
 */
public final class LascaMoves {

    /** The most landing squares of a move: one capture per opponent piece, 11 pieces a side. */
    public static final int MAX_LANDINGS = 11;

    /** The number of squares of the 7x7 board, used or not. */
    static final int SQUARES = 49;

    private static final int COUNT_SHIFT = 7;
    private static final int DIRS_SHIFT = 11;
    private static final int[] DELTA = {8, 6, -6, -8};

    private LascaMoves() {}

    // ----- building -----

    /**
     * The code of a quiet move (one step).
     *
     * @param from the from-square 0..48
     * @param dir the direction 0..3 (see the class documentation)
     * @return the move code
     */
    public static long quietMove(int from, int dir) {
        return ((long) dir << DIRS_SHIFT) | (1L << COUNT_SHIFT) | ((long) from << 1);
    }

    /**
     * The part of a capture code that names the from-square; add one {@link #captureLeg} per leg.
     *
     * @param from the from-square 0..48
     * @return the code of a capture from {@code from} with no leg yet
     */
    public static long captureStart(int from) {
        return ((long) from << 1) | 1L;
    }

    /**
     * The part of a capture code contributed by one leg.
     *
     * @param leg the leg's place in the move, 0..10
     * @param dir the direction 0..3
     * @return the value to add to the code
     */
    public static long captureLeg(int leg, int dir) {
        return (1L << COUNT_SHIFT) + ((long) dir << (DIRS_SHIFT + 2 * leg));
    }

    /**
     * Encodes a move from its squares, checking the geometry only (each quiet leg one diagonal
     * step, each capture leg a diagonal jump of two steps, on the 7x7 board), not legality.
     *
     * @param capture {@code true} for a capture, {@code false} for a quiet move
     * @param from the from-square 0..48
     * @param landings the landing squares in order, each 0..48
     * @param count the number of landing squares: 1 for a quiet move, 1..11 for a capture
     * @return the code
     * @throws IllegalArgumentException if the count is out of range, a square is not on the board
     *     or not used, or a leg is not a diagonal step (quiet) or jump (capture)
     */
    public static long encode(boolean capture, int from, int[] landings, int count) {
        if (count < 1 || count > (capture ? MAX_LANDINGS : 1)) {
            throw new IllegalArgumentException(count + " landing squares, expected " + (capture ? "1 to 11" : "1"));
        }
        checkUsed(from);
        long code = capture ? captureStart(from) : 0;
        int at = from;
        int length = capture ? 2 : 1;
        for (int i = 0; i < count; i++) {
            int to = landings[i];
            checkUsed(to);
            int df = to % 7 - at % 7;
            int dr = to / 7 - at / 7;
            if (Math.abs(df) != length || Math.abs(dr) != length) {
                throw new IllegalArgumentException((capture ? "capture leg " : "quiet move ") + (capture ? (i + 1) + ", " : "")
                        + name(at) + " to " + name(to) + ", is not a diagonal " + (capture ? "jump of 2 squares" : "step of 1 square"));
            }
            int dir = (dr > 0 ? 0 : 2) + (df > 0 ? 0 : 1);
            code = capture ? code + captureLeg(i, dir) : quietMove(from, dir);
            at = to;
        }
        return code;
    }

    private static void checkUsed(int square) {
        if (square < 0 || square >= SQUARES || ((square % 7 + square / 7) & 1) != 0) {
            throw new IllegalArgumentException("square " + square + " is not a used square 0..48");
        }
    }

    private static String name(int square) {
        return "" + (char) ('a' + square % 7) + (char) ('1' + square / 7);
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
     * @return the square 0..48
     */
    public static int from(long move) {
        return (int) (move >>> 1) & 63;
    }

    /**
     * The number of landing squares (legs).
     *
     * @param move a move code
     * @return 1 for a quiet move, 1..11 for a capture
     */
    public static int landingCount(long move) {
        return (int) (move >>> COUNT_SHIFT) & 15;
    }

    /**
     * The direction of one leg.
     *
     * @param move a move code
     * @param leg 0 to {@code landingCount(move) - 1}
     * @return 0..3 (see the class documentation)
     */
    public static int direction(long move, int leg) {
        return (int) (move >>> (DIRS_SHIFT + 2 * leg)) & 3;
    }

    /**
     * The index change of one step in a direction.
     *
     * @param dir 0..3
     * @return 8, 6, -6 or -8
     */
    public static int delta(int dir) {
        return DELTA[dir];
    }

    /**
     * The squares the move lands on, in order, written to a caller-owned buffer (allocates nothing).
     *
     * @param move a move code
     * @param out a buffer of at least the landing count (at most {@link #MAX_LANDINGS}) entries
     * @return the number of landing squares written
     */
    public static int landings(long move, int[] out) {
        int n = landingCount(move);
        int step = isCapture(move) ? 2 : 1;
        int at = from(move);
        for (int i = 0; i < n; i++) {
            at += step * DELTA[direction(move, i)];
            out[i] = at;
        }
        return n;
    }

    /**
     * The squares a capture jumps, in order, one per leg: the square between each pair of
     * successive landings (allocates nothing).
     *
     * @param move a move code
     * @param out a buffer of at least the landing count entries
     * @return the number of squares written: the landing count for a capture, 0 for a quiet move
     */
    public static int jumped(long move, int[] out) {
        if (!isCapture(move)) {
            return 0;
        }
        int n = landingCount(move);
        int at = from(move);
        for (int i = 0; i < n; i++) {
            int d = DELTA[direction(move, i)];
            out[i] = at + d;
            at += 2 * d;
        }
        return n;
    }

    /**
     * One landing square.
     *
     * @param move a move code
     * @param index the landing's place, 0 to {@code landingCount(move) - 1}
     * @return the square 0..48
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public static int landing(long move, int index) {
        int n = landingCount(move);
        if (index < 0 || index >= n) {
            throw new IndexOutOfBoundsException("landing " + index + " of a move with " + n + " landing squares");
        }
        int step = isCapture(move) ? 2 : 1;
        int at = from(move);
        for (int i = 0; i <= index; i++) {
            at += step * DELTA[direction(move, i)];
        }
        return at;
    }

    /**
     * The last landing square, where the moving column ends.
     *
     * @param move a move code
     * @return the square 0..48
     */
    public static int to(long move) {
        return landing(move, landingCount(move) - 1);
    }
}
