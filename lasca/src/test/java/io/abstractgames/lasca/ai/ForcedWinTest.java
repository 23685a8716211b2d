package io.abstractgames.lasca.ai;

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
import io.abstractgames.lasca.LascaGame;
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

    private static final Evaluator EVALUATOR = new LascaEvaluator();

    static Stream<Arguments> positions() {
        return Stream.of(
                // 1: a soldier takes the last black soldier.
                Arguments.of("w c3:w,d4:b 0 0", 1),
                // 1: taking the black top of a column hands the rest of it to White.
                Arguments.of("w c3:w,d4:bw 0 0", 1),
                // 1: an officer takes all four black columns round a square and ends where it started.
                Arguments.of("w d2:b,f2:b,c3:W,d4:b,f4:b 0 0", 1),
                // 1: a soldier blocks the only step of the black soldier, which cannot jump it (c1 is taken).
                Arguments.of("w a1:w,c1:w,a3:b 0 0", 1),
                // 2: the black soldier's only step lands in front of a White soldier that takes it.
                Arguments.of("b c3:w,a5:b 0 0", 2),
                Arguments.of("b e3:w,g5:b 0 0", 2),
                // 3: the soldier steps to face the black soldier, which must step into its capture.
                Arguments.of("w b4:w,c7:b 0 0", 3),
                Arguments.of("w d4:w,a7:b 0 0", 3),
                // 4: whatever White does, Black's soldier takes the last White soldier on its second move.
                Arguments.of("w d2:w,d6:b 0 0", 4),
                Arguments.of("w b2:w,d6:b 0 0", 4),
                // 5: Black's soldier walks down so that White's last step lands where it is taken.
                Arguments.of("b d2:w,c7:b 0 0", 5),
                Arguments.of("b b2:w,e7:b 0 0", 5));
    }
    private static int expected(int plies) {
        return plies % 2 == 1 ? Scores.winIn(plies) : Scores.lossIn(plies);
    }

    @ParameterizedTest(name = "{0}: decided in {1} plies")
    @MethodSource("positions")
    void theSearcherFindsTheExactScore(String text, int plies) {
        Position position = LascaGame.INSTANCE.parsePosition(text);
        Level advanced = LascaLevels.all().get(2);
        Searcher searcher = advanced.newSearcher(EVALUATOR, 1);
        SearchResult result = searcher.search(position, SearchLimits.depth(plies + 2));
        assertEquals(expected(plies), result.score());
        assertEquals(text, position.toText());
    }

    @ParameterizedTest(name = "{0}: decided in {1} plies")
    @MethodSource("positions")
    void plainMinimaxAgrees(String text, int plies) {
        Position position = LascaGame.INSTANCE.parsePosition(text);
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
        Position position = LascaGame.INSTANCE.parsePosition(text);
        assertMctsKeepsTheWin(position, EVALUATOR, LascaLevels.all().get(3), plies);
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
