package io.abstractgames.bashni.internal;

/**
 * Board tables of the 8x8 board, built from coordinates: diagonal steps, rays and the squares
 * between two squares of a diagonal. Square index {@code 8 * rank + file} ({@code docs/rules/common.md}).
 *
 * <p>Directions: 0 = up-right (+9), 1 = up-left (+7), 2 = down-right (-7), 3 = down-left (-9).
 * Directions 0 and 1 raise the square index, 2 and 3 lower it, so the nearest square of a ray in a
 * set is its lowest bit for directions 0 and 1 and its highest bit for 2 and 3.
 */
final class Geometry {

    /** Index change of one step in each direction. */
    static final int[] DELTA = {9, 7, -7, -9};
    /** File change of one step in each direction. */
    static final int[] DFILE = {1, -1, 1, -1};
    /** Rank change of one step in each direction. */
    static final int[] DRANK = {1, 1, -1, -1};

    /** The 32 dark squares. */
    static final long DARK;
    /** Rank 1 and rank 8. */
    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = 0xFFL << 56;

    /** {@code STEP[dir * 64 + sq]}: the neighbour of {@code sq} in {@code dir}, or -1 off the board. */
    static final int[] STEP = new int[4 * 64];
    /** {@code RAY[dir * 64 + sq]}: the squares beyond {@code sq} in {@code dir}, up to the edge. */
    static final long[] RAY = new long[4 * 64];
    /** Squares from which one step in {@code dir} stays on the board. */
    static final long[] CAN_STEP = new long[4];
    /** Squares from which two steps in {@code dir} stay on the board. */
    static final long[] CAN_JUMP = new long[4];
    /** {@code DIR_TO[a * 64 + b]}: the direction from {@code a} to {@code b} along a diagonal, or -1. */
    static final byte[] DIR_TO = new byte[64 * 64];
    /** {@code BETWEEN[a * 64 + b]}: the squares strictly between two squares of one diagonal. */
    static final long[] BETWEEN = new long[64 * 64];
    /** Square of each dark-square index 0..31 (index = square / 2). */
    static final int[] DARK_SQUARE = new int[32];

    static {
        long dark = 0;
        for (int sq = 0; sq < 64; sq++) {
            if ((((sq >>> 3) + (sq & 7)) & 1) == 0) {
                dark |= 1L << sq;
                DARK_SQUARE[sq >>> 1] = sq;
            }
        }
        DARK = dark;
        java.util.Arrays.fill(DIR_TO, (byte) -1);
        for (int dir = 0; dir < 4; dir++) {
            for (int sq = 0; sq < 64; sq++) {
                int f = (sq & 7) + DFILE[dir];
                int r = (sq >>> 3) + DRANK[dir];
                STEP[dir * 64 + sq] = onBoard(f, r) ? r * 8 + f : -1;
                if (onBoard(f, r)) {
                    CAN_STEP[dir] |= 1L << sq;
                }
                if (onBoard(f + DFILE[dir], r + DRANK[dir])) {
                    CAN_JUMP[dir] |= 1L << sq;
                }
                long ray = 0;
                long between = 0;
                while (onBoard(f, r)) {
                    int to = r * 8 + f;
                    ray |= 1L << to;
                    DIR_TO[sq * 64 + to] = (byte) dir;
                    BETWEEN[sq * 64 + to] = between;
                    between |= 1L << to;
                    f += DFILE[dir];
                    r += DRANK[dir];
                }
                RAY[dir * 64 + sq] = ray;
            }
        }
    }

    private Geometry() {}

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    /** The nearest square of {@code set} (non-empty, on one ray) seen from the ray's origin. */
    static int nearest(int dir, long set) {
        return dir < 2 ? Long.numberOfTrailingZeros(set) : 63 - Long.numberOfLeadingZeros(set);
    }

    /** The number of steps between two squares of one diagonal. */
    static int distance(int a, int b) {
        return Math.abs((a >>> 3) - (b >>> 3));
    }

    /** Shifts a set of squares one step in a direction (the caller masks off the edge). */
    static long shift(long set, int dir) {
        return dir < 2 ? set << DELTA[dir] : set >>> -DELTA[dir];
    }
}
