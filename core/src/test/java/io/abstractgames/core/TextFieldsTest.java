package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TextFieldsTest {

    @Test
    void splitsAtRunsOfSpaces() {
        assertArrayEquals(new String[] {"8/8", "w", "0"}, TextFields.split("  8/8   w 0 ", "position text"));
    }

    @Test
    void rejectsBlankText() {
        NotationException e = assertThrows(NotationException.class, () -> TextFields.split("   ", "position text"));
        assertEquals("position text: empty", e.getMessage());
    }
}
