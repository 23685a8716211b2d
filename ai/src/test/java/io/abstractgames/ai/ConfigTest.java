package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConfigTest {

    @Test
    void limitsCombine() {
        SearchLimits l = SearchLimits.depth(6).withNodes(1_000).withTimeMillis(250);
        assertEquals(6, l.maxDepth());
        assertEquals(1_000, l.maxNodes());
        assertEquals(250, l.maxTimeMillis());
        assertTrue(l.limitsDepth() && l.limitsNodes() && l.limitsTime());
        assertEquals("depth 6, 1000 nodes, 250 ms", l.toString());
        assertEquals(SearchLimits.depth(6).withNodes(1_000).withTimeMillis(250), l);
    }

    @Test
    void noLimit() {
        SearchLimits l = SearchLimits.none();
        assertTrue(l.isUnlimited());
        assertFalse(l.limitsDepth());
        assertEquals(SearchLimits.MAX_DEPTH, l.maxDepth());
        assertEquals(Long.MAX_VALUE, l.maxNodes());
        assertEquals(Long.MAX_VALUE, l.maxTimeMillis());
        assertEquals("no limit", l.toString());
    }

    @Test
    void badLimitsAreRejected() {
        assertEquals("depth 0 plies out of range 1..128",
                assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0)).getMessage());
        assertEquals("node limit 0, expected at least 1",
                assertThrows(IllegalArgumentException.class, () -> SearchLimits.nodes(0)).getMessage());
        assertEquals("time limit -5 ms, expected at least 1",
                assertThrows(IllegalArgumentException.class, () -> SearchLimits.timeMillis(-5)).getMessage());
    }

    @Test
    void configDefaultsAndVariants() {
        SearchConfig d = SearchConfig.defaults();
        assertEquals(Strategy.ALPHA_BETA, d.strategy());
        assertEquals(SearchLimits.depth(4), d.limits());
        assertEquals(16, d.tableSizeMiB());
        assertEquals(TableCutoffs.AT_LEAST_DEPTH, d.tableCutoffs());
        assertTrue(d.principalVariationSearch() && d.killerMoves() && d.historyHeuristic());
        assertFalse(d.quiescence());
        assertEquals(0, d.evalNoise());
        assertEquals(0.0, d.randomMoveProbability());
        SearchConfig v = d.toBuilder().strategy(Strategy.MAX_N).evalNoise(30).build();
        assertEquals(Strategy.MAX_N, v.strategy());
        assertEquals(30, v.evalNoise());
        assertEquals(16, v.tableSizeMiB());
    }

    @Test
    void badConfigIsRejected() {
        assertEquals("random-move probability 1.5 out of range 0..1", assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.builder().randomMoveProbability(1.5)).getMessage());
        assertEquals("random-move probability NaN out of range 0..1", assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.builder().randomMoveProbability(Double.NaN)).getMessage());
        assertEquals("evaluation noise -1 out of range 0..10000000", assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.builder().evalNoise(-1)).getMessage());
        assertEquals("table size 5000 MiB out of range 0..4096", assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.builder().tableSizeMiB(5000)).getMessage());
        assertEquals("quiescence depth 0 plies out of range 1..64", assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.builder().quiescencePlies(0)).getMessage());
    }

    @Test
    void searcherClassesMatchTheirStrategy() {
        assertTrue(Searchers.create(Evaluator.zero(), SearchConfig.builder().strategy(Strategy.PARANOID).build(), 0)
                instanceof AlphaBetaSearcher);
        assertTrue(Searchers.create(Evaluator.zero(), SearchConfig.builder().strategy(Strategy.BEST_REPLY).build(), 0)
                instanceof BestReplySearcher);
        assertTrue(Searchers.create(Evaluator.zero(), SearchConfig.builder().strategy(Strategy.MAX_N).build(), 0)
                instanceof MaxNSearcher);
        assertEquals("strategy MAX_N is not searched by alpha-beta", assertThrows(IllegalArgumentException.class,
                () -> new AlphaBetaSearcher(Evaluator.zero(), SearchConfig.builder().strategy(Strategy.MAX_N).build(), 0))
                .getMessage());
    }

    @Test
    void standardLevels() {
        List<Level> two = Levels.standard(2);
        assertEquals(List.of("beginner", "intermediate", "advanced"), two.stream().map(Level::name).toList());
        assertTrue(two.stream().allMatch(l -> l.config().strategy() == Strategy.ALPHA_BETA));
        assertTrue(Levels.standard(3).stream().allMatch(l -> l.config().strategy() == Strategy.BEST_REPLY));
        assertEquals("level name 'Expert': expected lower case without spaces", assertThrows(
                IllegalArgumentException.class, () -> new Level("Expert", "x", SearchConfig.defaults())).getMessage());
    }

    @Test
    void levelStartsFromTheGamesStartUnlessGivenAStartText() {
        Level level = Levels.standard(2).get(0);
        assertEquals(Optional.empty(), level.startText());

        Level handicap = level.withStartText("w a1:w 0 0");

        assertEquals(Optional.of("w a1:w 0 0"), handicap.startText());
        assertEquals(level.name(), handicap.name());
        assertEquals(level.config(), handicap.config());
        assertEquals("level 'beginner': blank start text",
                assertThrows(IllegalArgumentException.class, () -> level.withStartText(" ")).getMessage());
    }
}
