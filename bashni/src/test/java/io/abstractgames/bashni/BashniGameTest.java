package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.Games;
import org.junit.jupiter.api.Test;

/** The game's identity and its registration with {@link Games}. */
class BashniGameTest {

    @Test
    void theGameIsRegisteredUnderItsId() {
        assertSame(BashniGame.INSTANCE, Games.byId("bashni"));
    }

    @Test
    void identityAndSides() {
        BashniGame game = BashniGame.INSTANCE;
        assertEquals("bashni", game.id());
        assertEquals("Bashni", game.displayName());
        assertEquals(2, game.playerCount());
        assertEquals("White", game.sideName(0));
        assertEquals("Black", game.sideName(1));
        assertEquals('w', game.sideLetter(0));
        assertEquals('b', game.sideLetter(1));
        assertEquals(1, game.playerOf('b'));
        assertEquals(-1, game.playerOf('x'));
        assertThrows(IllegalArgumentException.class, () -> game.sideName(2));
        assertEquals(BashniGame.START_TEXT, game.startText());
        assertEquals(7, game.newStartPosition().legalMoves().size());
    }
}
