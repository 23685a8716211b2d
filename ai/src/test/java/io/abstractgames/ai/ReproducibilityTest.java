package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.ai.toy.Tokens;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ReproducibilityTest {

    private static final TestGame GAME = MiniBreakthrough.game(5, 6, 2, 100);

    private static List<Position> positions(TestGame game, long seed) {
        Random random = new Random(seed);
        List<Position> list = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            list.add(PlainMinimax.randomPosition(game, random, 14));
        }
        return list;
    }

    private static List<String> play(Searcher s, List<Position> positions, SearchLimits limits) {
        List<String> out = new ArrayList<>();
        for (Position p : positions) {
            SearchResult r = s.search(p, limits);
            out.add(r.bestMoveText() + " " + r.score() + " " + r.nodes() + " " + r.isRandomMove());
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void sameSeedSameMovesWithNoiseAndRandomMoves(Strategy strategy) {
        SearchConfig config = SearchConfig.builder().strategy(strategy).tableSizeMiB(1).evalNoise(40)
                .randomMoveProbability(0.3).quiescence(true).build();
        Evaluator eval = strategy == Strategy.MAX_N || strategy == Strategy.BEST_REPLY ? Tokens.EVALUATOR
                : MiniBreakthrough.EVALUATOR;
        TestGame game = eval == Tokens.EVALUATOR ? Tokens.THREE : GAME;
        List<Position> ps = positions(game, 5);
        for (SearchLimits limits : List.of(SearchLimits.depth(4), SearchLimits.nodes(3_000))) {
            List<String> a = play(Searchers.create(eval, config, 42), ps, limits);
            List<String> b = play(Searchers.create(eval, config, 42), ps, limits);
            assertEquals(a, b);
            assertTrue(a.stream().anyMatch(s -> s.endsWith("true")));
            assertTrue(a.stream().anyMatch(s -> s.endsWith("false")));
        }
    }

    @Test
    void differentSeedsGiveDifferentRandomMoves() {
        SearchConfig config = SearchConfig.builder().tableSizeMiB(1).randomMoveProbability(1).build();
        Position pos = GAME.newStartPosition();
        Set<String> moves = new HashSet<>();
        for (long seed = 0; seed < 30; seed++) {
            SearchResult r = Searchers.create(MiniBreakthrough.EVALUATOR, config, seed).search(pos);
            assertTrue(r.isRandomMove());
            assertEquals(0, r.depth());
            assertEquals(0, r.nodes());
            moves.add(r.bestMoveText());
        }
        assertTrue(moves.size() > 3, moves.toString());
    }

    @Test
    void withoutRandomnessTheSeedDoesNotMatter() {
        SearchConfig config = SearchConfig.builder().tableSizeMiB(1).build();
        List<Position> ps = positions(GAME, 6);
        assertEquals(play(Searchers.create(MiniBreakthrough.EVALUATOR, config, 1), ps, SearchLimits.depth(4)),
                play(Searchers.create(MiniBreakthrough.EVALUATOR, config, 2), ps, SearchLimits.depth(4)));
    }

    @Test
    void noiseMovesScoresByAtMostItsAmplitude() {
        int amplitude = 25;
        SearchConfig quiet = SearchConfig.builder().tableSizeMiB(0).build();
        SearchConfig noisy = quiet.toBuilder().evalNoise(amplitude).build();
        int changed = 0;
        for (Position p : positions(GAME, 7)) {
            int a = Searchers.create(MiniBreakthrough.EVALUATOR, quiet, 3).search(p, SearchLimits.depth(1)).score();
            int b = Searchers.create(MiniBreakthrough.EVALUATOR, noisy, 3).search(p, SearchLimits.depth(1)).score();
            if (!Scores.isDecided(a)) {
                assertTrue(Math.abs(a - b) <= amplitude, a + " vs " + b);
                changed += a != b ? 1 : 0;
            }
        }
        assertTrue(changed > 0);
    }

    @Test
    void noRandomMoveWhenTheProbabilityIsZero() {
        Searcher s = Searchers.create(MiniBreakthrough.EVALUATOR, SearchConfig.builder().tableSizeMiB(1).build(), 9);
        for (Position p : positions(GAME, 8)) {
            assertFalse(s.search(p, SearchLimits.depth(2)).isRandomMove());
        }
    }
}
