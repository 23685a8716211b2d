package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.SearchConfig;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Searchers;
import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Positions decided within a few plies: the side to move wins in N plies (N odd) or loses in N
 * plies (N even), N from 1 to 5. The expected distance is confirmed by {@link PlainMinimax} at
 * depth N (which returns exactly {@code WIN - N} or {@code -(WIN - N)} only when the shortest
 * forced end is N plies away); the searcher must find the same score, and when it wins, a move that
 * keeps the win at the right distance.
 */
class ForcedWinTest {

    /** The decided positions, each with the plies to its forced end: {@code POSITION ; N}. */
    private static final String CASES = """
            # White's piece one step from the goal steps onto it.
            b7/4w3/8/8/8/8/8/8 w                 ; 1
            # Blocked straight ahead: it wins by capturing onto the far rank.
            bbb5/1w6/8/8/8/8/8/8 w               ; 1
            # Black one step from rank 1.
            8/8/8/8/8/8/3b4/7w b                 ; 1
            # White cannot reach d2's attackers' squares: Black steps onto rank 1 next.
            8/8/8/8/8/8/3b4/w7 w                 ; 2
            # White can take one of two Black pieces on rank 2, not both.
            8/8/8/8/8/8/2b3b1/3w4 w              ; 2
            # No Black piece can take g7.
            3b4/6w1/8/8/8/8/8/8 b                ; 2
            # An unopposed White piece two steps away.
            b7/8/3w4/8/8/8/8/8 w                 ; 3
            # b3 goes round White's guard of b2: a2 or c2 is not attacked.
            8/8/8/8/8/1b6/8/w1w5 b               ; 3
            # d7 is guarded by c8 and e8; the way round through c7 or e7 is not.
            2b1b3/8/3w4/8/8/8/8/8 w              ; 3
            # Black two steps away, White's only piece far off.
            8/8/8/8/8/3b4/8/7w w                 ; 4
            # Two White pieces two steps away, on files Black cannot both cover.
            3bb3/8/1w4w1/8/8/8/8/8 b             ; 4
            # A White runner three steps away, h8 outside its cone.
            7b/8/8/2w5/8/8/8/8 w                 ; 5
            # A Black piece three steps away; h1 is in its cone but too slow.
            8/8/8/8/4b3/8/8/w6w b                ; 5
            """;

    private static final BreakthroughEvaluator EVALUATOR = new BreakthroughEvaluator();

    @ParameterizedTest(name = "{1} plies: {0}")
    @CsvSource(delimiter = ';', textBlock = CASES)
    void decidedWithinNPlies(String text, int plies) {
        int expected = plies % 2 == 1 ? Scores.winIn(plies) : Scores.lossIn(plies);
        Position pos = BreakthroughGame.INSTANCE.parsePosition(text);

        assertEquals(expected, PlainMinimax.twoTeam(pos, scoring(Evaluator.zero()), plies));

        for (Level level : BreakthroughLevels.all().subList(1, 3)) {
            Searcher searcher = Searchers.create(EVALUATOR, level.config().toBuilder().evalNoise(0).build(), 1);
            SearchResult exact = searcher.search(pos, SearchLimits.depth(plies));
            assertEquals(expected, exact.score(), level.name() + " at depth " + plies);
            SearchResult deeper = searcher.search(pos, SearchLimits.depth(plies + 2));
            assertEquals(expected, deeper.score(), level.name() + " at depth " + (plies + 2));
            if (plies % 2 == 1) {
                int mover = pos.sideToMove();
                pos.makeMove(exact.bestMove());
                if (plies == 1) {
                    assertTrue(pos.isOver(), exact.bestMoveText() + " does not end the game");
                    assertEquals(mover, pos.outcome().winner());
                } else {
                    assertEquals(Scores.lossIn(plies - 1), PlainMinimax.twoTeam(pos, scoring(Evaluator.zero()), plies - 1),
                            exact.bestMoveText());
                }
                pos.unmakeMove();
            }
            assertEquals(text, pos.toText());
        }
        SearchResult advanced = Searchers.create(EVALUATOR, BreakthroughLevels.all().get(2).config(), 3).search(pos);
        assertEquals(expected, advanced.score());
    }

    /** The plain minimax oracle's scale: the searcher's win scores and clamped evaluations. */
    private static PlainMinimax.Scoring scoring(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }

    @ParameterizedTest(name = "{1} plies: {0}")
    @CsvSource(delimiter = ';', textBlock = CASES)
    void mctsKeepsAWinInOneOrThreePlies(String text, int plies) {
        assumeTrue(plies == 1 || plies == 3, "MCTS is checked on wins in 1 and 3 plies");
        Position pos = BreakthroughGame.INSTANCE.parsePosition(text);
        assertMctsKeepsTheWin(pos, EVALUATOR, BreakthroughLevels.all().get(3), plies);
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
