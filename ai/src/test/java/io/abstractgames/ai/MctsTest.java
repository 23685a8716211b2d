package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TicTacToe;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.toy.ToyGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Monte Carlo tree search against exact minimax on the toy games: the root value (the chosen
 * move's expected reward for the player to move: 1 win, 1/2 draw, 0 loss) comes within 0.05 of
 * the minimax value, and the move chosen is one that minimax rates best.
 */
class MctsTest {

    private static SearchConfig mcts() {
        return SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.iterations(100_000)).build();
    }

    /** The exact value for the player to move, as a reward: 1, 1/2 or 0. */
    private static double minimaxReward(Position p, int depth) {
        int v = PlainMinimax.twoTeam(p, PlainMinimax.Scoring.of((q, player) -> 0, ply -> Scores.WIN - ply), depth);
        return Scores.isWin(v) ? 1.0 : Scores.isLoss(v) ? 0.0 : 0.5;
    }

    @ParameterizedTest(name = "tic-tac-toe {0}")
    @CsvSource({
        "......... a",
        "....x.... b",
        "x...o.... a",
        "xx..o.... b",
        "xo.x..... b",
        "x.o.o...x a",
    })
    void ticTacToeValueAndChoiceMatchMinimax(String text) {
        checkAgainstMinimax(TicTacToe.GAME, text, 9);
    }

    @ParameterizedTest(name = "take-away {0}")
    @CsvSource({"21 a 999", "9 a 999", "8 b 999", "13 b 999", "5 a 999", "10 a 5"})
    void takeAwayValueAndChoiceMatchMinimax(String text) {
        checkAgainstMinimax(ToyGame.INSTANCE, text, 25);
    }

    @Test
    void miniBreakthroughValueAndChoiceMatchMinimax() {
        Game game = MiniBreakthrough.game(3, 4, 1, 40);
        checkAgainstMinimax(game, game.startText(), 40);
    }

    private void checkAgainstMinimax(Game game, String text, int depth) {
        Position p = game.parsePosition(text);
        double expected = minimaxReward(p, depth);
        MctsSearcher searcher = new MctsSearcher(Evaluator.zero(), mcts(), 7);
        SearchResult r = searcher.search(p);
        double value = searcher.rootValue();
        assertTrue(Math.abs(value - expected) <= 0.05, "root value " + value + ", minimax " + expected);
        p.makeMove(r.bestMove());
        double after = 1 - minimaxReward(p, depth - 1);
        p.unmakeMove();
        assertEquals(expected, after, 1e-9, r.bestMoveText() + " is not a best move");
        assertEquals(text, p.toText());
    }

    @Test
    void theSameSeedGivesTheSameSearch() {
        Position p = TicTacToe.GAME.parsePosition("....x.... b");
        SearchConfig config = SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.iterations(3_000)).build();
        SearchResult a = new MctsSearcher(Evaluator.zero(), config, 11).search(p);
        SearchResult b = new MctsSearcher(Evaluator.zero(), config, 11).search(p);
        assertEquals(a.bestMove(), b.bestMove());
        assertEquals(a.nodes(), b.nodes());
        assertEquals(a.score(), b.score());
        assertEquals(a.pvText(), b.pvText());
    }

    @Test
    void aNodeLimitIsNeverExceeded() {
        Position p = MiniBreakthrough.game(4, 5, 1, 60).newStartPosition();
        SearchConfig config = SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.nodes(5_000)).build();
        SearchResult r = new MctsSearcher(Evaluator.zero(), config, 3).search(p);
        assertTrue(r.nodes() <= 5_000, r.nodes() + " nodes");
        assertTrue(r.nodes() > 4_000, r.nodes() + " nodes");
    }

    @Test
    void theTreeIsReusedWhenTheNextPositionIsInIt() {
        Position p = TicTacToe.GAME.parsePosition("......... a");
        SearchConfig config = SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.iterations(20_000)).build();
        MctsSearcher searcher = new MctsSearcher(Evaluator.zero(), config, 5);
        SearchResult first = searcher.search(p);
        p.makeMove(first.bestMove());
        MoveList replies = new MoveList();
        p.generateMoves(replies);
        p.makeMove(replies.get(0));
        SearchResult reused = searcher.search(p, SearchLimits.iterations(1));
        SearchResult fresh = new MctsSearcher(Evaluator.zero(), config, 5).search(p, SearchLimits.iterations(1));
        // One more iteration on a reused subtree already has a principal variation several moves long.
        assertTrue(reused.pv().length > fresh.pv().length, reused.pvText() + " vs " + fresh.pvText());
    }

    /**
     * A search that a limit ends at any node leaves a tree the next search can reuse: here the
     * reused root has a single legal move, so a child counted as expanded but never made would
     * leave it with nothing to select.
     */
    @Test
    void aTreeCutByALimitAtAnyNodeIsReusedSafely() {
        SearchConfig config = SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.iterations(100)).build();
        for (int nodes = 1; nodes <= 400; nodes++) {
            MctsSearcher searcher = new MctsSearcher(Evaluator.zero(), config, 7);
            searcher.search(ToyGame.INSTANCE.parsePosition("5 a 999"), SearchLimits.nodes(nodes));
            Position single = ToyGame.INSTANCE.parsePosition("1 a 997");
            SearchResult r = searcher.search(single, SearchLimits.iterations(100));
            assertEquals("t1", r.bestMoveText(), "after a first search of " + nodes + " nodes");
        }
    }

    @Test
    void threePlayersBackUpEachPlayersOwnReward() {
        Game game = io.abstractgames.ai.toy.Tokens.THREE;
        Position p = game.newStartPosition();
        SearchConfig config = SearchConfig.builder().strategy(Strategy.MCTS).limits(SearchLimits.iterations(2_000)).build();
        SearchResult r = new MctsSearcher(Evaluator.zero(), config, 9).search(p);
        assertEquals(game.playerCount(), r.scores().length);
        assertTrue(r.pv().length >= 1);
    }

    @Test
    void anotherStrategyIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MctsSearcher(Evaluator.zero(), SearchConfig.defaults(), 1));
        assertEquals("strategy ALPHA_BETA is not Monte Carlo tree search", e.getMessage());
    }
}
