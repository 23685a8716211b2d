package io.abstractgames.core.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

    @Test
    void squaresOfAnySizeAreNamedByFileLetterAndRankNumber() {
        assertEquals("a1", Squares.name(0, 7));
        assertEquals("g7", Squares.name(48, 7));
        assertEquals("d4", Squares.name(24, 7));
        assertEquals("z26", Squares.name(26 * 26 - 1, 26));
        assertEquals("a10", Squares.name(9 * 12, 12));
        for (int size = 2; size <= SquareLayouts.MAX_SIZE; size++) {
            for (int sq = 0; sq < size * size; sq++) {
                assertEquals(sq, Squares.index(Squares.name(sq, size), size), size + "x" + size + " square " + sq);
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(Squares.name(sq), Squares.name(sq, 8));
            assertEquals(Squares.index(Squares.name(sq)), Squares.index(Squares.name(sq), 8));
        }
    }

    @Test
    void aNameOffTheBoardOfItsSizeIsNoSquare() {
        assertEquals(-1, Squares.index("h1", 7));
        assertEquals(-1, Squares.index("a8", 7));
        assertEquals(-1, Squares.index("a0", 7));
        assertEquals(-1, Squares.index("a01", 12));
        assertEquals(-1, Squares.index("a13", 12));
        assertEquals(-1, Squares.index("A1", 7));
        assertEquals(-1, Squares.index("a", 7));
        assertEquals(-1, Squares.index("a1x", 26));
        assertEquals(-1, Squares.index(null, 7));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Squares.name(49, 7));
        assertEquals("square 49 of a 7x7 board, expected 0 to 48", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Squares.index("a1", 27));
        assertEquals("board size 27, expected 2 to 26", e.getMessage());
    }
}
