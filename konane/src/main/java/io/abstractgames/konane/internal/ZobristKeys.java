package io.abstractgames.konane.internal;

import io.abstractgames.core.Zobrist;
import io.abstractgames.konane.KonaneMoves;

/**
 * The Zobrist keys of Kōnane: one per (side, square) for a stone, one for White to move. A position's
 * key is the XOR of the keys of its stones and, when White is to move, the side key. For make, the
 * whole change of the key by each jump is tabled, so a jump updates the key with one XOR.
 */
final class ZobristKeys {

    private static final long SEED = 0x4B6F6E616E65L;
    private static final long[] KEYS = Zobrist.keys(SEED, 2 * 64 + 1);

    /** The key XORed in when White is to move. */
    static final long WHITE_TO_MOVE = KEYS[128];

    /**
     * The change of the key by a jump, indexed by {@code side << 12 | from + 64 * to}: the mover's
     * stone leaves {@code from} and lands on {@code to}, the jumped stones go, the side to move
     * changes.
     */
    private static final long[] JUMP_DELTA = new long[2 << 12];

    static {
        for (int side = 0; side < 2; side++) {
            for (int from = 0; from < 64; from++) {
                for (int to = 0; to < 64; to++) {
                    int pair = from + 64 * to;
                    long jumped = Bitboards.jumpedBetween(pair);
                    if (jumped != 0) {
                        JUMP_DELTA[side << 12 | pair] = stone(side, from) ^ stone(side, to)
                                ^ stones(side ^ 1, jumped) ^ WHITE_TO_MOVE;
                    }
                }
            }
        }
    }

    private ZobristKeys() {}

    /**
     * The change of the key by a jump.
     *
     * @param side the side that jumps
     * @param move the jump's code
     * @return the key to XOR into the position's key
     */
    static long jump(int side, long move) {
        return JUMP_DELTA[side << 12 | KonaneMoves.squarePair(move)];
    }

    /**
     * The key of a stone.
     *
     * @param side 0 Black, 1 White
     * @param square 0..63
     * @return the key
     */
    static long stone(int side, int square) {
        return KEYS[side << 6 | square];
    }

    /**
     * The XOR of the keys of a set of stones of one side.
     *
     * @param side 0 Black, 1 White
     * @param stones the squares
     * @return the combined key
     */
    static long stones(int side, long stones) {
        long key = 0;
        for (long b = stones; b != 0; b &= b - 1) {
            key ^= KEYS[side << 6 | Long.numberOfTrailingZeros(b)];
        }
        return key;
    }
}
