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
    void theResultTokenGivesEachSeatItsPoints() {
        assertEquals("1-0", Outcome.win(0, EndReason.NO_MOVES).token(2));
        assertEquals("0-1", Outcome.win(1, EndReason.RESIGNATION).token(2));
        assertEquals("1/2-1/2", Outcome.draw(EndReason.MOVE_LIMIT).token(2));
        assertEquals("1-0-0", Outcome.win(0, EndReason.GOAL_REACHED).token(3));
        assertEquals("0-0-1", Outcome.win(2, EndReason.GOAL_REACHED).token(3));
        assertEquals("1/3-1/3-1/3", Outcome.draw(EndReason.ALL_PASSED).token(3));
        assertEquals("*", Outcome.ONGOING.token(2));
        assertThrows(IllegalArgumentException.class, () -> Outcome.win(2, EndReason.NO_MOVES).token(2));
        assertThrows(IllegalArgumentException.class, () -> Outcome.ONGOING.token(1));
    }

    @Test
    void aGameDefinesItsOwnEndReasonWithItsOwnSharedOutcomes() {
        EndReason bareKings = EndReason.of("BARE_KINGS", "only kings left");
        assertEquals("BARE_KINGS", bareKings.name());
        assertEquals("only kings left", bareKings.description());
        assertSame(Outcome.draw(bareKings), Outcome.draw(bareKings));
        assertSame(Outcome.win(1, bareKings), Outcome.win(1, bareKings));
        assertEquals(bareKings, Outcome.win(1, bareKings).reason());
        assertFalse(EndReason.common().contains(bareKings));
        assertThrows(IllegalArgumentException.class, () -> EndReason.of("lower", "x"));
        assertThrows(IllegalArgumentException.class, () -> EndReason.of("PAREN", "a (b)"));
        assertThrows(IllegalArgumentException.class, () -> EndReason.of("BLANK", " "));
    }

    @Test
    void rejectsAWinnerOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> Outcome.win(Game.MAX_PLAYERS, EndReason.NO_MOVES));
        assertThrows(IllegalArgumentException.class, () -> Outcome.win(-1, EndReason.NO_MOVES));
    }
}
