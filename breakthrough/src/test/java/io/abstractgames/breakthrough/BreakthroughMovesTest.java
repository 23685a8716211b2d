package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The move codec {@link BreakthroughMoves}: the squares and the capture flag of a code. */
class BreakthroughMovesTest {

    @Test
    void moveCodecPacksSquaresAndCaptureFlag() {
        long move = BreakthroughMoves.encode(63, 54, true);
        assertEquals(63, BreakthroughMoves.from(move));
        assertEquals(54, BreakthroughMoves.to(move));
        assertTrue(BreakthroughMoves.isCapture(move));
        assertEquals(8, BreakthroughMoves.to(BreakthroughMoves.encode(0, 8, false)));
        assertTrue(BreakthroughMoves.encode(0, 8, false) > 0);
        assertTrue(move < (1L << 13));
    }
}
