package io.abstractgames.diamond.internal;

import io.abstractgames.diamond.DiamondBoard;

/**
 * Static tables of the engine, derived from {@link DiamondBoard} when the class is initialised.
 *
 * <p>Bitboards hold the 121 points in two {@code long}s: points 0..63 in the low word (bit
 * {@code p}), points 64..120 in the high word (bit {@code p - 64}). Neighbour tables use the
 * sentinel point {@link #WALL} (121) for "off the board", whose own neighbours are the wall again,
 * so that walking a line needs no bounds check.
 */
final class Tables {

    /** The sentinel point beyond the edge; {@code board[WALL]} is never empty nor a man. */
    static final int WALL = DiamondBoard.POINTS;

    /**
     * The entries of a table indexed by a point: 128, the points 121 to 127 unused (0). A move
     * code's points are 7-bit fields ({@link io.abstractgames.diamond.DiamondMoves}) and the move
     * generator masks its points to 7 bits, so the compiler can prove such an index in range and
     * leaves out the bounds check on the hot paths.
     */
    static final int POINT_SLOTS = 128;

    /** {@code NEIGHBOUR[p * 6 + d]}: the neighbour of {@code p} in direction {@code d}, or WALL. */
    static final int[] NEIGHBOUR = new int[(DiamondBoard.POINTS + 1) * 6];

    /** {@code JUMP[p * 6 + d]}: the point two steps from {@code p} in direction {@code d}, or WALL. */
    static final int[] JUMP = new int[(DiamondBoard.POINTS + 1) * 6];

    /** {@code BIT_LO[p]}, {@code BIT_HI[p]}: the bitboard of point {@code p} alone, low and high words. */
    static final long[] BIT_LO = new long[POINT_SLOTS];
    static final long[] BIT_HI = new long[POINT_SLOTS];

    /**
     * {@code RAY_LO[p << 3 | d]}, {@code RAY_HI[p << 3 | d]}: the points of the straight line
     * from {@code p} in direction {@code d} to the edge, {@code p} itself not included (eight
     * entries a point, two unused, for the bounds-check-free index of {@link #POINT_SLOTS}). Along
     * east, north-east and north-west the points ascend, along the other three they descend
     * (checked when the class is initialised), so the nearest point of a ray in a set is a bit scan.
     */
    static final long[] RAY_LO = new long[POINT_SLOTS << 3];
    static final long[] RAY_HI = new long[POINT_SLOTS << 3];

    /** {@code ADJACENT[p << 3 | d]}: {@link #NEIGHBOUR} laid out as {@link #RAY_LO}. */
    static final int[] ADJACENT = new int[POINT_SLOTS << 3];

    /** Neighbour bitboards, low and high words. */
    static final long[] NEIGHBOURS_LO = new long[POINT_SLOTS];
    static final long[] NEIGHBOURS_HI = new long[POINT_SLOTS];

    /** Allowed points per colour as bitboards. */
    static final long[] ALLOWED_LO = new long[3];
    static final long[] ALLOWED_HI = new long[3];

    /** Target camp per colour as bitboards, and its apex. */
    static final long[] TARGET_LO = new long[3];
    static final long[] TARGET_HI = new long[3];
    static final int[] TARGET_APEX = new int[3];

    /** {@code TARGET_DISTANCE[c * 121 + p]}: distance from {@code p} to colour c's target apex. */
    static final int[] TARGET_DISTANCE = new int[3 * DiamondBoard.POINTS];

    static {
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            BIT_LO[p] = p < 64 ? 1L << p : 0;
            BIT_HI[p] = p < 64 ? 0 : 1L << (p - 64);
        }
        for (int p = 0; p <= DiamondBoard.POINTS; p++) {
            for (int d = 0; d < 6; d++) {
                int n = p == WALL ? -1 : DiamondBoard.neighbour(p, d);
                NEIGHBOUR[p * 6 + d] = n < 0 ? WALL : n;
                if (n >= 0) {
                    if (n < 64) {
                        NEIGHBOURS_LO[p] |= 1L << n;
                    } else {
                        NEIGHBOURS_HI[p] |= 1L << (n - 64);
                    }
                }
            }
        }
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            for (int d = 0; d < 6; d++) {
                int previous = p;
                for (int q : DiamondBoard.line(p, d)) {
                    if (d < 3 ? q <= previous : q >= previous) {
                        throw new AssertionError("rays: the points from " + DiamondBoard.name(p) + " in direction "
                                + d + " are not in order");
                    }
                    RAY_LO[p << 3 | d] |= q < 64 ? 1L << q : 0;
                    RAY_HI[p << 3 | d] |= q < 64 ? 0 : 1L << (q - 64);
                    previous = q;
                }
            }
        }
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            for (int d = 0; d < 6; d++) {
                ADJACENT[p << 3 | d] = NEIGHBOUR[p * 6 + d];
            }
        }
        for (int i = 0; i < JUMP.length; i++) {
            JUMP[i] = NEIGHBOUR[NEIGHBOUR[i] * 6 + i % 6];
        }
        for (int c = 0; c < 3; c++) {
            DiamondBoard.Camp target = DiamondBoard.targetCamp(c);
            TARGET_APEX[c] = target.apex();
            for (int p = 0; p < DiamondBoard.POINTS; p++) {
                if (DiamondBoard.isAllowed(c, p)) {
                    if (p < 64) {
                        ALLOWED_LO[c] |= 1L << p;
                    } else {
                        ALLOWED_HI[c] |= 1L << (p - 64);
                    }
                }
                if (target.contains(p)) {
                    if (p < 64) {
                        TARGET_LO[c] |= 1L << p;
                    } else {
                        TARGET_HI[c] |= 1L << (p - 64);
                    }
                }
                TARGET_DISTANCE[c * DiamondBoard.POINTS + p] = DiamondBoard.distance(p, TARGET_APEX[c]);
            }
        }
    }

    private Tables() {}
}
