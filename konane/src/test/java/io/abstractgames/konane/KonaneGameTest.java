package io.abstractgames.konane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.Games;
import org.junit.jupiter.api.Test;

/** The game's identity and its registration with {@link Games}. */
class KonaneGameTest {

    @Test
    void isRegisteredUnderItsId() {
        assertSame(KonaneGame.INSTANCE, Games.byId("konane"));
    }

    @Test
    void blackMovesFirst() {
        KonaneGame game = KonaneGame.INSTANCE;
        assertEquals("konane", game.id());
        assertEquals("Kōnane", game.displayName());
        assertEquals(2, game.playerCount());
        assertEquals("Black", game.sideName(KonaneGame.BLACK));
        assertEquals("White", game.sideName(KonaneGame.WHITE));
        assertEquals('b', game.sideLetter(0));
        assertEquals('w', game.sideLetter(1));
        assertEquals(0, game.playerOf('b'));
        assertEquals(1, game.playerOf('w'));
        assertEquals(KonaneGame.BLACK, game.newStartPosition().sideToMove());
        assertThrows(IllegalArgumentException.class, () -> game.sideName(2));
        assertThrows(IllegalArgumentException.class, () -> game.sideLetter(-1));
    }
}
