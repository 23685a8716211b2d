package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.board.Squares;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The move codec {@link BashniMoves}: layout, round trips and the bounds of the code. */
class BashniMovesTest {

    private static final int[] DFILE = {1, -1, 1, -1};
    private static final int[] DRANK = {1, 1, -1, -1};

    /** A random path of {@code legs} capture legs along the diagonals of the board. */
    private static int[] randomPath(Random random, int legs) {
        int[] path = new int[legs + 1];
        int sq;
        do {
            sq = random.nextInt(64);
        } while (!Squares.isDark(sq));
        path[0] = sq;
        for (int i = 1; i <= legs; i++) {
            while (true) {
                int dir = random.nextInt(4);
                int distance = 2 + random.nextInt(6);
                int f = (sq & 7) + DFILE[dir] * distance;
                int r = (sq >>> 3) + DRANK[dir] * distance;
                if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    sq = r * 8 + f;
                    break;
                }
            }
            path[i] = sq;
        }
        return path;
    }

    @Property(tries = 2000)
    void capturePathsRoundTrip(@ForAll @IntRange(min = 1, max = 12) int legs, @ForAll long seed) {
        int[] path = randomPath(new Random(seed), legs);
        int[] landings = java.util.Arrays.copyOfRange(path, 1, path.length);
        long code = BashniMoves.encode(true, path[0], landings, legs);
        assertTrue(code > 0 && code < (1L << 62), "code in 1 .. 2^62 - 1: " + code);
        assertTrue(BashniMoves.isCapture(code));
        assertEquals(path[0], BashniMoves.from(code));
        assertEquals(legs, BashniMoves.landingCount(code));
        assertEquals(path[legs], BashniMoves.to(code));
        int[] out = new int[BashniMoves.MAX_LANDINGS];
        assertEquals(legs, BashniMoves.landings(code, out));
        for (int i = 0; i < legs; i++) {
            assertEquals(landings[i], out[i], "landing " + i);
            assertEquals(landings[i], BashniMoves.landing(code, i), "landing " + i);
        }
    }

    @Property(tries = 1000)
    void theLegCursorWalksTheLegsTheCodeWasBuiltFrom(@ForAll @IntRange(min = 1, max = 12) int legs, @ForAll long seed) {
        int[] path = randomPath(new Random(seed), legs);
        long code = BashniMoves.captureStart(path[0]);
        int[] dirs = new int[legs];
        int[] distances = new int[legs];
        for (int i = 0; i < legs; i++) {
            int df = (path[i + 1] & 7) - (path[i] & 7);
            int dr = (path[i + 1] >>> 3) - (path[i] >>> 3);
            dirs[i] = (dr > 0 ? 0 : 2) + (df > 0 ? 0 : 1);
            distances[i] = Math.abs(dr);
            code += BashniMoves.captureLeg(i, dirs[i], distances[i]);
        }
        int leg = 0;
        for (long cursor = BashniMoves.legs(code); cursor != 0; cursor = BashniMoves.nextLegs(cursor), leg++) {
            int digit = BashniMoves.legDigit(cursor);
            assertTrue(digit >= 0 && digit < 24, "digit " + digit);
            assertEquals(dirs[leg], BashniMoves.legDirection(digit), "direction of leg " + leg);
            assertEquals(distances[leg], BashniMoves.legDistance(digit), "distance of leg " + leg);
        }
        assertEquals(legs, leg);
    }

    @Test
    void twelveLandingPathsRoundTrip() {
        Random random = new Random(12);
        int[] out = new int[BashniMoves.MAX_LANDINGS];
        for (int n = 0; n < 10_000; n++) {
            int[] path = randomPath(random, 12);
            long code = BashniMoves.encode(true, path[0], java.util.Arrays.copyOfRange(path, 1, 13), 12);
            assertTrue(code > 0 && code < (1L << 62));
            assertEquals(12, BashniMoves.landings(code, out));
            assertEquals(path[0], BashniMoves.from(code));
            for (int i = 0; i < 12; i++) {
                assertEquals(path[i + 1], out[i]);
            }
        }
    }

    @Test
    void theLargestPathFitsBelowTwoToTheSixtySecond() {
        long code = BashniMoves.captureStart(63);
        for (int leg = 0; leg < 12; leg++) {
            code += BashniMoves.captureLeg(leg, 3, 7);
        }
        assertTrue(code > 0 && code < (1L << 62), "largest code " + code);
    }

    @Test
    void everyQuietMoveRoundTripsAndCodesAreDistinct() {
        Set<Long> codes = new HashSet<>();
        for (int from = 0; from < 64; from++) {
            if (!Squares.isDark(from)) {
                continue;
            }
            for (int dir = 0; dir < 4; dir++) {
                for (int distance = 1; distance <= 7; distance++) {
                    int f = (from & 7) + DFILE[dir] * distance;
                    int r = (from >>> 3) + DRANK[dir] * distance;
                    if (f < 0 || f > 7 || r < 0 || r > 7) {
                        continue;
                    }
                    long code = BashniMoves.quietMove(from, dir, distance);
                    assertTrue(code > 0);
                    assertFalse(BashniMoves.isCapture(code));
                    assertEquals(from, BashniMoves.from(code));
                    assertEquals(r * 8 + f, BashniMoves.to(code));
                    assertEquals(1, BashniMoves.landingCount(code));
                    assertEquals(code, BashniMoves.encode(false, from, new int[] {r * 8 + f}, 1));
                    assertTrue(codes.add(code), "duplicate code");
                }
            }
        }
        assertEquals(280, codes.size(), "quiet moves of a king on an empty board, summed over the dark squares");
    }

    @Test
    void layoutOfTwoExamples() {
        // c3 = square 18, dark index 9: bits 1..5 hold 9.
        long quiet = BashniMoves.quietMove(Squares.index("c3"), 0, 1);
        assertEquals((1L << 6) | (9 << 1), quiet);
        // c3:e5:c7: leg 0 up-right 2 squares (digit 1), leg 1 up-left 2 squares (digit 7).
        long capture = BashniMoves.encode(true, Squares.index("c3"), new int[] {Squares.index("e5"), Squares.index("c7")}, 2);
        assertEquals(((1L + 7 * 24) << 6) | (9 << 1) | 1, capture);
    }

    @Test
    void encodeRejectsBadGeometry() {
        int c3 = Squares.index("c3");
        assertThrows(IllegalArgumentException.class, () -> BashniMoves.encode(true, c3, new int[] {Squares.index("c5")}, 1));
        assertThrows(IllegalArgumentException.class, () -> BashniMoves.encode(true, c3, new int[] {Squares.index("d4")}, 1));
        assertThrows(IllegalArgumentException.class, () -> BashniMoves.encode(false, c3, new int[] {Squares.index("d5")}, 1));
        assertThrows(IllegalArgumentException.class, () -> BashniMoves.encode(true, c3, new int[13], 13));
        assertThrows(IllegalArgumentException.class, () -> BashniMoves.encode(false, c3, new int[] {20, 27}, 2));
    }

    @Test
    void generatedMovesDecodeToTheirText() {
        var position = BashniGame.INSTANCE.parsePosition("w c3:W,d2:b,f2:b,f4:b,d4:b,b8:b,h6:bb 0 0");
        for (var move : position.legalMoves()) {
            String[] squares = move.text().split("[:-]");
            assertEquals(Squares.index(squares[0]), BashniMoves.from(move.code()));
            assertEquals(squares.length - 1, BashniMoves.landingCount(move.code()));
            for (int i = 1; i < squares.length; i++) {
                assertEquals(Squares.index(squares[i]), BashniMoves.landing(move.code(), i - 1));
            }
        }
        assertEquals(List.of("c3:e1:g3:e5:a1", "c3:e1:g3:e5:b2", "c3:e1:g3:e5:c3"),
                position.legalMoves().stream().map(m -> m.text()).filter(t -> t.startsWith("c3:e1")).sorted().toList());
    }
}
