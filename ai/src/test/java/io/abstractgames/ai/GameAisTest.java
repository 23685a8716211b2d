package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TicTacToe;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.toy.ToyGame;
import org.junit.jupiter.api.Test;

class GameAisTest {

    private static final Game BREAKTHROUGH = MiniBreakthrough.game(5, 6, 2, 100);

    @Test
    void theProviderIsFoundThroughServiceLoader() {
        assertEquals(2, GameAis.all().size());
        assertTrue(GameAis.forGame(ToyGame.INSTANCE) instanceof ToyGameAi);
        assertTrue(GameAis.forGame(BREAKTHROUGH) instanceof ToyAi);
        assertTrue(GameAis.find("minibreakthrough5x6").isPresent());
        assertFalse(GameAis.find("chess").isPresent());
    }

    @Test
    void aGameWithoutProviderIsReported() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GameAis.forGame(TicTacToe.GAME));
        assertEquals("no AI installed for game 'tictactoe' (no GameAi provider serves it)", e.getMessage());
    }

    @Test
    void levelsByName() {
        assertEquals("intermediate", GameAis.level(BREAKTHROUGH, "intermediate").name());
        assertEquals(SearchLimits.timeMillis(1_000), GameAis.level(BREAKTHROUGH, "solver").config().limits());
        Level ladder = GameAis.level(BREAKTHROUGH, "ladder:3");
        assertEquals(SearchLimits.depth(3), ladder.config().limits());
        assertEquals(0.07, ladder.config().randomMoveProbability());
        assertEquals(SearchLimits.depth(7), GameAis.level(BREAKTHROUGH, "ladder:12").config().limits());
    }

    @Test
    void anUnknownLevelNamesTheKnownOnes() {
        NotationException e = assertThrows(NotationException.class, () -> GameAis.level(ToyGame.INSTANCE, "expert"));
        assertEquals("unknown level 'expert' for toy, expected one of beginner, intermediate, advanced, solver",
                e.getMessage());
        assertThrows(NotationException.class, () -> GameAis.level(ToyGame.INSTANCE, "ladder:x"));
    }

    @Test
    void aSearcherAtALevelPlaysALegalMove() {
        Position pos = BREAKTHROUGH.newStartPosition();
        Searcher s = GameAis.newSearcher(BREAKTHROUGH, "intermediate", 5);
        SearchResult r = s.search(pos);
        assertTrue(pos.legalMoves().contains(r.move()));
        assertTrue(r.depth() == 4 || r.isRandomMove());
    }
}
