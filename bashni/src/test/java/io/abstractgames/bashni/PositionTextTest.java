package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import org.junit.jupiter.api.Test;

/** Position text ({@code docs/rules/bashni.md}, "Position text"): canonical form, loose input, rejections. */
class PositionTextTest {

    private static String canonical(String text) {
        return BashniGame.INSTANCE.parsePosition(text).toText();
    }

    private static void assertRejected(String expectedMessage, String text) {
        NotationException e = assertThrows(NotationException.class, () -> BashniGame.INSTANCE.parsePosition(text));
        assertEquals(expectedMessage, e.getMessage());
    }

    @Test
    void theStartTextIsCanonical() {
        assertEquals(BashniGame.START_TEXT, canonical(BashniGame.START_TEXT));
        assertEquals(BashniGame.START_TEXT, BashniGame.INSTANCE.newStartPosition().toText());
    }

    @Test
    void canonicalFormSortsColumnsBySquareIndexAndWritesTheCounters() {
        assertEquals("w c3:wbW,h8:b 0 0", canonical("w h8:b,c3:wbW"));
        assertEquals("b a1:W,h2:b,b8:Bw 3 17", canonical("b b8:Bw,h2:b,a1:W 3 17"));
    }

    @Test
    void anyRunOfSpacesSeparatesTheFields() {
        assertEquals("w c3:w,h8:b 2 9", canonical("  w   h8:b,c3:w  2     9 "));
    }

    @Test
    void theCountersAreOptionalTogether() {
        assertEquals("w c3:w,h8:b 0 0", canonical("w c3:w,h8:b"));
        assertRejected("position text: 3 fields, expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)", "w c3:w,h8:b 4");
    }

    @Test
    void theSideToMoveIsNotCheckedAgainstTheCounters() {
        assertEquals("b c3:w,h8:b 0 0", canonical("b c3:w,h8:b 0 0"));
    }

    @Test
    void aTextAtALimitIsAFinishedGame() {
        assertEquals(Outcome.draw(BashniGame.QUIET_MOVE_LIMIT), BashniGame.INSTANCE.parsePosition("w c3:w,h8:b 50 70").outcome());
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), BashniGame.INSTANCE.parsePosition("w c3:w,h8:b 0 250").outcome());
    }

    @Test
    void anEmptyBoardParsesAndIsRejectedBecauseTheSideThatJustMovedOwnsNoColumn() {
        assertRejected("position text: Black, the side that just moved, owns no column", "w -");
        assertRejected("position text: White, the side that just moved, owns no column", "b - 0 0");
    }

    @Test
    void theSideThatJustMovedMustOwnAColumn() {
        assertRejected("position text: Black, the side that just moved, owns no column", "w c3:w,d4:wb");
        assertEquals("b c3:w 0 0", canonical("b c3:w"));
    }

    @Test
    void aLightSquareIsRejected() {
        assertRejected("position text, c4: a light square, columns stand on dark squares only", "w c4:w,h8:b");
    }

    @Test
    void aSquareNamedTwiceIsRejected() {
        assertRejected("position text, c3: square named twice", "w c3:w,h8:b,c3:b");
    }

    @Test
    void anUnknownLetterIsRejected() {
        assertRejected("position text, c3: unknown letter 'x', expected w, W, b or B", "w c3:wx,h8:b");
    }

    @Test
    void moreThanTwelvePiecesOfAColourAreRejected() {
        assertRejected("position text: 13 White pieces (prisoners included), at most 12", "w c3:wwwwwwwwwww,e3:wwb,h8:b");
        assertRejected("position text: 13 Black pieces (prisoners included), at most 12", "w c3:bbbbbbbbbbbbw,h8:b");
    }

    @Test
    void aManOnTopOnItsOwnPromotionRankIsRejected() {
        assertRejected("position text, b8: a White man on top on rank 8, it would have been crowned", "w b8:wb,c3:b");
        assertRejected("position text, c1: a Black man on top on rank 1, it would have been crowned", "b c1:b,c3:w");
        assertEquals("w c3:w,b8:bw 0 0", canonical("w b8:bw,c3:w"));
    }

    @Test
    void countersOutOfRangeAreRejected() {
        assertRejected("position text, quiet plies: 51, expected 0 to 50", "w c3:w,h8:b 51 60");
        assertRejected("position text, plies: 251, expected from the quiet plies (3) to 250", "w c3:w,h8:b 3 251");
        assertRejected("position text, plies: 2, expected from the quiet plies (3) to 250", "w c3:w,h8:b 3 2");
        assertRejected("position text, quiet plies: '-1' is not a whole number", "w c3:w,h8:b -1 2");
        assertRejected("position text, plies: 'x' is not a whole number", "w c3:w,h8:b 0 x");
        assertRejected("position text, plies: 12345678901234567890 is too large a number", "w c3:w,h8:b 0 12345678901234567890");
    }

    @Test
    void countersAreReadWhateverTheirLeadingZeros() {
        assertEquals("w c3:w,h8:b 0 7", BashniGame.INSTANCE.parsePosition("w c3:w,h8:b 00 000000000000000000000000007").toText());
    }

    @Test
    void malformedTextIsRejectedNamingWhere() {
        assertRejected("position text: empty", " ");
        assertRejected("position text: 1 field, expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)", "w");
        assertRejected("position text, side to move: 'x', expected w or b", "x c3:w,h8:b");
        assertRejected("position text, column 'c3w': expected SQUARE:STACK, e.g. c3:wb", "w c3w,h8:b");
        assertRejected("position text, column 'k3:w': 'k3' is not a square (a1 to h8)", "w k3:w,h8:b");
        assertRejected("position text, c3: empty stack, expected letters w, W, b, B", "w c3:,h8:b");
    }

    @Test
    void textRoundTripsThroughTheSymmetry() {
        String text = "b c1:WWWwB,a3:wb,h4:bbW,c5:Bw,d8:WwbbB,h8:W 4 89";
        assertEquals(canonical(text), canonical(Symmetries.rotateSwapColours(Symmetries.rotateSwapColours(text))));
    }
}
