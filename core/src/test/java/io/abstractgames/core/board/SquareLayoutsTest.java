package io.abstractgames.core.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The square-board layouts: the 8x8 board and other sizes (Lasca's 7x7). */
class SquareLayoutsTest {

    @Test
    void theEightByEightBoardHas64PointsAnd32DarkOnes() {
        Layout layout = SquareLayouts.eightByEight();
        assertSame(layout, SquareLayouts.square(8));
        assertEquals(64, layout.pointCount());
        assertEquals("h8", layout.name(63));
        assertEquals(32, layout.region(Region.Kind.DARK_SQUARES, "dark").orElseThrow().points().size());
        assertEquals(new Location(7, 7), layout.locate(0, 1), "player 1 sees a1 in the far corner");
    }

    @Test
    void theSevenBySevenBoardIsIndexedSevenTimesRankPlusFile() {
        Layout layout = SquareLayouts.square(7);
        assertEquals(49, layout.pointCount());
        assertEquals("a1", layout.name(0));
        assertEquals("g1", layout.name(6));
        assertEquals("a7", layout.name(42));
        assertEquals("g7", layout.name(48));
        assertEquals(24, layout.indexOf("d4"));
        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g"), layout.fileLabels());
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"), layout.rankLabels());
    }

    @Test
    void theSevenBySevenBoardHas25DarkSquaresTheCornersAmongThem() {
        Region dark = SquareLayouts.square(7).region(Region.Kind.DARK_SQUARES, "dark").orElseThrow();
        assertEquals(25, dark.points().size());
        for (int corner : new int[] {0, 6, 42, 48}) {
            assertEquals(true, dark.contains(corner), "corner " + corner);
        }
        assertEquals(false, dark.contains(1));
    }

    @Test
    void neighboursStayOnTheSmallerBoard() {
        Layout layout = SquareLayouts.square(7);
        assertEquals(List.of(1, 7, 8), layout.neighbours(0));
        assertEquals(8, layout.neighbours(24).size());
        assertEquals(List.of(40, 41, 47), layout.neighbours(48));
    }

    @Test
    void playerOneSeesTheSevenBySevenBoardTurnedAboutItsCentre() {
        Layout layout = SquareLayouts.square(7);
        assertEquals(new Location(6, 6), layout.locate(0, 1));
        assertEquals(new Location(3, 3), layout.locate(24, 1));
    }

    @Test
    void sizesOutOfRangeAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> SquareLayouts.square(1));
        assertThrows(IllegalArgumentException.class, () -> SquareLayouts.square(27));
    }
}
