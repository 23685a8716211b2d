package io.abstractgames.bashni.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.RandomPlay;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The levels of Bashni, the challenge-ladder opponents and the service registration. */
class BashniLevelsTest {

    private static final BashniGame GAME = BashniGame.INSTANCE;

    @Test
    void theServiceFindsTheBashniAi() {
        GameAi ai = GameAis.forGame(GAME);
        assertInstanceOf(BashniAi.class, ai);
        assertEquals(List.of("bashni"), ai.gameIds());
        assertInstanceOf(BashniEvaluator.class, ai.evaluator(GAME));
    }

    @Test
    void theListedLevelsAreTheThreeStandardOnes() {
        List<Level> levels = GameAis.forGame(GAME).levels(GAME);
        assertEquals(List.of(Level.BEGINNER, Level.INTERMEDIATE, Level.ADVANCED, Level.MCTS, Level.RANDOM), levels.stream().map(Level::name).toList());
        for (Level level : levels) {
            assertEquals(level, GameAis.level(GAME, level.name()));
        }
    }

    @Test
    void theStandardLevelsAreConfiguredAsDocumented() {
        SearchConfig beginner = GameAis.level(GAME, Level.BEGINNER).config();
        assertEquals(SearchLimits.depth(BashniLevels.BEGINNER_DEPTH), beginner.limits());
        assertFalse(beginner.quiescence());
        assertEquals(BashniLevels.BEGINNER_NOISE, beginner.evalNoise());
        assertEquals(BashniLevels.BEGINNER_RANDOM_PERCENT / 100.0, beginner.randomMoveProbability());

        SearchConfig intermediate = GameAis.level(GAME, Level.INTERMEDIATE).config();
        assertEquals(SearchLimits.depth(BashniLevels.INTERMEDIATE_DEPTH), intermediate.limits());
        assertTrue(intermediate.quiescence());
        assertEquals(BashniLevels.INTERMEDIATE_NOISE, intermediate.evalNoise());
        assertEquals(0.0, intermediate.randomMoveProbability());

        SearchConfig advanced = GameAis.level(GAME, Level.ADVANCED).config();
        assertEquals(SearchLimits.nodes(BashniLevels.ADVANCED_NODES), advanced.limits());
        assertTrue(advanced.quiescence());
        assertEquals(0, advanced.evalNoise());
        assertEquals(0.0, advanced.randomMoveProbability());
    }

    @Test
    void eachLadderOpponentHasTheSpecsDepthAndRandomMoveRate() {
        // docs/rules/bashni.md: opponent n searches min(n, 7) plies; random moves 30, 15, 7, 3, 1 % for
        // n = 1..5 and none from 6 on.
        int[] depth = {1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
        int[] percent = {30, 15, 7, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        for (int n = 1; n <= 19; n++) {
            Level level = GameAis.level(GAME, "ladder:" + n);
            assertEquals("ladder:" + n, level.name());
            SearchConfig config = level.config();
            assertEquals(SearchLimits.depth(depth[n - 1]), config.limits(), "opponent " + n);
            assertEquals(percent[n - 1] / 100.0, config.randomMoveProbability(), "opponent " + n);
            assertFalse(config.quiescence(), "opponent " + n);
            assertEquals(0, config.evalNoise(), "opponent " + n);
        }
    }

    @Test
    void ladderOpponentsAreNotListed() {
        assertTrue(GameAis.forGame(GAME).levels(GAME).stream().noneMatch(l -> l.name().startsWith("ladder")));
    }

    @Test
    void aMalformedLadderLevelIsRejectedWithItsRange() {
        String range = ", expected ladder:N with N an opponent number from 1 to 19";
        assertEquals("level 'ladder:0': opponent 0 out of range" + range, rejection("ladder:0"));
        assertEquals("level 'ladder:20': opponent 20 out of range" + range, rejection("ladder:20"));
        assertEquals("level 'ladder:x': 'x' is not an opponent number" + range, rejection("ladder:x"));
        assertEquals("level 'ladder:-3': '-3' is not an opponent number" + range, rejection("ladder:-3"));
        assertEquals("level 'ladder:07': '07' is not an opponent number" + range, rejection("ladder:07"));
        assertEquals("level 'ladder:99999999999': '99999999999' is not an opponent number" + range,
                rejection("ladder:99999999999"));
        assertEquals("level 'ladder:': no opponent number" + range, rejection("ladder:"));
    }

    private static String rejection(String name) {
        return assertThrows(NotationException.class, () -> GameAis.level(GAME, name)).getMessage();
    }

    @Test
    void anUnknownLevelNamesTheListedOnes() {
        NotationException e = assertThrows(NotationException.class, () -> GameAis.level(GAME, "expert"));
        assertEquals("unknown level 'expert' for bashni, expected one of beginner, intermediate, advanced, mcts, random", e.getMessage());
    }

    @Test
    void otherGamesAreNotServed() {
        assertThrows(IllegalArgumentException.class, () -> new BashniAi().levels(new io.abstractgames.core.Game() {
            public String id() { return "konane"; }
            public String displayName() { return "Konane"; }
            public int playerCount() { return 2; }
            public String sideName(int player) { return "x"; }
            public char sideLetter(int player) { return 'x'; }
            public String startText() { return ""; }
            public Position newStartPosition() { return null; }
            public Position parsePosition(String text) { return null; }
        }));
    }

    @Test
    void theSameSeedGivesTheSameMoves() {
        for (String name : List.of(Level.BEGINNER, Level.INTERMEDIATE, Level.ADVANCED, "ladder:2")) {
            Searcher a = GameAis.newSearcher(GAME, name, 42);
            Searcher b = GameAis.newSearcher(GAME, name, 42);
            Random random = new Random(9);
            for (int i = 0; i < (name.equals(Level.ADVANCED) ? 2 : 8); i++) {
                Position p = RandomPlay.randomPosition(GAME, random, 40);
                if (p.isOver()) {
                    continue;
                }
                SearchResult ra = a.search(p);
                SearchResult rb = b.search(p);
                assertEquals(ra.bestMoveText(), rb.bestMoveText(), name + " at " + p.toText());
                assertEquals(ra.nodes(), rb.nodes(), name + " at " + p.toText());
                assertTrue(p.legalMoves().contains(ra.move()), name + " at " + p.toText());
            }
        }
    }
}
