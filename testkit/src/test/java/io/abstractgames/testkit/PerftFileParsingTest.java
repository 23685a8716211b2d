package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PerftFileParsingTest {

    @Test
    void readsCasesSkippingCommentsAndBlankLines() {
        List<PerftCase> cases = PerftFile.parse("t.perft", "# comment\n\n  8/8 w ;  2 ; 484 \nx y ; 0 ; 1\n");
        assertEquals(List.of(new PerftCase("t.perft:3", "8/8 w", 2, 484), new PerftCase("t.perft:4", "x y", 0, 1)), cases);
    }

    @Test
    void namesTheLineOfAMissingField() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PerftFile.parse("t.perft", "a ; 1\n"));
        assertEquals("t.perft:1: 2 fields, expected 'POSITION ; DEPTH ; NODES'", e.getMessage());
    }

    @Test
    void namesTheLineOfABadNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PerftFile.parse("t.perft", "\na ; -1 ; 3\n"));
        assertEquals("t.perft:2: depth and nodes must be whole numbers of 0 or more", e.getMessage());
    }

    @Test
    void reportsAMissingResource() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PerftFile.read(getClass(), "/nowhere.perft"));
        assertEquals("perft file /nowhere.perft not found on the class path", e.getMessage());
    }

    @Test
    void oneFieldIsCountedInTheSingular() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PerftFile.parse("t.perft", "a\n"));
        assertEquals("t.perft:1: 1 field, expected 'POSITION ; DEPTH ; NODES'", e.getMessage());
    }
}
