package io.abstractgames.breakthrough.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Searchers;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.ai.contract.SearchScoring;
import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.RandomPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Alpha-beta with every move-ordering enhancement (principal variation search, killers, history,
 * transposition table with exact-depth or no cutoffs), quiescence off, returns the plain minimax
 * value with the real evaluator at depths 1 to 3.
 */
class AlphaBetaAgreementTest {

    private static final BreakthroughEvaluator EVALUATOR = new BreakthroughEvaluator();

    private static List<Position> randomPositions(int count, long seed) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        while (positions.size() < count) {
            Position pos = RandomPlay.randomPosition(BreakthroughGame.INSTANCE, random, 90);
            if (!pos.isOver()) {
                positions.add(BreakthroughGame.INSTANCE.parsePosition(pos.toText()));
            }
        }
        return positions;
    }

    @Test
    void equalsPlainMinimaxOnRandomPositions() {
        SearchConfig.Builder enhanced = SearchConfig.builder().strategy(Strategy.ALPHA_BETA).tableSizeMiB(2)
                .principalVariationSearch(true).killerMoves(true).historyHeuristic(true).quiescence(false);
        List<Searcher> searchers = List.of(
                Searchers.create(EVALUATOR, enhanced.tableCutoffs(TableCutoffs.EXACT_DEPTH).build(), 1),
                Searchers.create(EVALUATOR, enhanced.tableCutoffs(TableCutoffs.NEVER).build(), 2));
        int decided = 0;
        for (Position pos : randomPositions(300, 20240607)) {
            String text = pos.toText();
            for (int depth = 1; depth <= 3; depth++) {
                int expected = PlainMinimax.twoTeam(pos, SearchScoring.of(EVALUATOR), depth);
                if (Scores.isDecided(expected)) {
                    decided++;
                }
                for (Searcher searcher : searchers) {
                    assertEquals(expected, searcher.search(pos, SearchLimits.depth(depth)).score(),
                            text + " depth " + depth + " with " + searcher.config());
                }
                assertEquals(text, pos.toText());
            }
        }
        assertTrue(decided >= 20, "only " + decided + " decided values among the positions");
    }
}
