package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The transposition table shared by Lazy SMP threads: the XOR check refuses torn entries. */
class SharedTableTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void anEntryWithOneWordFromAnotherWriterIsAMiss(int word) {
        TranspositionTable t = new TranspositionTable(1);
        long key = 0x0123_4567_89AB_CDEFL;
        t.store(key, 77, 120, 0, 5, TranspositionTable.EXACT, 0, false);
        int e = t.probe(key);
        assertTrue(e >= 0);
        t.writeWord(e, word, word == 1 ? 78 : 0x5555_0000_0000_1111L);

        assertEquals(-1, t.probe(key));
    }

    @Test
    void aViewSeesTheEntriesOfTheTableItShares() {
        TranspositionTable t = new TranspositionTable(1);
        TranspositionTable view = t.share();
        view.store(99, 5, -40, 2, 3, TranspositionTable.UPPER, 0, false);
        int e = t.probe(99);
        assertTrue(e >= 0);
        assertEquals(5, t.move(e));
        assertEquals(-40, t.score(e, 2));
        assertEquals(3, t.depth(e));
    }

    /**
     * Every field of the entry a key's writers store is a function of the key, scrambled as
     * Zobrist keys are random (the check relies on key bits being random).
     */
    private static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return x ^ (x >>> 31);
    }

    private static long moveOf(long key) {
        return mix(key) >>> 20;
    }

    private static int depthOf(long key) {
        return (int) (mix(key ^ 1) >>> 40) & 0xFF;
    }

    private static int scoreOf(long key) {
        return (int) Math.floorMod(mix(key ^ 2), 10_000L);
    }

    /** Four buckets (the high bits) of eight keys each (random low bits), so writers collide. */
    private static final long[] KEYS = new long[32];

    static {
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = ((long) (i / 8) << 32) | (mix(i) & 0xFFFF_FFFFL);
        }
    }

    @Test
    void threadsWritingAndReadingTheSameBucketsAtOnceNeverReadAnotherKeysEntry() throws Exception {
        TranspositionTable shared = new TranspositionTable(1);
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> results = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                TranspositionTable view = shared.share();
                long seed = i;
                results.add(pool.submit(() -> hammer(view, seed)));
            }
            long hits = 0;
            for (Future<long[]> f : results) {
                long[] r = f.get(60, TimeUnit.SECONDS);
                assertEquals(0, r[1], "entries read for a key that hold another key's fields");
                hits += r[0];
            }
            assertTrue(hits > 0, "no probe hit at all");
        } finally {
            pool.shutdownNow();
        }
    }

    /** Stores and probes keys of a few buckets; returns {hits, wrong hits}. */
    private static long[] hammer(TranspositionTable view, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long hits = 0;
        long wrong = 0;
        for (int i = 0; i < 200_000; i++) {
            long key = KEYS[random.nextInt(KEYS.length)];
            if (random.nextBoolean()) {
                view.store(key, moveOf(key), scoreOf(key), 0, depthOf(key), TranspositionTable.EXACT, 0, false);
            } else {
                int e = view.probe(key);
                if (e >= 0) {
                    hits++;
                    if (view.move(e) != moveOf(key) || view.depth(e) != depthOf(key)
                            || view.score(e, 0) != scoreOf(key) || view.bound(e) != TranspositionTable.EXACT) {
                        wrong++;
                    }
                }
            }
        }
        return new long[] {hits, wrong};
    }
}
