package io.abstractgames.bashni.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.ai.AlphaBetaSearcher;
import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.ai.contract.SearchScoring;
import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.RandomPlay;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Alpha-beta with all its enhancements (principal variation search, transposition table with
 * exact-depth cutoffs or none, killers, history), quiescence off, returns the plain minimax value
 * with the real evaluator at the same depth.
 */
class AlphaBetaAgreementTest {

    private static final Evaluator EVALUATOR = new BashniEvaluator();
    private static final int POSITIONS = 300;

    private static SearchConfig config(TableCutoffs cutoffs) {
        return SearchConfig.builder().strategy(Strategy.ALPHA_BETA).tableSizeMiB(1).tableCutoffs(cutoffs)
                .principalVariationSearch(true).killerMoves(true).historyHeuristic(true).quiescence(false).build();
    }

    @Test
    void alphaBetaScoresEqualPlainMinimaxOnRandomPositions() {
        Random random = new Random(20_240_611L);
        AlphaBetaSearcher exact = new AlphaBetaSearcher(EVALUATOR, config(TableCutoffs.EXACT_DEPTH), 3);
        AlphaBetaSearcher orderingOnly = new AlphaBetaSearcher(EVALUATOR, config(TableCutoffs.NEVER), 4);
        int compared = 0;
        while (compared < POSITIONS) {
            Position position = RandomPlay.randomPosition(BashniGame.INSTANCE, random, 160);
            if (position.isOver()) {
                continue;
            }
            int depth = 1 + compared % 3;
            String text = position.toText();
            int expected = PlainMinimax.twoTeam(position, SearchScoring.of(EVALUATOR), depth);
            AlphaBetaSearcher searcher = compared % 2 == 0 ? exact : orderingOnly;
            assertEquals(expected, searcher.search(position, SearchLimits.depth(depth)).score(),
                    text + " at depth " + depth);
            assertEquals(text, position.toText());
            compared++;
        }
    }
}
