package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAis;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game's identity and its registration with {@link Games} and {@link GameAis}. */
class LascaGameTest {

    @Test
    void theGameIsRegisteredUnderItsId() {
        assertSame(LascaGame.INSTANCE, Games.byId("lasca"));
    }

    @Test
    void theAiIsRegisteredForTheGame() {
        assertEquals(List.of("beginner", "intermediate", "advanced", "mcts", "random"),
                GameAis.forGame(LascaGame.INSTANCE).levels(LascaGame.INSTANCE).stream().map(l -> l.name()).toList());
    }

    @Test
    void identityAndSides() {
        LascaGame game = LascaGame.INSTANCE;
        assertEquals("lasca", game.id());
        assertEquals("Lasca", game.displayName());
        assertEquals(2, game.playerCount());
        assertEquals("White", game.sideName(0));
        assertEquals("Black", game.sideName(1));
        assertEquals('w', game.sideLetter(0));
        assertEquals('b', game.sideLetter(1));
        assertThrows(IllegalArgumentException.class, () -> game.sideName(2));
        assertEquals(LascaGame.START_TEXT, game.startText());
        assertEquals(6, game.newStartPosition().legalMoves().size());
        assertEquals(List.of(EndReason.NO_MOVES, EndReason.MOVE_LIMIT, LascaGame.QUIET_MOVE_LIMIT, EndReason.RESIGNATION),
                game.endReasons());
    }

    @Test
    void moveTextSyntaxIsThatOfThe7x7Board() {
        LascaGame game = LascaGame.INSTANCE;
        assertTrue(game.isMoveTextSyntax("c3-d4"));
        assertTrue(game.isMoveTextSyntax("c3:e5:c7"));
        assertTrue(game.isMoveTextSyntax("a2-b1"), "unused squares are still written like squares");
        assertFalse(game.isMoveTextSyntax("g7-h8"));
        assertFalse(game.isMoveTextSyntax("c3xd4"));
        assertFalse(game.isMoveTextSyntax("c3-"));
        assertFalse(game.isMoveTextSyntax(null));
    }
}
