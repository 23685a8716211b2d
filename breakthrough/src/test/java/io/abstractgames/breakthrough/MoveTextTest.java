package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** Move text ({@code docs/rules/breakthrough.md}, "Move identity and text"): formats, and each error with its message. */
class MoveTextTest {

    /** White e3 with Black on d4, e4 and g4 (and a8); White d2 behind. */
    private static final String POSITION = "b7/8/8/8/3bb1b1/4w3/3w4/8 w";

    private static String error(String position, String move) {
        Position p = BreakthroughGame.INSTANCE.parsePosition(position);
        return assertThrows(NotationException.class, () -> p.parseMove(move)).getMessage();
    }

    @Test
    void movesAndCapturesHaveTheirSeparators() {
        Position position = BreakthroughGame.INSTANCE.parsePosition(POSITION);
        long quiet = position.parseMove("e3-f4");
        long capture = position.parseMove("e3xd4");
        assertEquals("e3-f4", position.moveText(quiet));
        assertEquals("e3xd4", position.moveText(capture));
        assertEquals(BreakthroughMoves.encode(20, 29, false), quiet);
        assertEquals(BreakthroughMoves.encode(20, 27, true), capture);
    }

    @Test
    void rejectsUnreadableText() {
        assertEquals("move text 'e3f4': expected from-to or fromxto, e.g. e2-e3 or e2xf3", error(POSITION, "e3f4"));
        assertEquals("move text 'e3:f4': expected from-to or fromxto, e.g. e2-e3 or e2xf3", error(POSITION, "e3:f4"));
        assertEquals("move text: empty, expected from-to or fromxto, e.g. e2-e3 or e2xf3", error(POSITION, ""));
        assertEquals("move text 'e3 f4': expected from-to or fromxto, e.g. e2-e3 or e2xf3", error(POSITION, " e3 f4 "));
    }

    @Test
    void rejectsSquareNamesOffTheBoard() {
        assertEquals("move text 'e3-i4': 'i4' is not a square (a1 to h8)", error(POSITION, "e3-i4"));
        assertEquals("move text 'E3-f4': 'E3' is not a square (a1 to h8)", error(POSITION, "E3-f4"));
        assertEquals("move text 'e0-f4': 'e0' is not a square (a1 to h8)", error(POSITION, "e0-f4"));
    }

    @Test
    void rejectsFromSquareWithoutOwnPiece() {
        assertEquals("move text 'f3-f4': no White piece on f3", error(POSITION, "f3-f4"));
        assertEquals("move text 'd4-d3': no White piece on d4", error(POSITION, "d4-d3"));
    }

    @Test
    void rejectsTargetThatIsNotOneStepForward() {
        String why = " (a piece steps one square forward or diagonally forward)";
        assertEquals("move text 'e3-e5': e5 is not a legal target of e3" + why, error(POSITION, "e3-e5"));
        assertEquals("move text 'e3-e2': e2 is not a legal target of e3" + why, error(POSITION, "e3-e2"));
        assertEquals("move text 'e3-f3': f3 is not a legal target of e3" + why, error(POSITION, "e3-f3"));
        assertEquals("move text 'e3-g4': g4 is not a legal target of e3" + why, error(POSITION, "e3-g4"));
        assertEquals("move text 'g4-h5': h5 is not a legal target of g4" + why, error("b7/8/8/8/6b1/8/8/7w b", "g4-h5"));
    }

    @Test
    void rejectsTargetHoldingOwnPiece() {
        assertEquals("move text 'd2-e3': e3 holds a White piece of the side to move", error(POSITION, "d2-e3"));
        assertEquals("move text 'd2xe3': e3 holds a White piece of the side to move", error(POSITION, "d2xe3"));
    }

    @Test
    void rejectsStraightCapture() {
        assertEquals("move text 'e3xe4': e4 holds a Black piece, and a piece never captures straight ahead", error(POSITION, "e3xe4"));
        assertEquals("move text 'e3-e4': e4 holds a Black piece, and a piece never captures straight ahead", error(POSITION, "e3-e4"));
    }

    @Test
    void rejectsDashOntoEnemyPiece() {
        assertEquals("move text 'e3-d4': d4 holds a Black piece, so the move is a capture: e3xd4", error(POSITION, "e3-d4"));
    }

    @Test
    void rejectsCrossOntoEmptySquare() {
        assertEquals("move text 'e3xf4': f4 is empty, so the move is not a capture: e3-f4", error(POSITION, "e3xf4"));
        assertEquals("move text 'd2xd3': d3 is empty, so the move is not a capture: d2-d3", error(POSITION, "d2xd3"));
    }

    @Test
    void rejectsMovesOnceTheGameIsOver() {
        assertEquals("move text 'e1-e2': the game is over", error("8/8/8/8/8/8/8/4w3 b", "e1-e2"));
    }

    @Test
    void blackMovesAreReadToo() {
        Position position = BreakthroughGame.INSTANCE.parsePosition("8/8/8/3b4/2w5/8/8/7w b");
        assertEquals("d5xc4", position.moveText(position.parseMove("d5xc4")));
        assertEquals("move text 'd5-d6': d6 is not a legal target of d5 (a piece steps one square forward or diagonally forward)",
                assertThrows(NotationException.class, () -> position.parseMove("d5-d6")).getMessage());
    }
}
