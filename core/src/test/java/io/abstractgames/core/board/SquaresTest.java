package io.abstractgames.core.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SquaresTest {

    @Test
    void indicesFollowTheCommonConvention() {
        assertEquals(0, Squares.index("a1"));
        assertEquals(7, Squares.index("h1"));
        assertEquals(56, Squares.index("a8"));
        assertEquals(63, Squares.index("h8"));
        assertEquals(28, Squares.index("e4"));
        assertEquals("e4", Squares.name(28));
    }

    @Test
    void rejectsWhatIsNotASquare() {
        assertEquals(-1, Squares.index("i1"));
        assertEquals(-1, Squares.index("a9"));
        assertEquals(-1, Squares.index("a0"));
        assertEquals(-1, Squares.index("A1"));
        assertEquals(-1, Squares.index("a10"));
        assertEquals(-1, Squares.index(""));
        assertEquals(-1, Squares.index(null));
    }

    @Test
    void a1IsDarkAndColoursAlternate() {
        assertTrue(Squares.isDark(Squares.index("a1")));
        assertFalse(Squares.isDark(Squares.index("b1")));
        assertFalse(Squares.isDark(Squares.index("a2")));
        assertTrue(Squares.isDark(Squares.index("h8")));
    }

    @Test
    void mirrorsAndRotations() {
        assertEquals(Squares.index("c7"), Squares.mirrorRanks(Squares.index("c2")));
        assertEquals(Squares.index("h8"), Squares.rotate180(Squares.index("a1")));
        assertEquals(Squares.index("f7"), Squares.rotate180(Squares.index("c2")));
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(sq, Squares.index(Squares.name(sq)));
        }
    }
}
