package io.abstractgames.diamond.internal;

import io.abstractgames.diamond.DiamondBoard;

/**
 * The four jump classes of the star and their bitboards: a man's jump sequence never leaves its
 * class, so the landing points of a man are found by a flood fill in one {@code long}.
 *
 * <h2>Classes</h2>
 * Give point {@code (r, x)} the lattice coordinates {@code a = (r + x - 1) / 2} and
 * {@code b = (r - x - 1) / 2} (both from -4 to 12; a step changes {@code a}, {@code b} or both, by
 * one: east is {@code (+1, -1)}, north-east {@code (+1, 0)}, north-west {@code (0, +1)}). A jump
 * moves two steps in one direction, so it keeps the parities of {@code a} and {@code b}: the
 * <em>class</em> of a point is {@code (a & 1) | (b & 1) << 1}, with 37, 28, 28 and 28 points. A
 * jump goes over a point of another class, the class of the first step.
 *
 * <h2>Class bitboards</h2>
 * Within a class, point {@code (a, b)} is bit {@code (a >> 1) + 8 * (b >> 1) + OFFSET[class]} of a
 * {@code long} (the offset brings the lowest point of the class to bit 0; every class fits in 64
 * bits). A jump in direction {@code d} is then one shift by {@link #LANDING_SHIFT}{@code [d]}
 * (east -7, north-east +1, north-west +8, west +7, south-west -1, south-east -8), and the points
 * jumped over are a class bitboard of the first step's class shifted by {@link #OVER_SHIFT}. The
 * static initialiser checks that these shifts never make a false neighbour: a point off the star
 * shifted in from a class point never lands on the bit of another point of the class, so a
 * shifted bitboard masked with points of the star holds exactly the true landing points.
 */
final class JumpClasses {

    /** The number of jump classes. */
    static final int CLASSES = 4;

    /** {@code CLASS[p]}: the class of point {@code p} ({@link Tables#POINT_SLOTS} entries). */
    static final int[] CLASS = new int[Tables.POINT_SLOTS];

    /** {@code BIT[p]}: the bit of point {@code p} in its class bitboard ({@link Tables#POINT_SLOTS} entries). */
    static final long[] BIT = new long[Tables.POINT_SLOTS];

    /** {@code POINT[class * 64 + i]}: the point of bit {@code i} of a class bitboard, or -1. */
    static final int[] POINT = new int[CLASSES * 64];

    /**
     * {@code SLOT_LO[class * 64 + i]}, {@code SLOT_HI[class * 64 + i]}: the point of bit {@code i}
     * of a class bitboard as a bitboard of the star ({@link Tables}: low and high word), 0 for no
     * point.
     */
    static final long[] SLOT_LO = new long[CLASSES * 64];
    static final long[] SLOT_HI = new long[CLASSES * 64];

    /** The shift of a class bitboard that moves each point two steps in a direction (a jump). */
    static final int[] LANDING_SHIFT = {-7, 1, 8, 7, -1, -8};

    /**
     * {@code OVER_SHIFT[class * 6 + d]}: the shift that brings the class bitboard of
     * {@link #OVER_CLASS}{@code [class * 6 + d]} onto the bits of class {@code class}, each point
     * {@code p + d} onto the bit of {@code p}.
     */
    static final int[] OVER_SHIFT = new int[CLASSES * 6];

    /** {@link #OVER_SHIFT} as a left and a right shift, one of them 0: {@code bits << LEFT >>> RIGHT}. */
    static final int[] OVER_LEFT = new int[CLASSES * 6];
    static final int[] OVER_RIGHT = new int[CLASSES * 6];

    /** The opposite of {@link #LANDING_SHIFT} (each point onto the bit of the point one jump back), as a left and a right shift. */
    static final int[] BACK_LEFT = new int[6];
    static final int[] BACK_RIGHT = new int[6];

    /** {@code OVER_CLASS[class * 6 + d]}: the class of {@code p + d} for a point {@code p} of {@code class}. */
    static final int[] OVER_CLASS = new int[CLASSES * 6];

    /** {@code ALLOWED[colour * 4 + class]}: the points of the class allowed to the colour. */
    static final long[] ALLOWED = new long[DiamondBoard.COLOURS * CLASSES];

    private static final int[] OFFSET = new int[CLASSES];

    static {
        int[] min = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int c = classOf(a(p), b(p));
            CLASS[p] = c;
            min[c] = Math.min(min[c], raw(a(p), b(p)));
        }
        java.util.Arrays.fill(POINT, -1);
        for (int c = 0; c < CLASSES; c++) {
            OFFSET[c] = -min[c];
        }
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int i = index(a(p), b(p));
            if (i < 0 || i > 63 || POINT[CLASS[p] * 64 + i] >= 0) {
                throw new AssertionError("class bitboards: point " + DiamondBoard.name(p) + " has bit " + i);
            }
            POINT[CLASS[p] * 64 + i] = p;
            SLOT_LO[CLASS[p] * 64 + i] = p < 64 ? 1L << p : 0;
            SLOT_HI[CLASS[p] * 64 + i] = p < 64 ? 0 : 1L << (p - 64);
            BIT[p] = 1L << i;
            for (int colour = 0; colour < DiamondBoard.COLOURS; colour++) {
                if (DiamondBoard.isAllowed(colour, p)) {
                    ALLOWED[colour * CLASSES + CLASS[p]] |= BIT[p];
                }
            }
        }
        java.util.Arrays.fill(OVER_CLASS, -1);
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int c = CLASS[p];
            for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
                int da = da(d);
                int db = db(d);
                int over = classOf(a(p) + da, b(p) + db);
                int shift = index(a(p), b(p)) - index(a(p) + da, b(p) + db);
                int landing = index(a(p) + 2 * da, b(p) + 2 * db) - index(a(p), b(p));
                if (OVER_CLASS[c * 6 + d] < 0) {
                    OVER_CLASS[c * 6 + d] = over;
                    OVER_SHIFT[c * 6 + d] = shift;
                }
                if (OVER_CLASS[c * 6 + d] != over || OVER_SHIFT[c * 6 + d] != shift || landing != LANDING_SHIFT[d]) {
                    throw new AssertionError("class bitboards: the shifts of direction " + d + " vary");
                }
                // No false neighbours: the lattice point one jump or one step away, on the star or
                // not, has its own bit, or a bit outside the word.
                checkHonest(a(p) + 2 * da, b(p) + 2 * db);
                checkHonest(a(p) + da, b(p) + db);
            }
        }
    }

    static {
        for (int i = 0; i < CLASSES * 6; i++) {
            OVER_LEFT[i] = Math.max(0, OVER_SHIFT[i]);
            OVER_RIGHT[i] = Math.max(0, -OVER_SHIFT[i]);
        }
        for (int d = 0; d < 6; d++) {
            BACK_LEFT[d] = Math.max(0, -LANDING_SHIFT[d]);
            BACK_RIGHT[d] = Math.max(0, LANDING_SHIFT[d]);
        }
    }

    static {
        // The shifts written out in jumpMasks are those of the tables.
        java.util.SplittableRandom random = new java.util.SplittableRandom(CLASSES);
        long[] men = new long[CLASSES];
        long[] empty = new long[CLASSES];
        long[] unrolled = new long[CLASSES * 6];
        for (int round = 0; round < 64; round++) {
            for (int k = 0; k < CLASSES; k++) {
                men[k] = random.nextLong();
                empty[k] = random.nextLong();
            }
            jumpMasks(men[0], men[1], men[2], men[3], empty[0], empty[1], empty[2], empty[3], unrolled);
            for (int i = 0; i < CLASSES * 6; i++) {
                int d = i % 6;
                long over = men[OVER_CLASS[i]] << OVER_LEFT[i] >>> OVER_RIGHT[i];
                long expected = over & (empty[i / 6] << BACK_LEFT[d] >>> BACK_RIGHT[d]);
                if (unrolled[i] != expected) {
                    throw new AssertionError("class bitboards: jumpMasks differs from the tables at " + i);
                }
            }
        }
    }

    private JumpClasses() {}

    /**
     * The jump masks of one colour: {@code out[class * 6 + d]} gets the points of the class from
     * which a man can jump in direction {@code d}, those with a man on the next point and an empty
     * point allowed to the colour behind it. The shifts are {@link #OVER_SHIFT} and the reverse of
     * {@link #LANDING_SHIFT}, written out (the static initialiser checks them against the tables).
     *
     * @param m0 the men of class 0; {@code m1} to {@code m3} those of classes 1 to 3
     * @param e0 the empty points of class 0 allowed to the colour; {@code e1} to {@code e3} likewise
     * @param out 24 masks
     */
    static void jumpMasks(long m0, long m1, long m2, long m3, long e0, long e1, long e2, long e3, long[] out) {
        out[0] = (m3 & e0) << 7;
        out[1] = m1 << 7 & e0 >>> 1;
        out[2] = m2 & e0 >>> 8;
        out[3] = m3 & e0 >>> 7;
        out[4] = m1 << 8 & e0 << 1;
        out[5] = (m2 & e0) << 8;
        out[6] = m2 & e1 << 7;
        out[7] = m0 >>> 8 & e1 >>> 1;
        out[8] = (m3 & e1) >>> 8;
        out[9] = (m2 & e1) >>> 7;
        out[10] = m0 >>> 7 & e1 << 1;
        out[11] = m3 & e1 << 8;
        out[12] = (m1 & e2) << 7;
        out[13] = (m3 & e2) >>> 1;
        out[14] = (m0 & e2) >>> 8;
        out[15] = m1 & e2 >>> 7;
        out[16] = m3 & e2 << 1;
        out[17] = m0 & e2 << 8;
        out[18] = m0 & e3 << 7;
        out[19] = m2 & e3 >>> 1;
        out[20] = m1 & e3 >>> 8;
        out[21] = (m0 & e3) >>> 7;
        out[22] = (m2 & e3) << 1;
        out[23] = (m1 & e3) << 8;
    }

    /** Throws when the lattice point {@code (a, b)} is off the star but has the bit of a star point. */
    private static void checkHonest(int a, int b) {
        int i = index(a, b);
        if (i < 0 || i > 63) {
            return;
        }
        int owner = POINT[classOf(a, b) * 64 + i];
        if (owner >= 0 && (a(owner) != a || b(owner) != b)) {
            throw new AssertionError("class bitboards: lattice point (" + a + ", " + b + ") falls on "
                    + DiamondBoard.name(owner));
        }
    }

    private static int a(int p) {
        return (DiamondBoard.row(p) + DiamondBoard.x(p) - 1) / 2;
    }

    private static int b(int p) {
        return (DiamondBoard.row(p) - DiamondBoard.x(p) - 1) / 2;
    }

    /** The change of {@code a} along direction {@code d}. */
    private static int da(int d) {
        return (DiamondBoard.stepRow(d) + DiamondBoard.stepX(d)) / 2;
    }

    /** The change of {@code b} along direction {@code d}. */
    private static int db(int d) {
        return (DiamondBoard.stepRow(d) - DiamondBoard.stepX(d)) / 2;
    }

    private static int classOf(int a, int b) {
        return (a & 1) | (b & 1) << 1;
    }

    private static int raw(int a, int b) {
        return (a >> 1) + 8 * (b >> 1);
    }

    private static int index(int a, int b) {
        return raw(a, b) + OFFSET[classOf(a, b)];
    }
}
