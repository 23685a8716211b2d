package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.NotationException;
import io.abstractgames.diamond.internal.DiamondPosition;
import org.junit.jupiter.api.Test;

/**
 * Move text ({@code docs/rules/diamond.md}, "Moves"): the round trip, the exact syntax, and each
 * rejection with its message.
 */
class MoveTextTest {

    private static final DiamondGame TWO = DiamondGame.twoPlayers();
    private static final DiamondGame THREE = DiamondGame.threePlayers();

    private static String moveRejection(DiamondPosition position, String text) {
        return assertThrows(NotationException.class, () -> position.parseMove(text)).getMessage();
    }

    @Test
    void moveTextRoundTrips() {
        DiamondPosition start = (DiamondPosition) TWO.newStartPosition();
        long move = start.parseMove("4.1-6.4");
        assertEquals(DiamondMoves.of(DiamondBoard.parse("4.1"), DiamondBoard.parse("6.4")), move);
        assertEquals("4.1-6.4", start.moveText(move));
        assertEquals("pass", DiamondMoves.text(DiamondMoves.PASS));
        assertEquals(DiamondMoves.PASS, DiamondMoves.parse("pass"));
    }

    @Test
    void rejectsUnreadableMoveText() {
        DiamondPosition start = (DiamondPosition) TWO.newStartPosition();
        assertEquals("move text '4.2': expected FROM-TO such as 4.2-6.4, or pass", moveRejection(start, "4.2"));
        assertEquals("move text '4.2-6.4-8.6': expected FROM-TO such as 4.2-6.4, or pass",
                moveRejection(start, "4.2-6.4-8.6"));
        assertEquals("move text 'PASS': expected FROM-TO such as 4.2-6.4, or pass", moveRejection(start, "PASS"));
        assertEquals("move text '18.1-4.2': '18.1' is not a point", moveRejection(start, "18.1-4.2"));
        assertEquals("move text '4.2-6.x': '6.x' is not a point", moveRejection(start, "4.2-6.x"));
        assertEquals("move text '04.2-6.4': '04.2' is not a point", moveRejection(start, "04.2-6.4"));
        assertEquals("move text '4.2-4.2': from-point and to-point are the same", moveRejection(start, "4.2-4.2"));
    }

    @Test
    void moveTextSyntaxHasNoLeadingZerosAndNoZero() {
        for (DiamondGame game : new DiamondGame[] {TWO, THREE}) {
            for (String text : new String[] {"pass", "4.2-6.4", "1.1-2.1", "13.13-12.12", "18.1-19.1", "99.99-1.1"}) {
                assertTrue(game.isMoveTextSyntax(text), text);
            }
            for (String text : new String[] {"01.1-2.1", "0.1-1.1", "1.01-2.1", "1.1-02.1", "1.1-2.0", "4.2-6.04",
                    "100.1-1.1", "4.2", "4.2-6.4 ", "+4.2-6.4", "\u0664.2-6.4"}) {
                assertFalse(game.isMoveTextSyntax(text), text);
            }
        }
    }

    @Test
    void rejectsMovesThatAreNotLegalHere() {
        DiamondPosition start = (DiamondPosition) TWO.newStartPosition();
        assertEquals("move text '6.1-7.1': 6.1 is empty", moveRejection(start, "6.1-7.1"));
        assertEquals("move text '9.1-8.2': 9.1 holds a piece of Yellow, not of Red to move", moveRejection(start, "9.1-8.2"));
        assertEquals("move text '4.2-9.9': 9.9 is not a legal destination of 4.2", moveRejection(start, "4.2-9.9"));
        assertEquals("move text '5.5-5.4': 5.4 is not a legal destination of 5.5", moveRejection(start, "5.5-5.4"));
        DiamondPosition over = (DiamondPosition) TWO.parsePosition(TWO.startText().replace(" 0 0", " 800 0"));
        assertEquals("move text '5.5-6.4': the game is over (draw (move limit))", moveRejection(over, "5.5-6.4"));
    }
}
