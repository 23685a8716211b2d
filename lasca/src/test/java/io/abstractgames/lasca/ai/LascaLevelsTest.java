package io.abstractgames.lasca.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.lasca.LascaGame;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The levels of Lasca, as {@code LascaLevels} documents them, and the service registration. */
class LascaLevelsTest {

    private static final Game GAME = LascaGame.INSTANCE;

    @Test
    void theServiceLoaderFindsTheProvider() {
        GameAi ai = GameAis.forGame(GAME);
        assertTrue(ai instanceof LascaAi);
        assertEquals(List.of("lasca"), ai.gameIds());
        assertTrue(ai.evaluator(GAME) instanceof LascaEvaluator);
        assertSame(LascaLevels.all(), ai.levels(GAME));
    }

    @Test
    void anotherGameIsRefused() {
        Game other = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> method.getName().equals("id") ? "konane" : null);
        LascaAi ai = new LascaAi();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ai.levels(other));
        assertEquals("game 'konane' is not served by the Lasca AI", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ai.evaluator(other));
    }

    @Test
    void theStandardLevelsComeWeakestFirst() {
        List<String> names = GameAis.forGame(GAME).levels(GAME).stream().map(Level::name).toList();
        assertEquals(List.of(Level.BEGINNER, Level.INTERMEDIATE, Level.ADVANCED, Level.MCTS, Level.RANDOM), names);
        for (String name : names) {
            assertEquals(name, GameAis.level(GAME, name).name());
        }
        NotationException e = assertThrows(NotationException.class, () -> GameAis.level(GAME, "expert"));
        assertEquals("unknown level 'expert' for lasca, expected one of beginner, intermediate, advanced, mcts, random",
                e.getMessage());
    }

    @Test
    void theLevelsAreConfiguredAsDocumented() {
        SearchConfig beginner = GameAis.level(GAME, Level.BEGINNER).config();
        assertEquals(SearchLimits.depth(LascaLevels.BEGINNER_DEPTH), beginner.limits());
        assertEquals(LascaLevels.BEGINNER_NOISE, beginner.evalNoise());
        assertEquals(LascaLevels.BEGINNER_RANDOM_PERCENT / 100.0, beginner.randomMoveProbability());
        assertFalse(beginner.quiescence());

        SearchConfig intermediate = GameAis.level(GAME, Level.INTERMEDIATE).config();
        assertEquals(SearchLimits.depth(LascaLevels.INTERMEDIATE_DEPTH), intermediate.limits());
        assertEquals(LascaLevels.INTERMEDIATE_NOISE, intermediate.evalNoise());
        assertEquals(0.0, intermediate.randomMoveProbability());
        assertTrue(intermediate.quiescence());

        SearchConfig advanced = GameAis.level(GAME, Level.ADVANCED).config();
        assertEquals(SearchLimits.nodes(LascaLevels.ADVANCED_NODES), advanced.limits());
        assertEquals(0, advanced.evalNoise());
        assertEquals(0.0, advanced.randomMoveProbability());
        assertTrue(advanced.quiescence());
        assertTrue(advanced.tableSizeMiB() > 0);

        SearchConfig mcts = GameAis.level(GAME, Level.MCTS).config();
        assertEquals(Strategy.MCTS, mcts.strategy());
        assertEquals(SearchLimits.iterations(LascaLevels.MCTS_ITERATIONS), mcts.limits());
        assertEquals(LascaLevels.MCTS_GREEDY_PLAYOUTS, mcts.mcts().greedyPlayouts());
        assertEquals(LascaLevels.MCTS_PLAYOUT_PLIES, mcts.mcts().playoutPlies());
        assertEquals(1.0, GameAis.level(GAME, Level.RANDOM).config().randomMoveProbability());

        for (Level level : LascaLevels.all().subList(0, 3)) {
            assertFalse(level.config().limits().limitsTime(), level.name());
            assertTrue(level.description().contains(level.name().equals(Level.ADVANCED)
                    ? LascaLevels.ADVANCED_NODES + " nodes" : "plies deep"), level.description());
        }
    }

    /** Moves, scores and node counts of a searcher playing both sides for some plies from the start. */
    private static List<String> selfPlay(String level, long seed, int plies) {
        Searcher searcher = GameAis.newSearcher(GAME, level, seed);
        Position pos = GAME.newStartPosition();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < plies && !pos.isOver(); i++) {
            SearchResult r = searcher.search(pos);
            assertTrue(pos.legalMoves().contains(r.move()), r.bestMoveText());
            out.add(r.bestMoveText() + " " + r.score() + " " + r.nodes() + " " + r.isRandomMove());
            pos.makeMove(r.bestMove());
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {Level.BEGINNER, Level.INTERMEDIATE, Level.ADVANCED})
    void theSameSeedGivesTheSameMoves(String level) {
        int plies = level.equals(Level.ADVANCED) ? 4 : 12;
        assertEquals(selfPlay(level, 7, plies), selfPlay(level, 7, plies));
    }

    @Test
    void theBeginnersRandomnessFollowsTheSeed() {
        Set<List<String>> games = new HashSet<>();
        for (long seed = 1; seed <= 5; seed++) {
            games.add(selfPlay(Level.BEGINNER, seed, 12));
        }
        assertTrue(games.size() > 1, "five seeds gave one game");
    }
}
