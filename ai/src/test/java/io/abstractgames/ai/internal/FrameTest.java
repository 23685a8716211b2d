package io.abstractgames.ai.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.core.Moves;
import org.junit.jupiter.api.Test;

class FrameTest {

    @Test
    void growingKeepsTheParallelArrays() {
        Frame f = new Frame(8);
        for (int i = 0; i < 40; i++) {
            f.moves.add(i + 1);
            f.keys[i] = i;
            f.owners[i] = i % 3;
            f.prefix[i] = i % 2;
            f.index[i] = i;
        }
        f.ensureCapacity(500);
        for (int i = 0; i < 40; i++) {
            assertEquals(i, f.keys[i]);
            assertEquals(i % 3, f.owners[i]);
            assertEquals(i % 2, f.prefix[i]);
            assertEquals(i, f.index[i]);
        }
    }

    @Test
    void pickBestBringsTheHighestKeyFirstAndTheFirstOnTies() {
        Frame f = new Frame(8);
        long[] keys = {5, 9, 2, 9, 7};
        for (int i = 0; i < keys.length; i++) {
            f.moves.add(100 + i);
            f.keys[i] = keys[i];
            f.owners[i] = i;
            f.index[i] = i;
        }
        f.pickBest(0, keys.length);
        assertEquals(101, f.moves.get(0));
        assertEquals(1, f.owners[0]);
        assertEquals(1, f.index[0]);
        f.pickBest(1, keys.length);
        assertEquals(103, f.moves.get(1));
        f.pickBest(2, keys.length);
        assertEquals(104, f.moves.get(2));
    }

    @Test
    void killersShiftAndPrincipalVariationsConcatenate() {
        Frame f = new Frame(4);
        f.clearKillers();
        f.addKiller(7, 0);
        f.addKiller(7, 0);
        f.addKiller(8, 1);
        assertEquals(8, f.killer1);
        assertEquals(7, f.killer2);
        assertEquals(0, f.killerOwner2);
        f.clearKillers();
        assertEquals(Moves.NONE, f.killer1);

        Frame child = new Frame(3);
        child.pv[0] = 21;
        child.pv[1] = 22;
        child.pvOwners[0] = 1;
        child.pvOwners[1] = 2;
        child.pvLength = 2;
        f.setPv(20, 0, child);
        assertEquals(3, f.pvLength);
        assertEquals(22, f.pv[2]);
        assertEquals(2, f.pvOwners[2]);
    }
}
