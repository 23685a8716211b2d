package io.abstractgames.core.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CounterTest {

    @Test
    void aCounterKnowsWhatRemains() {
        assertEquals(8, new Counter("no_progress", "no progress", 42, 50).remaining());
        assertEquals(0, new Counter("plies", "plies", 250, 250).remaining());
    }

    @Test
    void badFieldsAreRefusedByName() {
        assertEquals("counter code 'No progress', expected lower case words joined by '_'",
                assertThrows(IllegalArgumentException.class, () -> new Counter("No progress", "x", 0, 1)).getMessage());
        assertEquals("counter plies: blank label",
                assertThrows(IllegalArgumentException.class, () -> new Counter("plies", " ", 0, 1)).getMessage());
        assertEquals("counter plies: limit 0, expected at least 1",
                assertThrows(IllegalArgumentException.class, () -> new Counter("plies", "plies", 0, 0)).getMessage());
        assertEquals("counter plies: value 251, expected 0 to 250",
                assertThrows(IllegalArgumentException.class, () -> new Counter("plies", "plies", 251, 250)).getMessage());
        assertEquals("counter plies: value -1, expected 0 to 250",
                assertThrows(IllegalArgumentException.class, () -> new Counter("plies", "plies", -1, 250)).getMessage());
        assertThrows(NullPointerException.class, () -> new Counter(null, "plies", 0, 1));
    }
}
