package io.abstractgames.konane.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Strategy;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.KonaneMoves;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KonaneLevelsTest {

    private static final Game GAME = KonaneGame.INSTANCE;

    @Test
    void theProviderIsFoundForKonane() {
        GameAi ai = GameAis.forGame(GAME);
        assertInstanceOf(KonaneAi.class, ai);
        assertEquals(List.of("konane"), ai.gameIds());
        assertInstanceOf(KonaneEvaluator.class, ai.evaluator(GAME));
        assertEquals(KonaneEvaluator.STANDARD_WEIGHTS, ((KonaneEvaluator) ai.evaluator(GAME)).weights());
    }

    @Test
    void theLevelsAreBeginnerIntermediateAdvanced() {
        List<Level> levels = GameAis.forGame(GAME).levels(GAME);
        assertEquals(List.of(Level.BEGINNER, Level.INTERMEDIATE, Level.ADVANCED, Level.MCTS, Level.RANDOM),
                levels.stream().map(Level::name).toList());
        for (Level level : levels) {
            assertEquals(level, GameAis.level(GAME, level.name()));
        }
        NotationException e = assertThrows(NotationException.class, () -> GameAis.level(GAME, "expert"));
        assertEquals("unknown level 'expert' for konane, expected one of beginner, intermediate, advanced, mcts, random",
                e.getMessage());
    }

    @Test
    void theLevelsAreConfiguredAsDocumented() {
        List<Level> levels = KonaneLevels.all();
        assertEquals(Strategy.MCTS, levels.get(3).config().strategy());
        assertEquals(SearchLimits.iterations(KonaneLevels.MCTS_ITERATIONS), levels.get(3).limits());
        assertEquals(1.0, levels.get(4).config().randomMoveProbability());
        for (Level level : levels.subList(0, 3)) {
            SearchConfig c = level.config();
            assertEquals(Strategy.ALPHA_BETA, c.strategy(), level.name());
            assertFalse(c.quiescence(), level.name());
            assertFalse(c.limits().limitsTime(), level.name());
        }
        SearchConfig beginner = levels.get(0).config();
        assertEquals(SearchLimits.depth(KonaneLevels.BEGINNER_DEPTH), beginner.limits());
        assertEquals(100, beginner.evalNoise());
        assertEquals(0.10, beginner.randomMoveProbability());
        assertEquals(4, beginner.tableSizeMiB());
        SearchConfig intermediate = levels.get(1).config();
        assertEquals(SearchLimits.depth(KonaneLevels.INTERMEDIATE_DEPTH), intermediate.limits());
        assertEquals(100, intermediate.evalNoise());
        assertEquals(0.0, intermediate.randomMoveProbability());
        assertEquals(16, intermediate.tableSizeMiB());
        SearchConfig advanced = levels.get(2).config();
        assertEquals(SearchLimits.nodes(KonaneLevels.ADVANCED_NODES), advanced.limits());
        assertEquals(0, advanced.evalNoise());
        assertEquals(0.0, advanced.randomMoveProbability());
        assertEquals(32, advanced.tableSizeMiB());
    }

    @Test
    void anotherGameIsRefused() {
        Game other = new Game() {
            public String id() { return "other"; }
            public String displayName() { return "Other"; }
            public int playerCount() { return 2; }
            public String sideName(int player) { return "side" + player; }
            public char sideLetter(int player) { return (char) ('a' + player); }
            public String startText() { return ""; }
            public Position newStartPosition() { throw new UnsupportedOperationException(); }
            public Position parsePosition(String text) { throw new UnsupportedOperationException(); }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new KonaneAi().levels(other));
        assertEquals("game 'other' is not served by the Kōnane AI", e.getMessage());
    }

    @Test
    void theSameSeedGivesTheSameGame() {
        for (Level level : KonaneLevels.all()) {
            List<String> first = playOut(level, 42, 12);
            assertEquals(first, playOut(level, 42, 12), level.name());
        }
    }

    @Test
    void differentSeedsVaryTheNoisyLevels() {
        Level beginner = KonaneLevels.all().get(0);
        List<List<String>> games = new ArrayList<>();
        for (long seed = 1; seed <= 4; seed++) {
            games.add(playOut(beginner, seed, 12));
        }
        assertNotEquals(1, games.stream().distinct().count());
    }

    @Test
    void theRemovalsAreSearchedLikeAnyOtherMove() {
        Searcher searcher = GameAis.newSearcher(GAME, Level.ADVANCED, 1);
        Position position = GAME.newStartPosition();
        SearchResult first = searcher.search(position);
        assertTrue(KonaneMoves.isRemoval(first.bestMove()));
        position.makeMove(first.bestMove());
        SearchResult second = searcher.search(position);
        assertTrue(KonaneMoves.isRemoval(second.bestMove()));
        position.makeMove(second.bestMove());
        assertFalse(KonaneMoves.isRemoval(searcher.search(position).bestMove()));
    }

    @Test
    void aWholeGameBetweenTwoLevelsEndsWithAWinner() {
        Searcher black = GameAis.newSearcher(GAME, Level.INTERMEDIATE, 3);
        Searcher white = GameAis.newSearcher(GAME, Level.BEGINNER, 4);
        Position position = GAME.newStartPosition();
        MoveList legal = new MoveList();
        int plies = 0;
        while (!position.isOver()) {
            long move = (position.sideToMove() == KonaneGame.BLACK ? black : white).search(position).bestMove();
            position.generateMoves(legal);
            assertTrue(legal.contains(move), position.toText());
            position.makeMove(move);
            plies++;
        }
        assertTrue(position.outcome().winner() >= 0);
        assertTrue(plies >= 3 && plies <= 64, plies + " plies");
    }

    /** The move texts of the first plies of a game the level plays against itself. */
    private static List<String> playOut(Level level, long seed, int plies) {
        Searcher black = level.newSearcher(new KonaneEvaluator(), seed);
        Searcher white = level.newSearcher(new KonaneEvaluator(), seed + 1);
        Position position = GAME.newStartPosition();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < plies && !position.isOver(); i++) {
            SearchResult r = (position.sideToMove() == KonaneGame.BLACK ? black : white).search(position);
            texts.add(r.bestMoveText() + " " + r.nodes());
            position.makeMove(r.bestMove());
        }
        return texts;
    }
}
