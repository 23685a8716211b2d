package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Moves;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    /** Keys sharing their high 32 bits share a bucket. */
    private static long sameBucket(int low) {
        return (0x12345678L << 32) | low;
    }

    @Test
    void storeThenProbeGivesEveryField() {
        TranspositionTable t = new TranspositionTable(1);
        long key = 0x0123_4567_89AB_CDEFL;
        t.store(key, 0x7FFF_FFFF_FFFFL, -1234, 3, 17, TranspositionTable.LOWER, 2, true);
        int e = t.probe(key);
        assertTrue(e >= 0);
        assertEquals(0x7FFF_FFFF_FFFFL, t.move(e));
        assertEquals(-1234, t.score(e, 3));
        assertEquals(-1234, t.score(e, 9));
        assertEquals(17, t.depth(e));
        assertEquals(TranspositionTable.LOWER, t.bound(e));
        assertEquals(2, t.aux(e));
        assertTrue(t.isComplete(e));
    }

    @Test
    void anUnknownKeyIsAMiss() {
        TranspositionTable t = new TranspositionTable(1);
        assertEquals(-1, t.probe(42));
        assertEquals(-1, t.probe(0));
        t.store(42, 7, 0, 0, 1, TranspositionTable.EXACT, 0, false);
        assertEquals(-1, t.probe(43));
    }

    @Test
    void winScoresAreStoredAsDistancesFromTheNode() {
        TranspositionTable t = new TranspositionTable(1);
        // A win 7 plies from the root found at ply 3 is 4 plies from the node.
        t.store(1, 5, Scores.winIn(7), 3, 4, TranspositionTable.EXACT, 0, false);
        int e = t.probe(1);
        assertEquals(Scores.winIn(7), t.score(e, 3));
        assertEquals(Scores.winIn(5), t.score(e, 1));
        assertEquals(Scores.winIn(10), t.score(e, 6));
    }

    @Test
    void lossScoresAreStoredAsDistancesFromTheNode() {
        TranspositionTable t = new TranspositionTable(1);
        t.store(1, 5, Scores.lossIn(8), 2, 4, TranspositionTable.UPPER, 0, false);
        int e = t.probe(1);
        assertEquals(Scores.lossIn(8), t.score(e, 2));
        assertEquals(Scores.lossIn(6), t.score(e, 0));
    }

    @Test
    void depthPreferredSlotKeepsTheDeeperEntryAndTheOtherSlotTakesNewOnes() {
        TranspositionTable t = new TranspositionTable(1);
        long k1 = sameBucket(1);
        long k2 = sameBucket(2);
        long k3 = sameBucket(3);
        assertEquals(t.bucket(k1), t.bucket(k3));
        t.store(k1, 11, 0, 0, 5, TranspositionTable.EXACT, 0, false);
        t.store(k2, 12, 0, 0, 3, TranspositionTable.EXACT, 0, false);
        t.store(k3, 13, 0, 0, 2, TranspositionTable.EXACT, 0, false);
        assertTrue(t.probe(k1) >= 0);
        assertEquals(-1, t.probe(k2));
        assertEquals(13, t.move(t.probe(k3)));
    }

    @Test
    void aDeeperEntryTakesTheDepthPreferredSlotAndTheDisplacedOneMovesOver() {
        TranspositionTable t = new TranspositionTable(1);
        long k1 = sameBucket(1);
        long k3 = sameBucket(3);
        long k4 = sameBucket(4);
        t.store(k1, 11, 0, 0, 5, TranspositionTable.EXACT, 0, false);
        t.store(k3, 13, 0, 0, 2, TranspositionTable.EXACT, 0, false);
        t.store(k4, 14, 0, 0, 6, TranspositionTable.EXACT, 0, false);
        assertEquals(14, t.move(t.probe(k4)));
        assertEquals(11, t.move(t.probe(k1)));
        assertEquals(-1, t.probe(k3));
        assertEquals(t.probe(k4) + 1, t.probe(k1));
    }

    @Test
    void entriesOfAnEarlierSearchAreReplacedByAnyNewEntry() {
        TranspositionTable t = new TranspositionTable(1);
        long k1 = sameBucket(1);
        long k5 = sameBucket(5);
        t.store(k1, 11, 0, 0, 9, TranspositionTable.EXACT, 0, false);
        t.newSearch();
        t.store(k5, 15, 0, 0, 1, TranspositionTable.EXACT, 0, false);
        int e = t.probe(k5);
        assertEquals(t.bucket(k5) * 2, e);
        assertEquals(-1, t.probe(k1));
    }

    @Test
    void aKeyIsNeverInBothSlots() {
        TranspositionTable t = new TranspositionTable(1);
        long k1 = sameBucket(1);
        long k2 = sameBucket(2);
        t.store(k1, 11, 0, 0, 5, TranspositionTable.EXACT, 0, false);
        t.store(k2, 12, 0, 0, 1, TranspositionTable.EXACT, 0, false);
        // k2 sits in the always-replace slot; stored deeper it moves to slot 0 and k1 to slot 1.
        t.store(k2, 22, 7, 0, 8, TranspositionTable.EXACT, 0, false);
        int e2 = t.probe(k2);
        int e1 = t.probe(k1);
        assertEquals(t.bucket(k2) * 2, e2);
        assertEquals(e2 + 1, e1);
        assertEquals(22, t.move(e2));
        assertEquals(8, t.depth(e2));
    }

    @Test
    void storingWithoutAMoveKeepsTheStoredMove() {
        TranspositionTable t = new TranspositionTable(1);
        t.store(99, 1234, 10, 0, 3, TranspositionTable.LOWER, 0, false);
        t.store(99, Moves.NONE, 20, 0, 4, TranspositionTable.UPPER, 0, false);
        int e = t.probe(99);
        assertEquals(1234, t.move(e));
        assertEquals(20, t.score(e, 0));
        assertEquals(TranspositionTable.UPPER, t.bound(e));
        assertFalse(t.isComplete(e));
    }

    @Test
    void sizeIsMeasuredInMiB() {
        TranspositionTable t = new TranspositionTable(3);
        assertEquals(3, t.sizeMiB());
        assertEquals((3L << 20) / TranspositionTable.BUCKET_BYTES * 2, t.capacity());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(0));
        assertEquals("table size 0 MiB out of range 1..4096", e.getMessage());
    }

    @Test
    void everyBucketIsReachable() {
        TranspositionTable t = new TranspositionTable(1);
        int buckets = (int) (t.capacity() / 2);
        assertEquals(0, t.bucket(0L));
        assertEquals(buckets - 1, t.bucket(-1L));
    }

    @Test
    void clearEmptiesAndHashfullCounts() {
        TranspositionTable t = new TranspositionTable(1);
        assertEquals(0, t.hashfull());
        for (long k = 0; k < 100_000; k++) {
            t.store(k * 0x9E3779B97F4A7C15L, 1, 0, 0, 1, TranspositionTable.EXACT, 0, false);
        }
        assertTrue(t.hashfull() > 500, "hashfull " + t.hashfull());
        t.newSearch();
        assertEquals(0, t.hashfull());
        t.clear();
        assertEquals(-1, t.probe(0x9E3779B97F4A7C15L));
    }

    @Test
    void twoSearchersHaveIndependentTables() {
        SearchConfig config = SearchConfig.builder().tableSizeMiB(1).build();
        AlphaBetaSearcher a = new AlphaBetaSearcher(Evaluator.zero(), config, 1);
        AlphaBetaSearcher b = new AlphaBetaSearcher(Evaluator.zero(), config, 1);
        a.search(io.abstractgames.ai.toy.TicTacToe.GAME.newStartPosition(), SearchLimits.depth(3));
        assertTrue(a.table().hashfull() >= 0);
        assertEquals(-1, b.table().probe(io.abstractgames.ai.toy.TicTacToe.GAME.newStartPosition().key()));
        assertTrue(a.table().probe(io.abstractgames.ai.toy.TicTacToe.GAME.newStartPosition().key()) >= 0);
        a.newGame();
        assertEquals(-1, a.table().probe(io.abstractgames.ai.toy.TicTacToe.GAME.newStartPosition().key()));
    }
}
