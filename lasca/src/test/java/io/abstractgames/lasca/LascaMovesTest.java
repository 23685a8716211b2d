package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The move codec: encoding, decoding and the uniqueness of codes. */
class LascaMovesTest {

    @Test
    void aQuietMoveDecodes() {
        long move = LascaMoves.quietMove(16, 1);
        assertFalse(LascaMoves.isCapture(move));
        assertEquals(16, LascaMoves.from(move));
        assertEquals(1, LascaMoves.landingCount(move));
        assertEquals(22, LascaMoves.to(move));
        assertEquals(0, LascaMoves.jumped(move, new int[11]));
    }

    @Test
    void aCaptureDecodesItsLandingsAndJumpedSquares() {
        int[] landings = {32, 20, 4, 16};
        long move = LascaMoves.encode(true, 16, landings, 4);
        assertTrue(LascaMoves.isCapture(move));
        assertEquals(16, LascaMoves.from(move));
        assertEquals(4, LascaMoves.landingCount(move));
        int[] out = new int[11];
        assertEquals(4, LascaMoves.landings(move, out));
        assertEquals(32, out[0]);
        assertEquals(20, out[1]);
        assertEquals(4, out[2]);
        assertEquals(16, out[3]);
        assertEquals(20, LascaMoves.landing(move, 1));
        assertEquals(16, LascaMoves.to(move));
        assertEquals(4, LascaMoves.jumped(move, out));
        assertEquals(24, out[0], "d4");
        assertEquals(26, out[1], "f4");
        assertEquals(12, out[2], "f2");
        assertEquals(10, out[3], "d2");
        assertThrows(IndexOutOfBoundsException.class, () -> LascaMoves.landing(move, 4));
    }

    @Test
    void encodeChecksTheGeometry() {
        assertThrows(IllegalArgumentException.class, () -> LascaMoves.encode(false, 16, new int[] {17}, 1), "d3 is not used");
        assertThrows(IllegalArgumentException.class, () -> LascaMoves.encode(false, 16, new int[] {32}, 1), "two squares");
        assertThrows(IllegalArgumentException.class, () -> LascaMoves.encode(true, 16, new int[] {24}, 1), "one square");
        assertThrows(IllegalArgumentException.class, () -> LascaMoves.encode(true, 16, new int[12], 12), "12 legs");
        assertThrows(IllegalArgumentException.class, () -> LascaMoves.encode(false, 49, new int[] {42}, 1), "off the board");
    }

    @Test
    void theGeneratedCodesOfRandomGamesRoundTripAndAreDistinct() {
        Random random = new Random(3);
        MoveList moves = new MoveList();
        int[] landings = new int[LascaMoves.MAX_LANDINGS];
        for (int game = 0; game < 50; game++) {
            Position p = LascaGame.INSTANCE.newStartPosition();
            while (!p.isOver()) {
                p.generateMoves(moves);
                Set<Long> seen = new HashSet<>();
                for (int i = 0; i < moves.size(); i++) {
                    long m = moves.get(i);
                    assertTrue(seen.add(m));
                    int n = LascaMoves.landings(m, landings);
                    assertEquals(m, LascaMoves.encode(LascaMoves.isCapture(m), LascaMoves.from(m), landings, n));
                    assertTrue(m > 0 && m < 1L << 33, Long.toHexString(m));
                }
                p.makeMove(moves.get(random.nextInt(moves.size())));
            }
        }
    }
}
