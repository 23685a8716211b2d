package io.abstractgames.diamond.ai;

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
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Strategy;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.testkit.RandomPlay;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The levels of {@link DiamondLevels} are found through {@link GameAis}, are named and configured
 * as documented (which makes them differ), play any seat, and are reproducible from their seed.
 */
class DiamondLevelsTest {

    private static DiamondGame game(int players) {
        return DiamondGame.of(players);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void serviceFindsTheLevelsInOrder(int players) {
        GameAi ai = GameAis.forGame(game(players));
        assertTrue(players == 2 ? ai instanceof DiamondAi : ai instanceof Diamond3Ai);
        assertEquals(List.of(players == 2 ? "diamond" : "diamond3"), ai.gameIds());
        assertSame(GameAis.forGame(game(2)).evaluator(game(2)), ai.evaluator(game(players)));
        assertThrows(IllegalArgumentException.class, () -> ai.levels(game(5 - players)));
        assertTrue(ai.evaluator(game(players)) instanceof DiamondEvaluator);
        List<Level> levels = ai.levels(game(players));
        assertEquals(List.of(Level.BEGINNER, Level.INTERMEDIATE, Level.ADVANCED, Level.MCTS, Level.RANDOM), levels.stream().map(Level::name).toList());
        assertSame(DiamondLevels.forPlayers(players), levels);
        for (Level level : levels) {
            assertSame(level, GameAis.level(game(players), level.name()));
            assertFalse(level.description().isBlank());
        }
        assertThrows(NotationException.class, () -> GameAis.level(game(players), "grandmaster"));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void levelsAreConfiguredAsDocumented(int players) {
        Strategy strategy = players == 2 ? Strategy.ALPHA_BETA : Strategy.BEST_REPLY;
        List<Level> levels = DiamondLevels.forPlayers(players);
        SearchConfig beginner = levels.get(0).config();
        SearchConfig intermediate = levels.get(1).config();
        SearchConfig advanced = levels.get(2).config();
        for (SearchConfig c : List.of(beginner, intermediate, advanced)) {
            assertEquals(strategy, c.strategy());
            assertFalse(c.quiescence());
            assertFalse(c.limits().limitsTime(), "levels are limited by depth or nodes only");
        }
        assertEquals(SearchLimits.depth(DiamondLevels.BEGINNER_DEPTH), beginner.limits());
        assertEquals(DiamondLevels.BEGINNER_NOISE, beginner.evalNoise());
        assertEquals(DiamondLevels.BEGINNER_RANDOM_PERCENT / 100.0, beginner.randomMoveProbability());
        assertEquals(DiamondLevels.BEGINNER_TABLE_MIB, beginner.tableSizeMiB());

        assertEquals(SearchLimits.depth(DiamondLevels.INTERMEDIATE_DEPTH), intermediate.limits());
        int intermediateNoise = players == 2 ? DiamondLevels.INTERMEDIATE_NOISE_2 : DiamondLevels.INTERMEDIATE_NOISE_3;
        assertEquals(intermediateNoise, intermediate.evalNoise());
        assertEquals(0.0, intermediate.randomMoveProbability());
        assertEquals(DiamondLevels.INTERMEDIATE_TABLE_MIB, intermediate.tableSizeMiB());

        int nodes = players == 2 ? DiamondLevels.ADVANCED_NODES_2 : DiamondLevels.ADVANCED_NODES_3;
        assertEquals(SearchLimits.nodes(nodes), advanced.limits());
        assertEquals(0, advanced.evalNoise());
        assertEquals(0.0, advanced.randomMoveProbability());
        assertEquals(DiamondLevels.ADVANCED_TABLE_MIB, advanced.tableSizeMiB());

        // Weaker levels have more randomness; the strongest searches beyond one ply.
        assertTrue(beginner.evalNoise() > intermediate.evalNoise() && intermediate.evalNoise() > advanced.evalNoise());
        assertTrue(beginner.randomMoveProbability() > intermediate.randomMoveProbability());
        assertTrue(levels.get(1).description().contains(intermediateNoise + " hundredths"));
        assertTrue(levels.get(2).description().contains(Integer.toString(nodes)));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void everyLevelPlaysEverySeatAndTheSameSeedGivesTheSameMove(int players) {
        Random random = new Random(players);
        MoveList moves = new MoveList();
        for (Level level : DiamondLevels.forPlayers(players)) {
            for (int seat = 0; seat < players; seat++) {
                Position position = position(players, seat, random);
                String text = position.toText();
                Searcher first = GameAis.newSearcher(game(players), level.name(), 42);
                Searcher second = GameAis.newSearcher(game(players), level.name(), 42);
                SearchLimits limits = level.name().equals(Level.ADVANCED) ? SearchLimits.nodes(3_000)
                        : level.name().equals(Level.MCTS) ? SearchLimits.iterations(500) : level.config().limits();
                SearchResult a = first.search(position, limits);
                SearchResult b = second.search(position, limits);
                assertEquals(a.bestMove(), b.bestMove(), level.name() + " " + text);
                assertEquals(a.score(), b.score());
                assertEquals(a.nodes(), b.nodes());
                assertEquals(seat, a.player());
                position.generateMoves(moves);
                assertTrue(moves.contains(a.bestMove()));
                assertEquals(text, position.toText());
            }
        }
    }

    @Test
    void theThreePlayerIntermediateLevelEvaluatesAgainstTheField() {
        DiamondGame game = game(3);
        GameAi ai = GameAis.forGame(game);
        assertSame(DiamondAi.EVALUATOR, ai.evaluator(game));
        assertEquals(DiamondEvaluator.Opponents.LEADER, ((DiamondEvaluator) ai.evaluator(game)).opponents());
        assertEquals(DiamondEvaluator.Opponents.FIELD, Diamond3Ai.FIELD.opponents());
        assertTrue(GameAis.level(game, Level.INTERMEDIATE).description().contains("against the field"));
        assertFalse(GameAis.level(game(2), Level.INTERMEDIATE).description().contains("field"));
        // The level's searcher is the one its configuration gives with the field evaluator, and
        // differs from the leader evaluator's in score on some running position.
        Level intermediate = GameAis.level(game, Level.INTERMEDIATE);
        Random random = new Random(11);
        int differing = 0;
        for (int i = 0; i < 20; i++) {
            Position position = position(3, i % 3, random);
            SearchResult served = ai.newSearcher(game, intermediate, 5).search(position);
            SearchResult field = intermediate.newSearcher(Diamond3Ai.FIELD, 5).search(position);
            SearchResult leader = intermediate.newSearcher(DiamondAi.EVALUATOR, 5).search(position);
            assertEquals(field.bestMove(), served.bestMove(), position.toText());
            assertEquals(field.score(), served.score(), position.toText());
            if (leader.score() != served.score()) {
                differing++;
            }
        }
        assertTrue(differing > 0, "the field evaluation is used");
        Level advanced = GameAis.level(game, Level.ADVANCED);
        Position position = position(3, 0, random);
        assertEquals(advanced.newSearcher(DiamondAi.EVALUATOR, 5).search(position, SearchLimits.nodes(2_000)).score(),
                ai.newSearcher(game, advanced, 5).search(position, SearchLimits.nodes(2_000)).score());
        assertThrows(IllegalArgumentException.class, () -> ai.newSearcher(game(2), intermediate, 5));
    }

    /** A running position with {@code seat} to move. */
    private static Position position(int players, int seat, Random random) {
        while (true) {
            Position p = RandomPlay.randomPosition(game(players), random, 30);
            if (!p.isOver() && p.sideToMove() == seat) {
                return p;
            }
        }
    }
}
