package io.abstractgames.core;

/**
 * Deterministic random keys for Zobrist hashing.
 *
 * <p>Keys come from SplitMix64 seeded with a fixed per-game constant, so a position has the same
 * key in every run and on every machine (needed for reproducible search and the {@code bench}
 * signature).
 */
public final class Zobrist {

    private Zobrist() {}

    /**
     * A table of pseudo-random keys, the same for the same seed and count.
     *
     * @param seed the game's fixed seed
     * @param count the number of keys, 0 or more
     * @return a new array of {@code count} keys, none of them 0
     */
    public static long[] keys(long seed, int count) {
        long[] keys = new long[count];
        long state = seed;
        for (int i = 0; i < count; i++) {
            long k;
            do {
                state += 0x9E3779B97F4A7C15L;
                k = mix(state);
            } while (k == 0);
            keys[i] = k;
        }
        return keys;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
