package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OutcomeTest {

    @Test
    void ongoingIsNeitherWinNorDraw() {
        assertFalse(Outcome.ONGOING.isOver());
        assertFalse(Outcome.ONGOING.isWin());
        assertFalse(Outcome.ONGOING.isDraw());
        assertEquals(-1, Outcome.ONGOING.winner());
        assertNull(Outcome.ONGOING.reason());
    }

    @Test
    void winsAndDrawsAreSharedInstances() {
        assertSame(Outcome.win(1, EndReason.NO_MOVES), Outcome.win(1, EndReason.NO_MOVES));
        assertSame(Outcome.draw(EndReason.MOVE_LIMIT), Outcome.draw(EndReason.MOVE_LIMIT));
    }

    @Test
    void scoresFromEachSide() {
        Outcome win = Outcome.win(2, EndReason.GOAL_REACHED);
        assertTrue(win.isOver());
        assertTrue(win.isWin());
        assertEquals(1, win.scoreFor(2));
        assertEquals(-1, win.scoreFor(0));
        assertEquals(0, Outcome.draw(EndReason.ALL_PASSED).scoreFor(0));
    }

    @Test
    void rejectsAWinnerOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> Outcome.win(3, EndReason.NO_MOVES));
        assertThrows(IllegalArgumentException.class, () -> Outcome.win(-1, EndReason.NO_MOVES));
    }
}
