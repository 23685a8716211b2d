package io.abstractgames.konane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Position text ({@code docs/rules/konane.md}, "Position text"): what is accepted and each rejection. */
class PositionTextTest {

    private static final String START = KonaneGame.START_TEXT;

    // ----- accepted -----

    @Test
    void startTextRoundTrips() {
        assertEquals(START, KonaneGame.INSTANCE.parsePosition(START).toText());
        assertEquals(START, KonaneGame.INSTANCE.newStartPosition().toText());
        assertEquals(START, KonaneGame.INSTANCE.startText());
    }

    @Test
    void splitRunsAndExtraSpacesAreAcceptedAndFormattedCanonically() {
        Position position = KonaneGame.INSTANCE.parsePosition("  8/44/8/8/8/111w1111/3b4/11111111    b ");
        assertEquals("8/8/8/8/8/3w4/3b4/8 b", position.toText());
    }

    @Test
    void belowSixtyTwoStonesEitherSideMayBeToMove() {
        assertEquals("8/8/8/8/8/3w4/3b4/8 w", KonaneGame.INSTANCE.parsePosition("8/8/8/8/8/3w4/3b4/8 w").toText());
        assertEquals("8/8/8/8/8/3w4/3b4/8 b", KonaneGame.INSTANCE.parsePosition("8/8/8/8/8/3w4/3b4/8 b").toText());
    }

    @Test
    void theRemovalPhasesAreReadFromTheBoard() {
        Position afterBlack = KonaneGame.INSTANCE.parsePosition(
                "wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw w");
        assertEquals(List.of("c4", "d3", "d5", "e4"), TestBoards.moves(afterBlack));
        Position afterWhite = KonaneGame.INSTANCE.parsePosition(
                "wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/2bwbwbw b");
        assertEquals(List.of("a3-a1"), TestBoards.moves(afterWhite));
    }

    // ----- rejected: stones and phase -----

    @Test
    void rejectsABlackStoneOnALightSquare() {
        assertRejected("8/8/8/8/8/8/8/1b6 b",
                "position text, b1: Black stone on a light square (Black stones stand on dark squares)");
    }

    @Test
    void rejectsAWhiteStoneOnADarkSquare() {
        assertRejected("8/8/8/4w3/8/8/8/8 w",
                "position text, e5: White stone on a dark square (White stones stand on light squares)");
    }

    @Test
    void rejectsWhiteToMoveWithSixtyFourStones() {
        assertRejected(START.replace(" b", " w"),
                "position text: side to move w, but with 64 stones Black removes the first stone");
    }

    @Test
    void rejectsBlackToMoveWithSixtyThreeStones() {
        assertRejected("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/1wbwbwbw b",
                "position text: side to move b, but with 63 stones White removes the second stone");
    }

    @Test
    void rejectsWhiteToMoveWithSixtyTwoStones() {
        assertRejected("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/2bwbwbw w",
                "position text: side to move w, but with 62 stones Black makes the first jump");
    }

    @Test
    void rejectsSixtyThreeStonesWithAnEmptySquareBlackMayNotRemove() {
        assertRejected("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bw1wbwbw/wbwbwbwb/bwbwbwbw w",
                "position text: 63 stones, but the empty square c3 is not one Black may remove (a1, d4, e5 or h8)");
        assertRejected("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/b1bwbwbw w",
                "position text: 63 stones, but the empty square b1 is not one Black may remove (a1, d4, e5 or h8)");
    }

    @Test
    void rejectsSixtyTwoStonesThatAreNotALegalPairOfRemovals() {
        // Two dark squares.
        assertRejected("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/1w1wbwbw b",
                "position text: 62 stones, but the empty squares a1 and c1 are not a legal pair of removals"
                        + " (a1, d4, e5 or h8 and a square next to it)");
        // A corner and a light square not next to it.
        assertRejected("wbwbwbwb/bwbwbwb1/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/1wbwbwbw b",
                "position text: 62 stones, but the empty squares a1 and h7 are not a legal pair of removals"
                        + " (a1, d4, e5 or h8 and a square next to it)");
        // Neighbours, but neither is a square Black may remove.
        assertRejected("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wb1bwbwb/bw1wbwbw/wbwbwbwb/bwbwbwbw b",
                "position text: 62 stones, but the empty squares c3 and c4 are not a legal pair of removals"
                        + " (a1, d4, e5 or h8 and a square next to it)");
    }

    // ----- rejected: malformed -----

    @Test
    void rejectsEmptyText() {
        assertRejected("   ", "position text: empty");
    }

    @Test
    void rejectsAMissingSideToMove() {
        assertRejected("8/8/8/8/8/3w4/3b4/8", "position text: 1 field, expected 2 (board and side to move)");
    }

    @Test
    void rejectsAnExtraField() {
        assertRejected("8/8/8/8/8/3w4/3b4/8 b 0", "position text: 3 fields, expected 2 (board and side to move)");
    }

    @Test
    void rejectsAnUnknownSideToMove() {
        assertRejected("8/8/8/8/8/3w4/3b4/8 x", "position text: side to move 'x', expected b or w");
        assertRejected("8/8/8/8/8/3w4/3b4/8 B", "position text: side to move 'B', expected b or w");
    }

    @Test
    void rejectsARankOfTheWrongLength() {
        assertRejected("8/8/8/8/8/3w5/3b4/8 b", "position text, rank 3: 9 squares, expected 8");
        assertRejected("8/8/8/8/8/3w4/3b3/8 b", "position text, rank 2: 7 squares, expected 8");
    }

    @Test
    void rejectsAnUnknownCharacter() {
        assertRejected("8/8/8/8/8/3x4/3b4/8 b",
                "position text, rank 3: unknown character 'x', expected one of bw or a digit 1-8");
    }

    @Test
    void rejectsAWrongNumberOfRanks() {
        assertRejected("8/8/8/8/3w4/3b4/8 b", "position text: 7 ranks, expected 8");
    }

    private static void assertRejected(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> KonaneGame.INSTANCE.parsePosition(text));
        assertEquals(message, e.getMessage());
    }
}
