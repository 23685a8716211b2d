package io.abstractgames.konane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The move codec {@link KonaneMoves}: the documented layout of a code and its builders. */
class KonaneMovesTest {

    @Test
    void codecFieldsFollowTheDocumentedLayout() {
        long jump = KonaneMoves.jump(11, 59);
        assertEquals(11 | 59 << 6 | 3 << 12, jump);
        assertEquals(11, KonaneMoves.from(jump));
        assertEquals(59, KonaneMoves.to(jump));
        assertEquals(3, KonaneMoves.stonesJumped(jump));
        assertEquals(false, KonaneMoves.isRemoval(jump));
        long removal = KonaneMoves.removal(0);
        assertEquals(1 << 14, removal);
        assertEquals(true, KonaneMoves.isRemoval(removal));
        assertEquals(0, KonaneMoves.from(removal));
        assertEquals("a1", KonaneMoves.text(removal));
        assertThrows(IllegalArgumentException.class, () -> KonaneMoves.jump(11, 12));
        assertThrows(IllegalArgumentException.class, () -> KonaneMoves.jump(11, 29));
        assertThrows(IllegalArgumentException.class, () -> KonaneMoves.removal(64));
    }

    @Test
    void uncheckedBuildersAndTheSquarePairAgreeWithTheCheckedCodes() {
        for (int square = 0; square < 64; square++) {
            assertEquals(KonaneMoves.removal(square), KonaneMoves.removalCode(square));
        }
        long jump = KonaneMoves.jump(11, 59);
        assertEquals(jump, KonaneMoves.jumpCode(11, 59, 3));
        assertEquals(11 + 64 * 59, KonaneMoves.squarePair(jump));
        assertEquals(2 + 64 * 18, KonaneMoves.squarePair(KonaneMoves.jump(2, 18)));
    }
}
