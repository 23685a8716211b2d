package io.abstractgames.lasca.internal;

import io.abstractgames.columns.DrawLimits;
import io.abstractgames.core.Zobrist;

/**
 * The Zobrist keys of Lasca positions.
 *
 * <p>A position's key is the XOR of: one column hash per occupied square, {@link #SIDE} when Black
 * is to move, {@link #QUIET}{@code [quiet plies]} and {@link #PLIES}{@code [plies played]}. Both
 * counters enter the key because both decide whether the game is over, so equal keys mean equal
 * futures. The column hash mixes the whole packed column (every piece's colour and rank at every
 * height, see {@link io.abstractgames.columns.Columns}) with the square's key, so changing one
 * square costs one XOR pair however tall its column is.
 */
final class ZobristKeys {

    private static final long SEED = 0x6C61736361L; // "lasca"
    private static final int QUIET_KEYS = DrawLimits.QUIET_LIMIT + 1;
    private static final int PLY_KEYS = DrawLimits.MOVE_LIMIT + 1;
    private static final long[] TABLE = Zobrist.keys(SEED, Geometry.SQUARES + 1 + QUIET_KEYS + PLY_KEYS);

    /** Key of Black to move. */
    static final long SIDE = TABLE[Geometry.SQUARES];
    /** Keys of the quiet-ply counter 0..50. */
    static final long[] QUIET = java.util.Arrays.copyOfRange(TABLE, Geometry.SQUARES + 1, Geometry.SQUARES + 1 + QUIET_KEYS);
    /** Keys of the ply counter 0..250. */
    static final long[] PLIES = java.util.Arrays.copyOfRange(TABLE, Geometry.SQUARES + 1 + QUIET_KEYS,
            Geometry.SQUARES + 1 + QUIET_KEYS + PLY_KEYS);

    private ZobristKeys() {}

    /** The hash of a column on a square; the empty column (0) hashes to 0. */
    static long column(int square, long column) {
        if (column == 0) {
            return 0;
        }
        long z = column ^ TABLE[square];
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }
}
