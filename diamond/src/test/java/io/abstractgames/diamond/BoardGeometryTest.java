package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.diamond.DiamondBoard.Camp;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The board geometry ({@code docs/rules/diamond.md}, "Board geometry"). */
class BoardGeometryTest {

    private static int p(String name) {
        int point = DiamondBoard.parse(name);
        assertTrue(point >= 0, name);
        return point;
    }

    @Test
    void hasPointsInReadingOrder() {
        assertEquals(121, DiamondBoard.POINTS);
        int[] lengths = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
        int index = 0;
        for (int row = 1; row <= 17; row++) {
            assertEquals(lengths[row - 1], DiamondBoard.rowLength(row), "row " + row);
            for (int col = 1; col <= lengths[row - 1]; col++) {
                assertEquals(index, DiamondBoard.point(row, col), row + "." + col);
                assertEquals(row + "." + col, DiamondBoard.name(index));
                assertEquals(index, DiamondBoard.parse(row + "." + col));
                assertEquals(row, DiamondBoard.row(index));
                assertEquals(col, DiamondBoard.col(index));
                index++;
            }
        }
        assertEquals(121, index);
        assertEquals(0, p("1.1"));
        assertEquals(10, p("5.1"));
        assertEquals(120, p("17.1"));
    }

    @Test
    void rejectsNamesOfNoPoint() {
        for (String name : List.of("0.1", "1.2", "18.1", "5.14", "9.10", "5", "5.", ".5", "a.1", "5.1x", "", "14.5")) {
            assertEquals(-1, DiamondBoard.parse(name), name);
        }
        assertEquals(-1, DiamondBoard.point(4, 5));
    }

    @Test
    void coordinatesFollowTheSpec() {
        assertEquals(0, DiamondBoard.x(p("1.1")));
        assertEquals(0, DiamondBoard.x(p("5.7")));
        assertEquals(-12, DiamondBoard.x(p("5.1")));
        assertEquals(12, DiamondBoard.x(p("13.13")));
        assertEquals(-3, DiamondBoard.x(p("4.1")));
        assertEquals(-9, DiamondBoard.x(p("10.1")));
        for (int q = 0; q < 121; q++) {
            assertEquals(1, Math.floorMod(DiamondBoard.row(q) + DiamondBoard.x(q), 2), DiamondBoard.name(q));
            assertEquals(q, DiamondBoard.at(DiamondBoard.row(q), DiamondBoard.x(q)));
        }
        assertEquals(-1, DiamondBoard.at(5, 13));
        assertEquals(-1, DiamondBoard.at(9, 1));
    }

    @Test
    void neighboursAreSymmetricAndOneStepApart() {
        int links = 0;
        for (int q = 0; q < 121; q++) {
            for (int d = 0; d < 6; d++) {
                int n = DiamondBoard.neighbour(q, d);
                if (n == DiamondBoard.OFF_BOARD) {
                    continue;
                }
                links++;
                assertEquals(q, DiamondBoard.neighbour(n, DiamondBoard.opposite(d)), DiamondBoard.name(q) + " dir " + d);
                assertEquals(DiamondBoard.row(q) + DiamondBoard.stepRow(d), DiamondBoard.row(n));
                assertEquals(DiamondBoard.x(q) + DiamondBoard.stepX(d), DiamondBoard.x(n));
                assertEquals(1, DiamondBoard.distance(q, n));
            }
        }
        int edges = 0;
        for (int r = 1; r <= 17; r++) {
            for (int x = -12; x <= 12; x++) {
                if (ReferenceDiamond.exists(r, x)) {
                    edges += (ReferenceDiamond.exists(r, x + 2) ? 1 : 0) + (ReferenceDiamond.exists(r + 1, x + 1) ? 1 : 0)
                            + (ReferenceDiamond.exists(r + 1, x - 1) ? 1 : 0);
                }
            }
        }
        assertEquals(2 * edges, links, "each edge seen from both ends");
        assertEquals(2, degree(p("1.1")));
        assertEquals(2, degree(p("13.13")));
        assertEquals(6, degree(p("9.5")));
        assertEquals(5, degree(p("5.5")));
        assertEquals(2, degree(p("5.1")));
        assertEquals(4, degree(p("5.2")));
    }

    private static int degree(int q) {
        int n = 0;
        for (int d = 0; d < 6; d++) {
            if (DiamondBoard.neighbour(q, d) >= 0) {
                n++;
            }
        }
        return n;
    }

    @Test
    void linesRepeatOneStep() {
        assertEquals(List.of("2.2", "3.3", "4.4", "5.9", "6.9", "7.9", "8.9", "9.9", "10.10", "11.11", "12.12", "13.13"),
                names(DiamondBoard.line(p("1.1"), DiamondBoard.NORTH_EAST)));
        assertEquals(List.of("9.2", "9.3", "9.4", "9.5", "9.6", "9.7", "9.8", "9.9"),
                names(DiamondBoard.line(p("9.1"), DiamondBoard.EAST)));
        assertEquals(0, DiamondBoard.line(p("9.9"), DiamondBoard.EAST).length);
        for (int q = 0; q < 121; q++) {
            for (int d = 0; d < 6; d++) {
                int[] line = DiamondBoard.line(q, d);
                int prev = q;
                for (int s : line) {
                    assertEquals(s, DiamondBoard.neighbour(prev, d));
                    prev = s;
                }
                assertEquals(DiamondBoard.OFF_BOARD, DiamondBoard.neighbour(prev, d));
            }
        }
    }

    private static List<String> names(int[] points) {
        return Arrays.stream(points).mapToObj(DiamondBoard::name).toList();
    }

    @Test
    void distancesFollowTheFormula() {
        assertEquals(16, DiamondBoard.distance(p("1.1"), p("17.1")));
        assertEquals(8, DiamondBoard.distance(p("1.1"), p("5.1")));
        assertEquals(16, DiamondBoard.distance(p("5.1"), p("13.13")));
        assertEquals(12, DiamondBoard.distance(p("13.1"), p("13.13")));
        assertEquals(4, DiamondBoard.distance(p("1.1"), p("5.9")));
        assertEquals(5, DiamondBoard.distance(p("1.1"), p("5.10")));
        assertEquals(0, DiamondBoard.distance(p("9.5"), p("9.5")));
        for (int a = 0; a < 121; a++) {
            for (int b = 0; b < 121; b++) {
                assertEquals(DiamondBoard.distance(a, b), DiamondBoard.distance(b, a));
                int dr = Math.abs(DiamondBoard.row(a) - DiamondBoard.row(b));
                int dx = Math.abs(DiamondBoard.x(a) - DiamondBoard.x(b));
                assertEquals(Math.max(dr, (dr + dx) / 2), DiamondBoard.distance(a, b));
            }
        }
    }

    @Test
    void hexagonHas61PointsAnd24OnTheBoundary() {
        int hexagon = 0;
        int boundary = 0;
        for (int q = 0; q < 121; q++) {
            hexagon += DiamondBoard.inHexagon(q) ? 1 : 0;
            boundary += DiamondBoard.onBoundary(q) ? 1 : 0;
            assertTrue(!DiamondBoard.onBoundary(q) || DiamondBoard.inHexagon(q));
        }
        assertEquals(61, hexagon);
        assertEquals(24, boundary);
        assertTrue(DiamondBoard.onBoundary(p("5.5")));
        assertTrue(DiamondBoard.onBoundary(p("9.1")));
        assertTrue(DiamondBoard.onBoundary(p("12.4")));
        assertFalse(DiamondBoard.onBoundary(p("9.2")));
        assertFalse(DiamondBoard.inHexagon(p("5.4")));
        assertTrue(DiamondBoard.inHexagon(p("9.5")));
    }

    @Test
    void campsHave15PointsAroundTheirApex() {
        assertEquals("1.1", DiamondBoard.name(Camp.S.apex()));
        assertEquals("17.1", DiamondBoard.name(Camp.N.apex()));
        assertEquals("5.1", DiamondBoard.name(Camp.SW.apex()));
        assertEquals("5.13", DiamondBoard.name(Camp.SE.apex()));
        assertEquals("13.1", DiamondBoard.name(Camp.NW.apex()));
        assertEquals("13.13", DiamondBoard.name(Camp.NE.apex()));
        for (Camp camp : Camp.values()) {
            int[] points = camp.points();
            assertEquals(15, points.length, camp.name());
            int outside = 0;
            int onBoundary = 0;
            for (int q : points) {
                assertTrue(camp.contains(q));
                assertTrue(DiamondBoard.distance(q, camp.apex()) <= 4);
                outside += DiamondBoard.inHexagon(q) ? 0 : 1;
                onBoundary += DiamondBoard.onBoundary(q) ? 1 : 0;
            }
            assertEquals(10, outside, camp + ": the triangle outside the hexagon");
            assertEquals(5, onBoundary, camp + ": the boundary points facing it");
        }
        assertEquals(List.of("1.1", "2.1", "2.2", "3.1", "3.2", "3.3", "4.1", "4.2", "4.3", "4.4", "5.5", "5.6", "5.7",
                "5.8", "5.9"), names(Camp.S.points()));
        assertEquals(List.of("9.1", "10.1", "10.2", "11.1", "11.2", "11.3", "12.1", "12.2", "12.3", "12.4", "13.1",
                "13.2", "13.3", "13.4", "13.5"), names(Camp.NW.points()));
        assertEquals(List.of("5.1", "5.2", "5.3", "5.4", "5.5", "6.1", "6.2", "6.3", "6.4", "7.1", "7.2", "7.3", "8.1",
                "8.2", "9.1"), names(Camp.SW.points()));
    }

    @Test
    void eachHexagonCornerLiesInTwoCamps() {
        for (String corner : List.of("5.5", "5.9", "9.1", "9.9", "13.5", "13.9")) {
            int n = 0;
            for (Camp camp : Camp.values()) {
                n += camp.contains(p(corner)) ? 1 : 0;
            }
            assertEquals(2, n, corner);
        }
        int covered = 0;
        for (int q = 0; q < 121; q++) {
            for (Camp camp : Camp.values()) {
                if (camp.contains(q)) {
                    covered++;
                    break;
                }
            }
        }
        assertEquals(60 + 24, covered, "the six triangles and the whole hexagon boundary");
    }

    @Test
    void coloursOwnTheirStartAndTargetCamps() {
        assertEquals(Camp.S, DiamondBoard.startCamp(DiamondBoard.RED));
        assertEquals(Camp.N, DiamondBoard.targetCamp(DiamondBoard.RED));
        assertEquals(Camp.NW, DiamondBoard.startCamp(DiamondBoard.YELLOW));
        assertEquals(Camp.SE, DiamondBoard.targetCamp(DiamondBoard.YELLOW));
        assertEquals(Camp.NE, DiamondBoard.startCamp(DiamondBoard.GREEN));
        assertEquals(Camp.SW, DiamondBoard.targetCamp(DiamondBoard.GREEN));
    }

    @Test
    void eachColourMayStandOn81Points() {
        for (int colour = 0; colour < 3; colour++) {
            int allowed = 0;
            for (int q = 0; q < 121; q++) {
                boolean own = DiamondBoard.startCamp(colour).contains(q) || DiamondBoard.targetCamp(colour).contains(q);
                boolean expected = DiamondBoard.inHexagon(q) || own;
                assertEquals(expected, DiamondBoard.isAllowed(colour, q), colour + " on " + DiamondBoard.name(q));
                allowed += expected ? 1 : 0;
            }
            assertEquals(81, allowed, "colour " + colour);
        }
        // Green's camps are forbidden to Red and Yellow whatever the number of players.
        assertFalse(DiamondBoard.isAllowed(DiamondBoard.RED, p("5.1")));
        assertFalse(DiamondBoard.isAllowed(DiamondBoard.YELLOW, p("13.13")));
        assertTrue(DiamondBoard.isAllowed(DiamondBoard.RED, p("9.9")));
        assertFalse(DiamondBoard.isAllowed(DiamondBoard.YELLOW, p("1.1")));
        assertTrue(DiamondBoard.isAllowed(DiamondBoard.YELLOW, p("5.7")));
    }

    @Test
    void rotationAndReflectionMoveTheCamps() {
        Set<Integer> seen = new HashSet<>();
        for (int q = 0; q < 121; q++) {
            int r = DiamondBoard.rotate120(q);
            assertTrue(seen.add(r));
            assertEquals(q, DiamondBoard.rotate120(DiamondBoard.rotate120(r)));
            assertEquals(q, DiamondBoard.reflect(DiamondBoard.reflect(q)));
            assertEquals(DiamondBoard.inHexagon(q), DiamondBoard.inHexagon(r));
            assertEquals(DiamondBoard.onBoundary(q), DiamondBoard.onBoundary(DiamondBoard.reflect(q)));
        }
        assertEquals(Camp.NE.apex(), DiamondBoard.rotate120(Camp.S.apex()));
        assertEquals(Camp.S.apex(), DiamondBoard.rotate120(Camp.NW.apex()));
        assertEquals(Camp.SW.apex(), DiamondBoard.rotate120(Camp.N.apex()));
        assertEquals(Camp.NW.apex(), DiamondBoard.reflect(Camp.S.apex()));
        assertEquals(Camp.SE.apex(), DiamondBoard.reflect(Camp.N.apex()));
        assertEquals(Camp.SW.apex(), DiamondBoard.reflect(Camp.SW.apex()));
        assertEquals(p("9.5"), DiamondBoard.rotate120(p("9.5")));
    }
}
