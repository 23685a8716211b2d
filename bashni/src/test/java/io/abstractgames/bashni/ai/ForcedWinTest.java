package io.abstractgames.bashni.ai;

import io.abstractgames.ai.Searchers;
import io.abstractgames.ai.SearchConfig;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Small endgames decided within 1 to 5 plies, found with the exact score by the searcher and by
 * {@link PlainMinimax}. A side with no legal move loses, so the side to move can only win after an
 * odd number of plies: for odd N the side to move wins in N ({@code Scores.winIn(N)}), for even N
 * it loses in N whatever it does ({@code Scores.lossIn(N)}: the opponent's forced win).
 */
class ForcedWinTest {

    private static final Evaluator EVALUATOR = new BashniEvaluator();

    static Stream<Arguments> positions() {
        return Stream.of(
                // 1: a man takes the last black man.
                Arguments.of("w c3:w,d4:b 0 0", 1),
                // 1: a flying king takes both black men in one move (landing where it can go on).
                Arguments.of("w b2:W,c3:b,f6:b 0 0", 1),
                // 1: taking the black top of a column hands the rest of it to White.
                Arguments.of("w c3:w,d4:bw 0 0", 1),
                // 1: the king blocks the only move of a black column on the edge, which cannot be taken.
                Arguments.of("w f2:Wb,h2:bb 0 0", 1),
                // 2: the black man's only step lands next to a White man that takes it backwards.
                Arguments.of("b a3:b,c3:w 0 0", 2),
                Arguments.of("b h2:w,h4:b 0 0", 2),
                // 3: a king takes one man, the other must step into the king's diagonal.
                Arguments.of("w h4:W,f6:b,h6:b 0 0", 3),
                // 3: the man steps past a man on the edge, whose only step lands where men capture
                // backwards.
                Arguments.of("w b4:w,a5:b 0 0", 3),
                // 4: whatever Black does, the White king takes the last man on its second move.
                Arguments.of("b h4:W,h6:b,g7:b 0 0", 4),
                Arguments.of("b b2:w,b4:b 0 0", 4),
                // 5: a king takes the top of a black column of two, then hunts down the man left.
                Arguments.of("w b4:bb,c5:Wb 0 0", 5),
                // 5: a man is crowned and the new king hunts down the last man.
                Arguments.of("w a7:w,g7:b 0 0", 5),
                // 5: a king takes one man and waits on the diagonal of the other's way.
                Arguments.of("w e1:W,f2:b,b8:b 0 0", 5));
    }

    private static int expected(int plies) {
        return plies % 2 == 1 ? Scores.winIn(plies) : Scores.lossIn(plies);
    }

    @ParameterizedTest(name = "{0}: decided in {1} plies")
    @MethodSource("positions")
    void theSearcherFindsTheExactScore(String text, int plies) {
        Position position = BashniGame.INSTANCE.parsePosition(text);
        Level advanced = BashniLevels.all().get(2);
        Searcher searcher = advanced.newSearcher(EVALUATOR, 1);
        SearchResult result = searcher.search(position, SearchLimits.depth(plies + 2));
        assertEquals(expected(plies), result.score());
        assertEquals(text, position.toText());
    }

    @ParameterizedTest(name = "{0}: decided in {1} plies")
    @MethodSource("positions")
    void plainMinimaxAgrees(String text, int plies) {
        Position position = BashniGame.INSTANCE.parsePosition(text);
        assertEquals(expected(plies), PlainMinimax.twoTeam(position, scoring(EVALUATOR), plies));
        if (plies > 1) {
            int shallower = PlainMinimax.twoTeam(position, scoring(EVALUATOR), plies - 1);
            assertFalse(Scores.isDecided(shallower), "decided within " + (plies - 1) + " plies");
        }
    }

    /** The plain minimax oracle's scale: the searcher's win scores and clamped evaluations. */
    private static PlainMinimax.Scoring scoring(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }

    @ParameterizedTest(name = "{0}: decided in {1} plies")
    @MethodSource("positions")
    void mctsKeepsAWinInOneOrThreePlies(String text, int plies) {
        assumeTrue(plies == 1 || plies == 3, "MCTS is checked on wins in 1 and 3 plies");
        Position position = BashniGame.INSTANCE.parsePosition(text);
        assertMctsKeepsTheWin(position, EVALUATOR, BashniLevels.all().get(3), plies);
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
