package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** Move text ({@code docs/rules/lasca.md}, "Move identity and text"): formatting, reading and every rejection. */
class MoveTextTest {

    private static void assertRejected(String expectedMessage, String position, String move) {
        Position p = LascaGame.INSTANCE.parsePosition(position);
        NotationException e = assertThrows(NotationException.class, () -> p.parseMove(move));
        assertEquals(expectedMessage, e.getMessage());
    }

    @Test
    void aQuietMoveIsFromDashTo() {
        Position p = LascaGame.INSTANCE.newStartPosition();
        long move = p.parseMove("c3-d4");
        assertEquals("c3-d4", p.moveText(move));
        assertEquals(LascaMoves.quietMove(16, 0), move);
    }

    @Test
    void aCaptureListsEveryLandingSquare() {
        Position p = LascaGame.INSTANCE.parsePosition("w c3:W,d4:b,f4:b,f2:b,d2:b,a7:b");
        assertEquals("c3:e5:g3:e1:c3", p.moveText(p.parseMove("c3:e5:g3:e1:c3")));
        assertEquals("c3:e1:g3:e5:c3", p.moveText(p.parseMove("c3:e1:g3:e5:c3")));
    }

    @Test
    void spacesAroundTheTextAreIgnored() {
        Position p = LascaGame.INSTANCE.newStartPosition();
        assertEquals("c3-d4", p.moveText(p.parseMove("  c3-d4 ")));
    }

    @Test
    void malformedTextIsRejected() {
        String start = LascaGame.START_TEXT;
        assertRejected("move text: empty", start, " ");
        assertRejected("move text 'c3d4': expected FROM-TO (c3-d4) or FROM:LANDING:...:LANDING (c3:e5:c7)", start, "c3d4");
        assertRejected("move text 'c3-d4:e5': expected FROM-TO (c3-d4) or FROM:LANDING:...:LANDING (c3:e5:c7)", start, "c3-d4:e5");
        assertRejected("move text 'c3-d4-e5': a quiet move has one target square", start, "c3-d4-e5");
        assertRejected("move text 'c3-h4': 'h4' is not a square (a1 to g7)", start, "c3-h4");
        assertRejected("move text 'c3-c4': c4 is not a used square", start, "c3-c4");
        assertRejected("move text 'c3:': '' is not a square (a1 to g7)", start, "c3:");
    }

    @Test
    void aLegWithTheWrongGeometryIsRejected() {
        String start = LascaGame.START_TEXT;
        assertRejected("move text 'c3-e5': quiet move c3 to e5, is not a diagonal step of 1 square", start, "c3-e5");
        assertRejected("move text 'c3:d4': capture leg 1, c3 to d4, is not a diagonal jump of 2 squares", start, "c3:d4");
    }

    @Test
    void tooManyLandingsAreRejected() {
        assertRejected("move text 'a1:c3:a5:c7:a5:c3:a1:c3:a5:c7:a5:c3:a1': 12 landing squares, at most 11", LascaGame.START_TEXT,
                "a1:c3:a5:c7:a5:c3:a1:c3:a5:c7:a5:c3:a1");
    }

    @Test
    void anIllegalMoveIsRejected() {
        assertRejected("move text 'c3-b2': not a legal move in this position", "w c3:w,g7:b", "c3-b2");
        assertRejected("move text 'a1-b2': not legal here, a capture is compulsory", "w a1:w,c3:w,d4:b,g7:b", "a1-b2");
        assertRejected("move text 'c3:e5': not a legal move in this position", "w c3:w,d4:b,f6:b,a7:b", "c3:e5");
    }

    @Test
    void aMoveInAFinishedGameIsRejected() {
        assertRejected("move text 'd4-c5': the game is over, draw (50 quiet plies)", "w d4:W,g7:b 50 60", "d4-c5");
    }
}
