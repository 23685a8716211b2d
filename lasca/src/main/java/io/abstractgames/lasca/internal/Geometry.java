package io.abstractgames.lasca.internal;

import io.abstractgames.core.board.Squares;

/**
 * The 7x7 board of Lasca ({@code docs/rules/lasca.md}, "Board and pieces"): square names and
 * indices ({@code 7 * rank + file}, {@code a1} = 0, {@code g7} = 48), the 25 used squares, and
 * the tables of diagonal steps. A bitboard is a {@code long} whose bit {@code i} is square
 * {@code i}; only the bits of used squares are ever set.
 *
 * <p>Directions: 0 = up-right (+8), 1 = up-left (+6), 2 = down-right (-6), 3 = down-left (-8).
 * White's soldiers move in directions 0 and 1, Black's in 2 and 3.
 */
public final class Geometry {

    /** The number of squares, used or not. */
    public static final int SQUARES = 49;
    /** Index change of one step in each direction. */
    static final int[] DELTA = {8, 6, -6, -8};
    private static final int[] DFILE = {1, -1, 1, -1};
    private static final int[] DRANK = {1, 1, -1, -1};

    /** The 25 used squares. */
    public static final long USED;
    /** The used squares of rank 1 (Black's far rank). */
    public static final long RANK_1;
    /** The used squares of rank 7 (White's far rank). */
    public static final long RANK_7;

    /** {@code STEP[dir * 49 + sq]}: the neighbour of {@code sq} in {@code dir}, or -1 off the board. */
    static final int[] STEP = new int[4 * SQUARES];
    /** Used squares from which one step in {@code dir} stays on the board. */
    static final long[] CAN_STEP = new long[4];
    /** Used squares from which two steps in {@code dir} stay on the board. */
    static final long[] CAN_JUMP = new long[4];

    private static final String[] NAMES = new String[SQUARES];

    static {
        long used = 0;
        for (int sq = 0; sq < SQUARES; sq++) {
            NAMES[sq] = Squares.name(sq, 7);
            if (((sq % 7 + sq / 7) & 1) == 0) {
                used |= 1L << sq;
            }
        }
        USED = used;
        RANK_1 = USED & 0x7FL;
        RANK_7 = USED & (0x7FL << 42);
        for (int dir = 0; dir < 4; dir++) {
            for (int sq = 0; sq < SQUARES; sq++) {
                int f = sq % 7 + DFILE[dir];
                int r = sq / 7 + DRANK[dir];
                boolean step = onBoard(f, r);
                STEP[dir * SQUARES + sq] = step ? r * 7 + f : -1;
                if (step && (USED >>> sq & 1) != 0) {
                    CAN_STEP[dir] |= 1L << sq;
                    if (onBoard(f + DFILE[dir], r + DRANK[dir])) {
                        CAN_JUMP[dir] |= 1L << sq;
                    }
                }
            }
        }
    }

    private Geometry() {}

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 7 && rank >= 0 && rank < 7;
    }

    /**
     * The name of a square.
     *
     * @param square 0..48
     * @return e.g. {@code "d4"}
     */
    public static String name(int square) {
        return NAMES[square];
    }

    /**
     * The index of a square name.
     *
     * @param name a letter {@code a}..{@code g} and a digit {@code 1}..{@code 7}
     * @return 0..48, or -1 when the text is not a square of the 7x7 board
     */
    public static int index(CharSequence name) {
        return Squares.index(name, 7);
    }

    /**
     * Whether a square is used (file index plus rank index even).
     *
     * @param square 0..48
     * @return whether pieces may stand on it
     */
    public static boolean isUsed(int square) {
        return (USED >>> square & 1) != 0;
    }

    /** Shifts a set of squares one step in a direction (the caller masks the edge off first). */
    static long shift(long set, int dir) {
        return dir < 2 ? set << DELTA[dir] : set >>> -DELTA[dir];
    }
}
