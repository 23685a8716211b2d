package io.abstractgames.ai.internal;

/**
 * Hash-based, reproducible evaluation noise, and the 64-bit mixer it and the history table use.
 *
 * <p>The noise of a position depends only on its key, the player and a salt drawn once from the
 * searcher's seeded random source, so transposed positions get the same noise and the search
 * stays consistent with its transposition table.
 */
public final class Noise {

    private Noise() {}

    /**
     * The noise for a position and player.
     *
     * @param key the position's Zobrist key
     * @param player the player whose score gets the noise
     * @param salt the searcher's salt
     * @param amplitude the largest absolute noise, 0 or more
     * @return a value in {@code [-amplitude, amplitude]}, spread evenly; 0 when the amplitude is 0
     */
    public static int of(long key, int player, long salt, int amplitude) {
        if (amplitude == 0) {
            return 0;
        }
        long h = mix(key ^ salt ^ ((player + 1) * 0x9E3779B97F4A7C15L));
        return (int) Long.remainderUnsigned(h, 2L * amplitude + 1) - amplitude;
    }

    /**
     * The SplitMix64 finaliser: a bijective mix of all 64 bits.
     *
     * @param z the input
     * @return the mixed value
     */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
