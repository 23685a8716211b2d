package io.abstractgames.breakthrough.internal;

import io.abstractgames.core.Zobrist;

/**
 * The Zobrist keys of Breakthrough: one per (side, square) and one for Black to move.
 *
 * <p>A position's key is the XOR of {@link #piece(int, int)} over its pieces, XOR
 * {@link #BLACK_TO_MOVE} when Black is to move. Keys come from {@link Zobrist#keys(long, int)} with
 * a fixed seed, so keys are the same in every run.
 */
final class ZobristKeys {

    /** The fixed seed: the bytes of "BRKTHRGH". */
    private static final long SEED = 0x42524B5448524748L;

    /** Index {@code 64 * side + square}, then the side-to-move key at 128. */
    static final long[] PIECE = Zobrist.keys(SEED, 129);

    /** XORed in when Black is to move. */
    static final long BLACK_TO_MOVE = PIECE[128];

    private ZobristKeys() {}

    /**
     * The key of a piece.
     *
     * @param side 0 (White) or 1 (Black)
     * @param square 0..63
     * @return its key
     */
    static long piece(int side, int square) {
        return PIECE[(side << 6) | square];
    }

    /**
     * The key of a position computed from scratch.
     *
     * @param white White's bitboard
     * @param black Black's bitboard
     * @param sideToMove 0 or 1
     * @return the key
     */
    static long of(long white, long black, int sideToMove) {
        long key = sideToMove == 1 ? BLACK_TO_MOVE : 0L;
        for (long b = white; b != 0; b &= b - 1) {
            key ^= PIECE[Long.numberOfTrailingZeros(b)];
        }
        for (long b = black; b != 0; b &= b - 1) {
            key ^= PIECE[64 + Long.numberOfTrailingZeros(b)];
        }
        return key;
    }
}
