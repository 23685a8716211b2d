package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.ai.toy.TicTacToe;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AlphaBetaTest {

    private static final TestGame BREAKTHROUGH = MiniBreakthrough.game(4, 5, 2, 24);
    private static final TestGame OPEN_BREAKTHROUGH = MiniBreakthrough.game(5, 5, 1, 24);

    private static SearchConfig.Builder allEnhancements() {
        return SearchConfig.builder().strategy(Strategy.ALPHA_BETA).tableSizeMiB(1)
                .principalVariationSearch(true).killerMoves(true).historyHeuristic(true);
    }

    private static List<Position> randomPositions(TestGame game, int count, int maxPlies, long seed) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            positions.add(PlainMinimax.randomPosition(game, random, maxPlies));
        }
        return positions;
    }

    /** Checks every configuration against plain minimax on each position and depth. */
    private static void assertMatchesMinimax(List<Position> positions, Evaluator eval, int maxDepth, int qPlies,
            List<SearchConfig> configs) {
        List<Searcher> searchers = new ArrayList<>();
        for (SearchConfig c : configs) {
            searchers.add(Searchers.create(eval, c, 1));
        }
        for (Position pos : positions) {
            String text = pos.toText();
            for (int depth = 1; depth <= maxDepth; depth++) {
                int expected = PlainMinimax.twoTeam(pos, scoring(eval), depth, qPlies);
                for (int k = 0; k < searchers.size(); k++) {
                    SearchResult r = searchers.get(k).search(pos, SearchLimits.depth(depth));
                    assertEquals(expected, r.score(), text + " depth " + depth + " with " + configs.get(k));
                    assertEquals(text, pos.toText());
                }
            }
        }
    }

    @Test
    void equalsPlainMinimaxOnRandomBreakthroughPositions() {
        List<SearchConfig> configs = List.of(
                allEnhancements().tableCutoffs(TableCutoffs.EXACT_DEPTH).build(),
                allEnhancements().tableCutoffs(TableCutoffs.NEVER).build(),
                allEnhancements().tableSizeMiB(0).build(),
                allEnhancements().tableSizeMiB(0).principalVariationSearch(false).killerMoves(false)
                        .historyHeuristic(false).build());
        assertMatchesMinimax(randomPositions(BREAKTHROUGH, 200, 20, 7), MiniBreakthrough.EVALUATOR, 4, 0, configs);
    }

    @Test
    void equalsPlainMinimaxWithQuiescence() {
        List<SearchConfig> configs = List.of(
                allEnhancements().tableCutoffs(TableCutoffs.EXACT_DEPTH).quiescence(true).quiescencePlies(4).build(),
                allEnhancements().tableCutoffs(TableCutoffs.NEVER).quiescence(true).quiescencePlies(4).build());
        List<Position> positions = randomPositions(OPEN_BREAKTHROUGH, 120, 20, 11);
        assertMatchesMinimax(positions, MiniBreakthrough.EVALUATOR, 3, 4, configs);
        long changedByQuiescence = positions.stream().filter(p -> PlainMinimax.twoTeam(p, scoring(MiniBreakthrough.EVALUATOR), 1, 4)
                != PlainMinimax.twoTeam(p, scoring(MiniBreakthrough.EVALUATOR), 1, 0)).count();
        assertTrue(changedByQuiescence >= 5, "quiescence changed only " + changedByQuiescence + " values");
    }

    @Test
    void equalsPlainMinimaxOnTicTacToe() {
        List<SearchConfig> configs = List.of(allEnhancements().tableCutoffs(TableCutoffs.EXACT_DEPTH).build());
        Evaluator centre = (p, player) -> 0;
        assertMatchesMinimax(randomPositions(TicTacToe.GAME, 100, 6, 3), centre, 5, 0, configs);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19})
    void nimWinnerWinsInOnePlusTwiceHeapDivFourPlies(int heap) {
        Position pos = ToyGame.INSTANCE.parsePosition(heap + " a 999");
        SearchResult r = Searchers.create(Evaluator.zero(), allEnhancements().build(), 1)
                .search(pos, SearchLimits.depth(30));
        assertEquals(Scores.winIn(1 + 2 * (heap / 4)), r.score());
        assertEquals(heap % 4, r.bestMove());
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 8, 12, 16, 20})
    void nimLoserLosesInTwiceHeapDivFourPlies(int heap) {
        Position pos = ToyGame.INSTANCE.parsePosition(heap + " b 999");
        SearchResult r = Searchers.create(Evaluator.zero(), allEnhancements().build(), 1)
                .search(pos, SearchLimits.depth(30));
        assertEquals(Scores.lossIn(2 * (heap / 4)), r.score());
        assertEquals(Scores.winIn(2 * (heap / 4)), r.scoreFor(0));
    }

    @Test
    void nimWinIsNotSeenBeyondTheHorizon() {
        Position pos = ToyGame.INSTANCE.parsePosition("9 a 999");
        SearchResult r = Searchers.create(Evaluator.zero(), allEnhancements().build(), 1)
                .search(pos, SearchLimits.depth(4));
        assertEquals(0, r.score());
        assertEquals(4, r.depth());
    }

    @Test
    void ticTacToeWinInOne() {
        SearchResult r = Searchers.create(Evaluator.zero(), allEnhancements().build(), 1)
                .search(TicTacToe.GAME.parsePosition("xx.oo.... a"), SearchLimits.depth(6));
        assertEquals(Scores.winIn(1), r.score());
        assertEquals("3", r.bestMoveText());
        assertEquals(1, r.depth());
    }

    @Test
    void ticTacToeForkLosesInTwo() {
        SearchResult r = Searchers.create(Evaluator.zero(), allEnhancements().build(), 1)
                .search(TicTacToe.GAME.parsePosition("xx.xo...o b"), SearchLimits.depth(6));
        assertEquals(Scores.lossIn(2), r.score());
        assertEquals(2, r.pv().length);
    }

    @Test
    void ticTacToeIsADrawAndTheSearchEndsWhenNoLineReachesTheHorizon() {
        SearchResult r = Searchers.create(Evaluator.zero(), allEnhancements().build(), 1)
                .search(TicTacToe.GAME.newStartPosition(), SearchLimits.none());
        assertEquals(0, r.score());
        assertEquals(9, r.depth());
        assertEquals(9, r.pv().length);
    }

    @Test
    void breakthroughTakesTheWinInOneRatherThanALongerOne() {
        Position pos = BREAKTHROUGH.parsePosition("..../a.../..../b.../.... a 10");
        SearchResult r = Searchers.create(MiniBreakthrough.EVALUATOR, allEnhancements().build(), 1)
                .search(pos, SearchLimits.depth(5));
        assertEquals(Scores.winIn(1), r.score());
        assertTrue(r.bestMoveText().endsWith("5"), r.bestMoveText());
    }

    @Test
    void atLeastDepthCutoffsFindTheSameWinsAsExactDepth() {
        Evaluator eval = MiniBreakthrough.EVALUATOR;
        Searcher deep = Searchers.create(eval, allEnhancements().tableCutoffs(TableCutoffs.AT_LEAST_DEPTH).build(), 1);
        for (Position pos : randomPositions(BREAKTHROUGH, 60, 20, 5)) {
            int expected = PlainMinimax.twoTeam(pos, scoring(eval), 4, 0);
            int score = deep.search(pos, SearchLimits.depth(4)).score();
            if (Scores.isDecided(expected)) {
                assertEquals(expected, score, pos.toText());
            }
        }
    }

    @Test
    void principalVariationIsPlayableAndStartsWithTheBestMove() {
        Searcher s = Searchers.create(MiniBreakthrough.EVALUATOR, allEnhancements().build(), 1);
        for (Position pos : randomPositions(BREAKTHROUGH, 30, 16, 9)) {
            SearchResult r = s.search(pos, SearchLimits.depth(4));
            assertEquals(r.bestMove(), r.pv()[0]);
            Position replay = pos.copy();
            int[] players = r.pvPlayers();
            for (int i = 0; i < r.pv().length; i++) {
                assertEquals(players[i], replay.sideToMove());
                assertEquals(r.pvText().get(i), replay.moveText(r.pv()[i]));
                assertTrue(replay.legalMoves().stream().anyMatch(m -> m.code() > 0 && m.text().equals(
                        replay.moveText(replay.parseMove(m.text())))));
                replay.makeMove(r.pv()[i]);
            }
        }
    }

    @Test
    void aLineCutShortByATableEntryIsCompletedFromTheTable() {
        // The second search of a position finds the first one's exact entries at depth 1: its own
        // line ends there, and the table's moves complete it to the full depth.
        Searcher s = Searchers.create(MiniBreakthrough.EVALUATOR, allEnhancements().build(), 1);
        for (Position pos : randomPositions(BREAKTHROUGH, 20, 6, 13)) {
            s.newGame();
            SearchResult first = s.search(pos, SearchLimits.depth(5));
            SearchResult again = s.search(pos, SearchLimits.depth(5));
            assertEquals(first.bestMove(), again.bestMove(), pos.toText());
            Position replay = pos.copy();
            for (int i = 0; i < again.pv().length; i++) {
                assertEquals(again.pvPlayers()[i], replay.sideToMove(), pos.toText());
                long move = again.pv()[i];
                assertEquals(again.pvText().get(i), replay.moveText(move), pos.toText());
                assertTrue(replay.legalMoves().stream().anyMatch(m -> m.code() == move), pos.toText());
                replay.makeMove(move);
            }
            assertTrue(again.pv().length == 5 || replay.isOver(), pos.toText() + ": " + again.pvText());
        }
    }

    /** The plain minimax oracle's scale: the searcher's win scores and clamped evaluations. */
    static PlainMinimax.Scoring scoring(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }
}
