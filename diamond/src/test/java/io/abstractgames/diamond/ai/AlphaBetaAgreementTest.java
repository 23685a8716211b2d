package io.abstractgames.diamond.ai;

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
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.RandomPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The real searchers, with their enhancements on (principal variation search, transposition table
 * with exact-depth or no cutoffs, killers, history, move ordering by the engine's hint) and no
 * quiescence, return the same score as the plain searches of {@link PlainMinimax} at the same
 * depth with the real evaluator, on positions reached by random play: two-player alpha-beta,
 * three-player paranoid search and best-reply search.
 */
class AlphaBetaAgreementTest {

    private static final Evaluator EVALUATOR = new DiamondEvaluator();

    private static List<Position> positions(DiamondGame game, int count, long seed) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        while (positions.size() < count) {
            Position position = RandomPlay.randomPosition(game, random, 40);
            if (!position.isOver()) {
                positions.add(game.parsePosition(position.toText()));
            }
        }
        return positions;
    }

    private static List<Searcher> searchers(Strategy strategy) {
        return List.of(
                Searchers.create(EVALUATOR, SearchConfig.builder().strategy(strategy).tableSizeMiB(1)
                        .tableCutoffs(TableCutoffs.EXACT_DEPTH).build(), 1),
                Searchers.create(EVALUATOR, SearchConfig.builder().strategy(strategy).tableSizeMiB(1)
                        .tableCutoffs(TableCutoffs.NEVER).principalVariationSearch(false).killerMoves(false).build(), 2));
    }

    /** Depth 1 and 2 on every position, depth 3 on every {@code deepEvery}-th. */
    private static void check(List<Position> positions, List<Searcher> searchers, int deepEvery, boolean bestReply) {
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            String text = position.toText();
            int maxDepth = i % deepEvery == 0 ? 3 : 2;
            for (int depth = 1; depth <= maxDepth; depth++) {
                int expected = bestReply ? PlainMinimax.bestReply(position, SearchScoring.of(EVALUATOR), depth)
                        : PlainMinimax.twoTeam(position, SearchScoring.of(EVALUATOR), depth);
                for (Searcher searcher : searchers) {
                    assertEquals(expected, searcher.search(position, SearchLimits.depth(depth)).score(),
                            text + " depth " + depth + ", " + searcher.config());
                    assertEquals(text, position.toText());
                }
            }
        }
    }

    @Test
    void alphaBetaEqualsPlainMinimaxWithTwoPlayers() {
        check(positions(DiamondGame.twoPlayers(), 200, 11), searchers(Strategy.ALPHA_BETA), 20, false);
    }

    @Test
    void paranoidEqualsPlainParanoidWithThreePlayers() {
        check(positions(DiamondGame.threePlayers(), 60, 12), searchers(Strategy.PARANOID), 10, false);
    }

    @Test
    void bestReplyEqualsPlainBestReplyWithThreePlayers() {
        check(positions(DiamondGame.threePlayers(), 60, 13), searchers(Strategy.BEST_REPLY), 10, true);
    }
}
