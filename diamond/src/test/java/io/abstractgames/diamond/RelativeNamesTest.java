package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.NotationException;
import io.abstractgames.diamond.DiamondBoard.Camp;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Player-relative names ({@code docs/rules/diamond.md}, "Player-relative square names"): the board
 * turned so that the viewer's start camp is at the bottom.
 */
class RelativeNamesTest {

    private static final int RED = DiamondBoard.RED;
    private static final int YELLOW = DiamondBoard.YELLOW;
    private static final int GREEN = DiamondBoard.GREEN;

    @Test
    void redSeesTheAbsoluteNames() {
        for (int q = 0; q < 121; q++) {
            assertEquals(DiamondBoard.name(q), RelativeNames.name(RED, q));
        }
    }

    @Test
    void yellowSeesItsCampsAtTheBottomAndTop() {
        // Hand-checked: Yellow's start apex, its start corners 9.1 and 13.5, its target apex, Red's
        // apexes, Green's start apex and the centre.
        assertEquals("1.1", RelativeNames.toRelativeName(YELLOW, "13.1"));
        assertEquals("5.9", RelativeNames.toRelativeName(YELLOW, "9.1"));
        assertEquals("5.5", RelativeNames.toRelativeName(YELLOW, "13.5"));
        assertEquals("17.1", RelativeNames.toRelativeName(YELLOW, "5.13"));
        assertEquals("13.13", RelativeNames.toRelativeName(YELLOW, "1.1"));
        assertEquals("5.1", RelativeNames.toRelativeName(YELLOW, "17.1"));
        assertEquals("13.1", RelativeNames.toRelativeName(YELLOW, "13.13"));
        assertEquals("9.5", RelativeNames.toRelativeName(YELLOW, "9.5"));
        // Yellow faces the centre from the upper left: 13.2 is at its left, 12.1 at its right.
        assertEquals("2.1", RelativeNames.toRelativeName(YELLOW, "13.2"));
        assertEquals("2.2", RelativeNames.toRelativeName(YELLOW, "12.1"));
    }

    @Test
    void greenSeesItsCampsAtTheBottomAndTop() {
        assertEquals("1.1", RelativeNames.toRelativeName(GREEN, "13.13"));
        assertEquals("5.5", RelativeNames.toRelativeName(GREEN, "9.9"));
        assertEquals("5.9", RelativeNames.toRelativeName(GREEN, "13.9"));
        assertEquals("17.1", RelativeNames.toRelativeName(GREEN, "5.1"));
        assertEquals("13.1", RelativeNames.toRelativeName(GREEN, "1.1"));
        assertEquals("13.13", RelativeNames.toRelativeName(GREEN, "13.1"));
        assertEquals("9.5", RelativeNames.toRelativeName(GREEN, "9.5"));
        // Green faces the centre from the upper right: 12.12 is at its left, 13.12 at its right.
        assertEquals("2.1", RelativeNames.toRelativeName(GREEN, "12.12"));
        assertEquals("2.2", RelativeNames.toRelativeName(GREEN, "13.12"));
    }

    @Test
    void eachSeatSeesItsStartCampAsSAndItsTargetAsN() {
        for (int seat = 0; seat < 3; seat++) {
            for (int q = 0; q < 121; q++) {
                int rel = RelativeNames.toRelative(seat, q);
                assertEquals(DiamondBoard.startCamp(seat).contains(q), Camp.S.contains(rel));
                assertEquals(DiamondBoard.targetCamp(seat).contains(q), Camp.N.contains(rel));
                assertEquals(DiamondBoard.isAllowed(seat, q), DiamondBoard.isAllowed(RED, rel));
            }
        }
    }

    @Test
    void conversionsAreInverseBijections() {
        for (int seat = 0; seat < 3; seat++) {
            Set<Integer> seen = new HashSet<>();
            for (int q = 0; q < 121; q++) {
                int rel = RelativeNames.toRelative(seat, q);
                assertTrue(seen.add(rel));
                assertEquals(q, RelativeNames.toAbsolute(seat, rel));
                String name = RelativeNames.name(seat, q);
                assertEquals(q, RelativeNames.parse(seat, name));
                assertEquals(DiamondBoard.name(q), RelativeNames.toAbsoluteName(seat, name));
                for (int other = 0; other < 121; other++) {
                    assertEquals(DiamondBoard.distance(q, other),
                            DiamondBoard.distance(rel, RelativeNames.toRelative(seat, other)));
                }
            }
        }
    }

    @Test
    void badInputIsRejected() {
        assertEquals("relative point name '18.1': no such point",
                assertThrows(NotationException.class, () -> RelativeNames.parse(YELLOW, "18.1")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> RelativeNames.toRelative(3, 0));
        assertThrows(IllegalArgumentException.class, () -> RelativeNames.toAbsolute(0, 121));
    }
}
