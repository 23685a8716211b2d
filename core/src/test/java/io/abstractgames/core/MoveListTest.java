package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoveListTest {

    @Test
    void growsBeyondItsInitialCapacity() {
        MoveList list = new MoveList(2);
        for (long m = 1; m <= 1000; m++) {
            list.add(m);
        }
        assertEquals(1000, list.size());
        assertEquals(1L, list.get(0));
        assertEquals(1000L, list.get(999));
    }

    @Test
    void clearKeepsNothing() {
        MoveList list = new MoveList();
        list.add(5);
        list.clear();
        assertTrue(list.isEmpty());
        assertFalse(list.contains(5));
    }

    @Test
    void findsSwapsAndCopies() {
        MoveList list = new MoveList();
        list.add(7);
        list.add(9);
        list.add(11);
        assertEquals(1, list.indexOf(9));
        assertEquals(-1, list.indexOf(8));
        list.swap(0, 2);
        list.set(1, 10);
        assertArrayEquals(new long[] {11, 10, 7}, list.toArray());
    }

    @Test
    void rejectsAnEmptyCapacity() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new MoveList(0));
        assertEquals("capacity 0, expected at least 1", e.getMessage());
    }
}
