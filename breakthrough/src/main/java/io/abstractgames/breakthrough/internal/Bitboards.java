package io.abstractgames.breakthrough.internal;

/**
 * Bitboard masks and the shifts that move a whole side one step forward.
 *
 * <p>Bit {@code i} of a bitboard is square {@code i} ({@code a1} = bit 0, {@code h8} = bit 63).
 * White moves towards higher bits (one rank up is {@code << 8}), Black towards lower bits
 * ({@code >>> 8}). A diagonal step first removes the pieces on the edge file it would wrap from.
 */
final class Bitboards {

    /** File a. */
    static final long FILE_A = 0x0101010101010101L;
    /** File h. */
    static final long FILE_H = FILE_A << 7;
    /** Rank 1: Black's far rank. */
    static final long RANK_1 = 0xFFL;
    /** Rank 8: White's far rank. */
    static final long RANK_8 = 0xFFL << 56;

    private Bitboards() {}

    /**
     * The far rank of a side: the rank its pieces win on.
     *
     * @param side 0 (White) or 1 (Black)
     * @return {@link #RANK_8} or {@link #RANK_1}
     */
    static long farRank(int side) {
        return side == 0 ? RANK_8 : RANK_1;
    }

    /** Targets of White's straight steps: one rank up, onto {@code empty}; from = to - 8. */
    static long whiteStraight(long white, long empty) {
        return (white << 8) & empty;
    }

    /** Targets of White's steps up and to file - 1, onto any square but its own; from = to - 7. */
    static long whiteLeft(long white) {
        return ((white & ~FILE_A) << 7) & ~white;
    }

    /** Targets of White's steps up and to file + 1, onto any square but its own; from = to - 9. */
    static long whiteRight(long white) {
        return ((white & ~FILE_H) << 9) & ~white;
    }

    /** Targets of Black's straight steps: one rank down, onto {@code empty}; from = to + 8. */
    static long blackStraight(long black, long empty) {
        return (black >>> 8) & empty;
    }

    /** Targets of Black's steps down and to file - 1, onto any square but its own; from = to + 9. */
    static long blackLeft(long black) {
        return ((black & ~FILE_A) >>> 9) & ~black;
    }

    /** Targets of Black's steps down and to file + 1, onto any square but its own; from = to + 7. */
    static long blackRight(long black) {
        return ((black & ~FILE_H) >>> 7) & ~black;
    }
}
