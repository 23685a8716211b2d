package io.abstractgames.lasca.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import io.abstractgames.ai.AlphaBetaSearcher;
import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.lasca.LascaGame;
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

    private static final Evaluator EVALUATOR = new LascaEvaluator();
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
            Position position = RandomPlay.randomPosition(LascaGame.INSTANCE, random, 120);
            if (position.isOver()) {
                continue;
            }
            int depth = 1 + compared % 3;
            String text = position.toText();
            int expected = PlainMinimax.twoTeam(position, scoring(EVALUATOR), depth);
            AlphaBetaSearcher searcher = compared % 2 == 0 ? exact : orderingOnly;
            assertEquals(expected, searcher.search(position, SearchLimits.depth(depth)).score(),
                    text + " at depth " + depth);
            assertEquals(text, position.toText());
            compared++;
        }
    }

    /** The plain minimax oracle's scale: the searcher's win scores and clamped evaluations. */
    private static PlainMinimax.Scoring scoring(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }
}
