package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.Games;
import org.junit.jupiter.api.Test;

/** The game's identity and its registration with {@link Games}. */
class BreakthroughGameTest {

    @Test
    void gameIsRegisteredAndNamed() {
        assertSame(BreakthroughGame.INSTANCE, Games.byId("breakthrough"));
        BreakthroughGame game = BreakthroughGame.INSTANCE;
        assertEquals("breakthrough", game.id());
        assertEquals("Breakthrough", game.displayName());
        assertEquals(2, game.playerCount());
        assertEquals("White", game.sideName(BreakthroughGame.WHITE));
        assertEquals("Black", game.sideName(BreakthroughGame.BLACK));
        assertEquals('w', game.sideLetter(0));
        assertEquals('b', game.sideLetter(1));
        assertEquals(1, game.playerOf('b'));
        assertEquals(-1, game.playerOf('r'));
        assertThrows(IllegalArgumentException.class, () -> game.sideName(2));
        assertThrows(IllegalArgumentException.class, () -> game.sideLetter(-1));
    }
}
