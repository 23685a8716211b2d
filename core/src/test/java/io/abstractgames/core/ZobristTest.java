package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ZobristTest {

    @Test
    void theSameSeedGivesTheSameKeys() {
        assertArrayEquals(Zobrist.keys(42, 100), Zobrist.keys(42, 100));
    }

    @Test
    void keysAreDistinctAndNonZero() {
        long[] keys = Zobrist.keys(7, 5000);
        assertEquals(5000, Arrays.stream(keys).distinct().count());
        assertEquals(0, Arrays.stream(keys).filter(k -> k == 0).count());
    }

    @Test
    void differentSeedsGiveDifferentKeys() {
        assertNotEquals(Zobrist.keys(1, 1)[0], Zobrist.keys(2, 1)[0]);
    }

    @Test
    void keysAreFixedAcrossRuns() {
        // SplitMix64 from seed 0: the first output is a published constant of the generator.
        assertEquals(0xE220A8397B1DCDAFL, Zobrist.keys(0, 1)[0]);
    }
}
