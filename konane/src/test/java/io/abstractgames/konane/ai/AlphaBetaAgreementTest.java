package io.abstractgames.konane.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Searchers;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.ai.contract.SearchScoring;
import io.abstractgames.core.Position;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.RandomPlay;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Alpha-beta with every enhancement the levels use (principal variation search, table, killers,
 * history; quiescence off) against {@link PlainMinimax} with the real evaluation: the same score
 * at the same depth, on random positions from the opening removals to the endgame.
 */
class AlphaBetaAgreementTest {

    @ParameterizedTest
    @EnumSource(value = TableCutoffs.class, names = {"EXACT_DEPTH", "NEVER"})
    void alphaBetaScoresEqualPlainMinimax(TableCutoffs cutoffs) {
        Evaluator evaluator = new KonaneEvaluator();
        Random random = new Random(cutoffs.ordinal() * 1000L + 3);
        // One searcher for every position, so table entries of earlier searches are met too.
        SearchConfig config = SearchConfig.builder().strategy(Strategy.ALPHA_BETA).tableSizeMiB(1)
                .tableCutoffs(cutoffs).quiescence(false).build();
        Searcher searcher = Searchers.create(evaluator, config, 5);
        for (int i = 0; i < 300; i++) {
            Position position = RandomPlay.randomPosition(KonaneGame.INSTANCE, random, 50);
            if (position.isOver()) {
                continue;
            }
            int depth = 1 + i % 3;
            String where = position.toText() + " at depth " + depth;
            assertEquals(PlainMinimax.twoTeam(position, SearchScoring.of(evaluator), depth),
                    searcher.search(position, SearchLimits.depth(depth)).score(), where);
        }
    }
}
