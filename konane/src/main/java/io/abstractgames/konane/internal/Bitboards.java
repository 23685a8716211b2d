package io.abstractgames.konane.internal;

import io.abstractgames.konane.KonaneMoves;

/**
 * Bitboard constants and tables of the 8x8 Kōnane board: bit {@code i} is square {@code i}
 * ({@code a1} = 0, {@code h8} = 63, see {@code docs/rules/common.md}, "Square boards").
 */
final class Bitboards {

    /** The squares of file {@code a}. */
    static final long FILE_A = 0x0101010101010101L;
    /** The squares of file {@code h}. */
    static final long FILE_H = FILE_A << 7;
    /** Every square but file {@code a}: the squares a shift one file east may land on. */
    static final long NOT_FILE_A = ~FILE_A;
    /** Every square but file {@code h}: the squares a shift one file west may land on. */
    static final long NOT_FILE_H = ~FILE_H;
    /** The dark squares ({@code file + rank} even, {@code a1} is dark): Black's colour. */
    static final long DARK = 0xAA55AA55AA55AA55L;
    /** The light squares: White's colour. */
    static final long LIGHT = ~DARK;

    /**
     * The stones a jump passes over, indexed by {@code from + 64 * to} ({@link KonaneMoves#squarePair});
     * 0 where no jump joins the two squares.
     */
    private static final long[] JUMPED = new long[64 * 64];

    /** The orthogonal neighbours of each square. */
    private static final long[] NEIGHBOURS = new long[64];

    static {
        int[] fileSteps = {0, 1, 0, -1};
        int[] rankSteps = {1, 0, -1, 0};
        for (int from = 0; from < 64; from++) {
            for (int dir = 0; dir < 4; dir++) {
                int file = (from & 7) + fileSteps[dir];
                int rank = (from >>> 3) + rankSteps[dir];
                if (onBoard(file, rank)) {
                    NEIGHBOURS[from] |= 1L << (rank * 8 + file);
                }
                long jumped = 0;
                for (int k = 1; ; k++) {
                    int overFile = (from & 7) + (2 * k - 1) * fileSteps[dir];
                    int overRank = (from >>> 3) + (2 * k - 1) * rankSteps[dir];
                    int toFile = (from & 7) + 2 * k * fileSteps[dir];
                    int toRank = (from >>> 3) + 2 * k * rankSteps[dir];
                    if (!onBoard(toFile, toRank)) {
                        break;
                    }
                    jumped |= 1L << (overRank * 8 + overFile);
                    JUMPED[from + 64 * (toRank * 8 + toFile)] = jumped;
                }
            }
        }
    }

    private Bitboards() {}

    /**
     * The stones a jump removes.
     *
     * @param move a jump code
     * @return the squares between from and to at odd distances from {@code from}
     */
    static long jumped(long move) {
        return jumpedBetween(KonaneMoves.squarePair(move));
    }

    /**
     * The stones a jump between two squares passes over.
     *
     * @param squarePair {@code from + 64 * to}, 0..4095
     * @return the squares between from and to at odd distances from {@code from}; 0 where no jump
     *     joins the two squares
     */
    static long jumpedBetween(int squarePair) {
        return JUMPED[squarePair];
    }

    /**
     * The orthogonal neighbours of a square.
     *
     * @param square 0..63
     * @return 2 to 4 squares
     */
    static long neighbours(int square) {
        return NEIGHBOURS[square];
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }
}
