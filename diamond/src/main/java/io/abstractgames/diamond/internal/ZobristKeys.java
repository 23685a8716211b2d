package io.abstractgames.diamond.internal;

import io.abstractgames.core.Zobrist;
import io.abstractgames.diamond.DiamondBoard;

/**
 * The Zobrist keys of the Diamond game, from {@link Zobrist#keys(long, int)} with a fixed seed.
 *
 * <p>Layout of the key table: {@code piece(code, p)} for the six piece codes (a man or a king of
 * each colour, see {@link DiamondPosition}) on each of the 121 points; one side-to-move key per
 * player; one key per non-zero count of passes in a row (1..3); one key for "the turn limit is
 * reached". The same table serves both games.
 */
final class ZobristKeys {

    private static final long SEED = 0x4449414D4F4E4447L; // "DIAMONDG"
    private static final int SIDE_BASE = 6 * DiamondBoard.POINTS;
    private static final int PASS_BASE = SIDE_BASE + 3;
    private static final int LIMIT_INDEX = PASS_BASE + 3;

    /** The whole table; see the class comment for the layout. */
    static final long[] KEYS = Zobrist.keys(SEED, LIMIT_INDEX + 1);

    /** The key of "the turn limit is reached". */
    static final long LIMIT = KEYS[LIMIT_INDEX];

    private ZobristKeys() {}

    /**
     * The key of a piece on a point.
     *
     * @param code a piece code 1..6 ({@link DiamondPosition#MAN} or {@link DiamondPosition#KING}
     *     plus the colour)
     * @param point 0..120
     * @return the key
     */
    static long piece(int code, int point) {
        return PIECE[((code - 1) & 7) << 7 | point & 127];
    }

    /**
     * The piece keys of {@link #KEYS} again, {@code PIECE[(code - 1) << 7 | point]}: 8 codes of
     * {@link Tables#POINT_SLOTS} points, so that the masked index needs no bounds check.
     */
    private static final long[] PIECE = new long[8 * Tables.POINT_SLOTS];

    static {
        for (int code = 1; code <= 6; code++) {
            for (int p = 0; p < DiamondBoard.POINTS; p++) {
                PIECE[(code - 1) << 7 | p] = KEYS[(code - 1) * DiamondBoard.POINTS + p];
            }
        }
    }

    /**
     * The side-to-move key.
     *
     * @param player 0..2
     * @return the key
     */
    static long side(int player) {
        return KEYS[SIDE_BASE + player];
    }

    /**
     * The key of a count of passes in a row.
     *
     * @param passes 0..3
     * @return 0 for no pass, else the count's key
     */
    static long passes(int passes) {
        return passes == 0 ? 0L : KEYS[PASS_BASE + passes - 1];
    }
}
