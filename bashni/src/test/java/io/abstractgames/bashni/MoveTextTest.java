package io.abstractgames.bashni;

import static io.abstractgames.bashni.BashniRulesTest.after;
import static io.abstractgames.bashni.BashniRulesTest.moves;
import static io.abstractgames.bashni.BashniRulesTest.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Move text ({@code docs/rules/bashni.md}, "Move identity and text"): identity, the written form and each rejection. */
class MoveTextTest {

    @Test
    void pathsThroughDifferentLandingSquaresAreDifferentMoves() {
        Position p = position("w a1:W,c3:b,f6:b,h8:b");
        assertEquals(Set.of("a1:d4:g7", "a1:e5:g7"), moves(p.toText()));
        long viaD4 = p.parseMove("a1:d4:g7");
        long viaE5 = p.parseMove("a1:e5:g7");
        assertNotEquals(viaD4, viaE5);
        assertEquals(after(p.toText(), "a1:d4:g7"), after(p.toText(), "a1:e5:g7"));
    }

    @Test
    void moveTextListsTheFromSquareAndEveryLandingSquare() {
        Position p = position("w c3:w,d4:b,d6:b,h8:b");
        long move = p.parseMove("c3:e5:c7");
        assertEquals("c3:e5:c7", p.moveText(move));
        Position q = BashniGame.INSTANCE.newStartPosition();
        assertEquals("c3-d4", q.moveText(q.parseMove("c3-d4")));
        assertEquals(q.parseMove("c3-d4"), q.parseMove("  c3-d4 "));
    }

    @Test
    void badMoveTextIsRejectedWithAMessage() {
        Position p = BashniGame.INSTANCE.newStartPosition();
        assertMessage("move text 'c3d4': expected FROM-TO (c3-d4) or FROM:LANDING:...:LANDING (c3:e5:c7)", () -> p.parseMove("c3d4"));
        assertMessage("move text 'c3-z9': 'z9' is not a square (a1 to h8)", () -> p.parseMove("c3-z9"));
        assertMessage("move text 'c3-c4': c4 is a light square", () -> p.parseMove("c3-c4"));
        assertMessage("move text 'c3-d4-e5': a quiet move has one target square", () -> p.parseMove("c3-d4-e5"));
        assertMessage("move text 'c3-e5': not a legal move in this position", () -> p.parseMove("c3-e5"));
        assertMessage("move text 'c3-c5': leg 1, c3 to c5, does not follow a diagonal",
                () -> p.parseMove("c3-c5"));
        assertMessage("move text 'c3:e5': not a legal move in this position", () -> p.parseMove("c3:e5"));
        assertMessage("move text: empty", () -> p.parseMove(" "));
        Position over = position("w a1:w,b2:b,c3:b");
        assertMessage("move text 'a1-b2': the game is over, Black wins (opponent has no legal move)", () -> over.parseMove("a1-b2"));
    }

    private void assertMessage(String expected, Executable call) {
        assertEquals(expected, assertThrows(NotationException.class, call).getMessage());
    }
}
