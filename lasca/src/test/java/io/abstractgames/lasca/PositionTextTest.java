package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import org.junit.jupiter.api.Test;

/** Position text ({@code docs/rules/lasca.md}, "Position text"): the canonical form, the looser inputs, every rejection. */
class PositionTextTest {

    private static String canonical(String text) {
        return LascaGame.INSTANCE.parsePosition(text).toText();
    }

    private static void assertRejected(String expectedMessage, String text) {
        NotationException e = assertThrows(NotationException.class, () -> LascaGame.INSTANCE.parsePosition(text));
        assertEquals(expectedMessage, e.getMessage());
    }

    @Test
    void theStartTextIsCanonical() {
        assertEquals(LascaGame.START_TEXT, canonical(LascaGame.START_TEXT));
        assertEquals(LascaGame.START_TEXT, LascaGame.INSTANCE.newStartPosition().toText());
    }

    @Test
    void canonicalFormSortsColumnsBySquareIndexAndWritesTheCounters() {
        assertEquals("w c3:wbW,g7:b 0 0", canonical("w g7:b,c3:wbW"));
        assertEquals("b a1:W,g1:B,b6:bw 3 17", canonical("b b6:bw,g1:B,a1:W 3 17"));
    }

    @Test
    void anyRunOfSpacesSeparatesTheFieldsAndSpacesAtTheEndsAreIgnored() {
        assertEquals("w c3:w,g7:b 2 9", canonical("  w   g7:b,c3:w  2     9 "));
    }

    @Test
    void whiteSpaceOtherThanTheSpaceIsRejected() {
        assertRejected("position text: white space other than a space at character 2 (\\t), fields are separated by spaces",
                "w\tc3:w,g7:b");
        assertRejected("position text: white space other than a space at character 12 (\\n), fields are separated by spaces",
                "w c3:w,g7:b\n");
    }

    @Test
    void theCountersAreOptionalTogether() {
        assertEquals("w c3:w,g7:b 0 0", canonical("w c3:w,g7:b"));
        assertRejected("position text: 3 fields, expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)", "w c3:w,g7:b 4");
    }

    @Test
    void countersAreReadWhateverTheirLeadingZeros() {
        assertEquals("w c3:w,g7:b 0 7", canonical("w c3:w,g7:b 00 0000000000000000000007"));
    }

    @Test
    void theSideToMoveAndTheBoardAreNotCheckedAgainstTheCounters() {
        assertEquals("b c3:w,g7:b 0 0", canonical("b c3:w,g7:b 0 0"));
        assertEquals("w c3:w,g7:b 0 1", canonical("w c3:w,g7:b 0 1"));
        assertEquals("w c3:w,g7:b 40 40", canonical("w c3:w,g7:b 40 40"), "40 quiet plies without an officer on the board");
    }

    @Test
    void aTextAtALimitIsAFinishedGame() {
        assertEquals(Outcome.draw(LascaGame.QUIET_MOVE_LIMIT), LascaGame.INSTANCE.parsePosition("w c3:W,g7:b 50 70").outcome());
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), LascaGame.INSTANCE.parsePosition("w c3:w,g7:b 0 250").outcome());
        assertEquals(Outcome.win(1, EndReason.NO_MOVES), LascaGame.INSTANCE.parsePosition("w a1:w,b2:b,c3:b 0 250").outcome());
    }

    @Test
    void aSideToMoveOwningNoColumnIsAcceptedAndHasLost() {
        assertEquals(Outcome.win(1, EndReason.NO_MOVES), LascaGame.INSTANCE.parsePosition("w c3:bw").outcome());
    }

    @Test
    void anyMixOfColoursInAColumnIsAccepted() {
        assertEquals("w c3:wbwbWB,g7:b 0 0", canonical("w c3:wbwbWB,g7:b"));
    }

    @Test
    void aBuriedSoldierOnItsFarRankIsAccepted() {
        assertEquals("w a1:Bb,c7:bw 0 0", canonical("w c7:bw,a1:Bb"));
    }

    @Test
    void anEmptyBoardParsesAndIsRejectedBecauseTheSideThatJustMovedOwnsNoColumn() {
        assertRejected("position text: Black, the side that just moved, owns no column", "w -");
        assertRejected("position text: White, the side that just moved, owns no column", "b - 0 0");
    }

    @Test
    void theSideThatJustMovedMustOwnAColumn() {
        assertRejected("position text: Black, the side that just moved, owns no column", "w c3:w,d4:wb");
    }

    @Test
    void aSquareOffTheBoardIsRejected() {
        assertRejected("position text, column 'h2:w': 'h2' is off the board (a1 to g7)", "w h2:w,g7:b");
        assertRejected("position text, column 'a8:b': 'a8' is off the board (a1 to g7)", "w c3:w,a8:b");
        assertRejected("position text, column 'c33:w': 'c33' is off the board (a1 to g7)", "w c33:w,g7:b");
    }

    @Test
    void aSquareThatIsNotUsedIsRejected() {
        assertRejected("position text, c4: not a used square, columns stand on the 25 squares whose file and rank indices"
                + " add up to an even number", "w c4:w,g7:b");
    }

    @Test
    void aSquareNamedTwiceIsRejected() {
        assertRejected("position text, c3: square named twice", "w c3:w,g7:b,c3:b");
    }

    @Test
    void anUnknownLetterIsRejected() {
        assertRejected("position text, c3: unknown letter 'x', expected w, W, b or B", "w c3:wx,g7:b");
    }

    @Test
    void anEmptyStackIsRejected() {
        assertRejected("position text, c3: empty stack, expected letters w, W, b, B", "w c3:,g7:b");
    }

    @Test
    void anEmptyEntryIsRejected() {
        assertRejected("position text, columns: entry 2 is empty", "w c3:w,,g7:b");
        assertRejected("position text, columns: entry 3 is empty", "w c3:w,g7:b,");
        assertRejected("position text, columns: entry 1 is empty", "w ,c3:w,g7:b");
    }

    @Test
    void anEntryWithoutAColonIsRejected() {
        assertRejected("position text, column 'c3w': expected SQUARE:STACK, e.g. c3:wb", "w c3w,g7:b");
    }

    @Test
    void moreThanElevenPiecesOfAColourAreRejected() {
        assertRejected("position text: 12 White pieces (prisoners included), at most 11", "w c3:wwwwwwwwww,e3:wwb,g7:b");
        assertRejected("position text: 12 Black pieces (prisoners included), at most 11", "w c3:bbbbbbbbbbbw,g7:b");
        assertEquals("w c3:wwwwwwwwwww,g7:bbbbbbbbbbb 0 0", canonical("w c3:wwwwwwwwwww,g7:bbbbbbbbbbb"));
    }

    @Test
    void aSoldierOnTopOnItsOwnFarRankIsRejected() {
        assertRejected("position text, c7: a White soldier on top on rank 7, it would have been promoted", "w c7:wb,c3:b");
        assertRejected("position text, e1: a Black soldier on top on rank 1, it would have been promoted", "b e1:b,c3:w");
        assertEquals("w c3:b,c7:Wb 0 0", canonical("w c7:Wb,c3:b"), "an officer there is fine");
    }

    @Test
    void countersOutOfRangeAreRejected() {
        assertRejected("position text, quiet plies: 51, expected 0 to 50", "w c3:w,g7:b 51 60");
        assertRejected("position text, plies: 251, expected from the quiet plies (3) to 250", "w c3:w,g7:b 3 251");
        assertRejected("position text, plies: 2, expected from the quiet plies (3) to 250", "w c3:w,g7:b 3 2");
        assertRejected("position text, quiet plies: '-1' is not a whole number", "w c3:w,g7:b -1 2");
        assertRejected("position text, quiet plies: '+1' is not a whole number", "w c3:w,g7:b +1 2");
        assertRejected("position text, plies: 'x' is not a whole number", "w c3:w,g7:b 0 x");
        assertRejected("position text, plies: 12345678901234567890 is too large a number", "w c3:w,g7:b 0 12345678901234567890");
    }

    @Test
    void malformedTextIsRejectedNamingWhere() {
        assertRejected("position text: empty", " ");
        assertRejected("position text: empty", "");
        assertRejected("position text: 1 field, expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)", "w");
        assertRejected("position text: 5 fields, expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)", "w c3:w,g7:b 0 0 0");
        assertRejected("position text, side to move: 'x', expected w or b", "x c3:w,g7:b");
        assertRejected("position text, side to move: 'W', expected w or b", "W c3:w,g7:b");
    }

    @Test
    void textRoundTripsThroughTheSymmetries() {
        String text = "b c1:WWWwB,a3:wb,g3:bbW,c5:Bw,d6:WwbbB,g7:W 4 89";
        assertEquals(canonical(text), canonical(Symmetries.colourRotation(Symmetries.colourRotation(text))));
        assertEquals(canonical(text), canonical(Symmetries.fileMirror(Symmetries.fileMirror(text))));
    }
}
