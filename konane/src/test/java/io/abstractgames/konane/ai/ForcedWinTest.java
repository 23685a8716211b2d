package io.abstractgames.konane.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Searchers;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.core.Position;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.testkit.PlainMinimax;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Endgames in which one side runs out of jumps after exactly N plies with best play. For odd N the
 * side to move wins ({@code Scores.winIn(N)}); for even N it is the one that runs out, so its score
 * is {@code Scores.lossIn(N)} and the win in N belongs to the opponent. Every expected score is
 * first confirmed by {@link PlainMinimax}.
 */
class ForcedWinTest {

    private static final Evaluator EVALUATOR = new KonaneEvaluator();

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = ';', value = {
        // N = 1: one of the mover's jumps leaves the opponent without a jump.
        "1; 2w1wb2/b7/5b1b/2b5/6w1/1w3w1w/2w5/b7 b",
        "1; w1w2bwb/2b4w/wb5b/2b3b1/8/5w1w/2w5/1wb2w1w w",
        // N = 2: every jump of the mover leaves the opponent a jump that ends the game.
        "2; 3bwb2/8/2w1w3/b4w2/4wb2/2b4w/4w3/b1b5 b",
        "2; 8/8/2wb3b/2b2w1w/w7/4b3/w7/2b2w1w b",
        "2; wbw1w3/bw6/w5w1/3w4/1b5b/2b3b1/w6b/2b1b2w w",
        // N = 3
        "3; w6b/6b1/2w4b/4b3/5b2/1w3w2/3b4/bw1w1w2 b",
        "3; w1wb3b/3w4/5bw1/bwb3b1/7b/1wb5/4w3/3w4 w",
        // N = 4
        "4; 1bw5/8/w3wb1b/5w2/2wb4/8/7b/7w b",
        "4; 2w3w1/bwb4w/wb2wb2/b1b5/wbw3w1/b3b3/3b3b/1w3w2 b",
        "4; wb1bwbwb/7w/wb6/1w6/4w3/2b2w2/7b/b3b3 w",
        // N = 5
        "5; 2w2bwb/6bw/2w4b/b1b3bw/1b6/b4w1w/8/4bw2 w",
        "5; w2bw2b/b4w2/8/3w4/1b6/4b2w/w2b2w1/b4wb1 b",
        "5; 1b2wb2/3w4/3b3b/1w3wb1/w7/1w4b1/w2b4/8 b",
    })
    void theSearchersFindTheForcedResult(int plies, String text) {
        int expected = plies % 2 == 1 ? Scores.winIn(plies) : Scores.lossIn(plies);
        Position position = KonaneGame.INSTANCE.parsePosition(text);
        assertEquals(expected, PlainMinimax.twoTeam(position, scoring(EVALUATOR), plies), "plain minimax");

        SearchConfig exact = SearchConfig.builder().limits(SearchLimits.depth(plies))
                .tableCutoffs(TableCutoffs.EXACT_DEPTH).tableSizeMiB(1).build();
        SearchResult atDepth = Searchers.create(EVALUATOR, exact, 1).search(position);
        assertEquals(expected, atDepth.score(), "alpha-beta at depth " + plies);
        assertEquals(-expected, atDepth.scoreFor(1 - position.sideToMove()));

        Level advanced = KonaneLevels.all().get(2);
        Searcher searcher = advanced.newSearcher(EVALUATOR, 1);
        SearchResult deep = searcher.search(position);
        assertEquals(expected, deep.score(), "advanced level");
        assertEquals(text, position.toText());

        if (plies % 2 == 1) {
            // The chosen move keeps the win: after it the opponent is lost in plies - 1.
            position.makeMove(deep.bestMove());
            assertEquals(plies == 1 ? Scores.lossIn(0) : Scores.lossIn(plies - 1),
                    PlainMinimax.twoTeam(position, scoring(EVALUATOR), plies - 1), "after " + deep.bestMoveText());
        }
    }

    /** The plain minimax oracle's scale: the searcher's win scores and clamped evaluations. */
    private static PlainMinimax.Scoring scoring(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = ';', value = {
        // N = 1: one of the mover's jumps leaves the opponent without a jump.
        "1; 2w1wb2/b7/5b1b/2b5/6w1/1w3w1w/2w5/b7 b",
        "1; w1w2bwb/2b4w/wb5b/2b3b1/8/5w1w/2w5/1wb2w1w w",
        // N = 2: every jump of the mover leaves the opponent a jump that ends the game.
        "2; 3bwb2/8/2w1w3/b4w2/4wb2/2b4w/4w3/b1b5 b",
        "2; 8/8/2wb3b/2b2w1w/w7/4b3/w7/2b2w1w b",
        "2; wbw1w3/bw6/w5w1/3w4/1b5b/2b3b1/w6b/2b1b2w w",
        // N = 3
        "3; w6b/6b1/2w4b/4b3/5b2/1w3w2/3b4/bw1w1w2 b",
        "3; w1wb3b/3w4/5bw1/bwb3b1/7b/1wb5/4w3/3w4 w",
        // N = 4
        "4; 1bw5/8/w3wb1b/5w2/2wb4/8/7b/7w b",
        "4; 2w3w1/bwb4w/wb2wb2/b1b5/wbw3w1/b3b3/3b3b/1w3w2 b",
        "4; wb1bwbwb/7w/wb6/1w6/4w3/2b2w2/7b/b3b3 w",
        // N = 5
        "5; 2w2bwb/6bw/2w4b/b1b3bw/1b6/b4w1w/8/4bw2 w",
        "5; w2bw2b/b4w2/8/3w4/1b6/4b2w/w2b2w1/b4wb1 b",
        "5; 1b2wb2/3w4/3b3b/1w3wb1/w7/1w4b1/w2b4/8 b",
    })
    void mctsKeepsAWinInOneOrThreePlies(int plies, String text) {
        assumeTrue(plies == 1 || plies == 3, "MCTS is checked on wins in 1 and 3 plies");
        Position position = KonaneGame.INSTANCE.parsePosition(text);
        assertMctsKeepsTheWin(position, EVALUATOR, KonaneLevels.all().get(3), plies);
    }

    /**
     * MCTS with 100,000 iterations (the {@code mcts} level's settings, no random moves) keeps a win
     * in 1 or 3 plies: after its move the game is won (1 ply), or the opponent is lost within 4
     * plies (3 plies: MCTS-Solver stops at the first proven win, which may be a win in 5 rather than
     * the shortest).
     */
    private static void assertMctsKeepsTheWin(Position position, Evaluator evaluator, Level mcts, int plies) {
        String before = position.toText();
        SearchConfig config = mcts.config().toBuilder().limits(SearchLimits.iterations(100_000))
                .randomMoveProbability(0).build();
        SearchResult result = Searchers.create(evaluator, config, 1).search(position);
        int mover = position.sideToMove();
        position.makeMove(result.bestMove());
        if (plies == 1) {
            assertTrue(position.isOver(), result.bestMoveText() + " does not end the game");
            assertEquals(mover, position.outcome().winner(), result.bestMoveText());
        } else {
            int after = PlainMinimax.twoTeam(position, scoring(Evaluator.zero()), 4);
            assertTrue(Scores.isLoss(after), result.bestMoveText() + " does not keep the win: " + Scores.toText(after));
        }
        position.unmakeMove();
        assertEquals(before, position.toText());
    }
}
