package io.abstractgames.bashni.internal;

import io.abstractgames.core.Zobrist;

/**
 * The Zobrist keys of Bashni positions.
 *
 * <p>A position's key is the XOR of: one column hash per dark square, {@link #SIDE} when Black is
 * to move, {@link #QUIET}{@code [quiet plies]} and {@link #PLIES}{@code [plies played]}. Both
 * counters enter the key because both decide legality (a position at 50 quiet plies or 250 plies
 * is over), so equal keys mean equal futures. The column hash mixes the whole packed column (every
 * piece's colour and rank at every height, see {@link io.abstractgames.columns.Columns}) with the square's key, so changing
 * one square costs one XOR pair however tall the column is.
 */
final class ZobristKeys {

    private static final long SEED = 0x6261736E69L; // "bashni"
    private static final long[] TABLE = Zobrist.keys(SEED, 64 + 1 + 51 + 251);

    /** Key of Black to move. */
    static final long SIDE = TABLE[64];
    /** Keys of the quiet-ply counter 0..50. */
    static final long[] QUIET = java.util.Arrays.copyOfRange(TABLE, 65, 65 + 51);
    /** Keys of the ply counter 0..250. */
    static final long[] PLIES = java.util.Arrays.copyOfRange(TABLE, 65 + 51, 65 + 51 + 251);

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
