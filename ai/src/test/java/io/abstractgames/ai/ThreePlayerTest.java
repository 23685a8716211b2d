package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.ai.toy.Tokens;
import io.abstractgames.ai.toy.TreeGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ThreePlayerTest {

    private static List<Position> randomPositions(TestGame game, int count, long seed) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            positions.add(PlainMinimax.randomPosition(game, random, 12));
        }
        return positions;
    }

    private static SearchConfig.Builder config(Strategy strategy) {
        return SearchConfig.builder().strategy(strategy).tableSizeMiB(1);
    }

    /**
     * The classic 3-player tree: player 0 at the root, 1 below, 2 above the leaves. Max^n: (1,2,5)
     * under A, (5,4,1) under B (B2 ties on 6 and keeps its first leaf), so the root picks B.
     */
    private static TreeGame classicTree() {
        TreeGame t = new TreeGame(3);
        int a = t.add(0);
        int b = t.add(0);
        int a1 = t.add(a);
        int a2 = t.add(a);
        int b1 = t.add(b);
        int b2 = t.add(b);
        t.add(a1, 3, 3, 3);
        t.add(a1, 1, 2, 5);
        t.add(a2, 6, 1, 4);
        t.add(a2, 4, 4, 2);
        t.add(b1, 5, 4, 1);
        t.add(b1, 2, 6, 0);
        t.add(b2, 3, 0, 6);
        t.add(b2, 7, 7, 6);
        return t;
    }

    @Test
    void maxnReturnsTheHandComputedVectorOnTheClassicTree() {
        TreeGame t = classicTree();
        SearchResult r = Searchers.create(t.evaluator(), config(Strategy.MAX_N).build(), 1)
                .search(t.game().newStartPosition(), SearchLimits.depth(3));
        assertArrayEquals(new int[] {5, 4, 1}, r.scores());
        assertEquals(5, r.score());
        assertEquals(List.of("c2", "c1", "c1"), r.pvText());
        assertArrayEquals(new int[] {0, 1, 2}, r.pvPlayers());
    }

    @Test
    void paranoidTakesTheBestWorstCaseOnTheClassicTree() {
        // Player 0's component, minimised by the coalition: A -> min(3,1,6,4) = 1, B -> min(5,2,3,7) = 2.
        TreeGame t = classicTree();
        SearchResult r = Searchers.create(t.evaluator(), config(Strategy.PARANOID).build(), 1)
                .search(t.game().newStartPosition(), SearchLimits.depth(3));
        assertEquals(2, r.score());
        assertEquals("c2", r.bestMoveText());
        assertArrayEquals(new int[] {2, -2, -2}, r.scores());
    }

    @Test
    void bestReplyLetsOnlyTheStrongestOpponentReply() {
        // Root 0 chooses A or B; then player 1 moves (to a leaf directly below) or passes so that
        // player 2 moves from A or B itself. A: 1 -> A1 (3), A2 (6); 2 -> A1 (3), A2 (6): min 3.
        // B: 1 -> B1 (5), B2 (1); 2 -> B1 (5), B2 (1): min 1. The root picks A with 3.
        TreeGame t = new TreeGame(3);
        int a = t.add(0);
        int b = t.add(0);
        t.add(a, 3, 0, 0);
        t.add(a, 6, 0, 0);
        t.add(b, 5, 0, 0);
        t.add(b, 1, 0, 0);
        SearchResult r = Searchers.create(t.evaluator(), config(Strategy.BEST_REPLY).build(), 1)
                .search(t.game().newStartPosition(), SearchLimits.depth(2));
        assertEquals(3, r.score());
        assertEquals("c1", r.bestMoveText());
        assertEquals(List.of("c1", "c1"), r.pvText());
        assertArrayEquals(new int[] {0, 1}, r.pvPlayers());
    }

    @Test
    void paranoidEqualsPlainParanoidOnRandomPositions() {
        List<SearchConfig> configs = List.of(
                config(Strategy.PARANOID).tableCutoffs(TableCutoffs.EXACT_DEPTH).build(),
                config(Strategy.PARANOID).tableCutoffs(TableCutoffs.NEVER).principalVariationSearch(false).build(),
                config(Strategy.ALPHA_BETA).tableSizeMiB(0).build());
        List<Searcher> searchers = configs.stream().map(c -> Searchers.create(Tokens.EVALUATOR, c, 1)).toList();
        for (Position pos : randomPositions(Tokens.THREE, 150, 21)) {
            for (int depth = 1; depth <= 5; depth++) {
                int expected = PlainMinimax.twoTeam(pos, scoring(Tokens.EVALUATOR), depth, 0);
                for (int k = 0; k < searchers.size(); k++) {
                    assertEquals(expected, searchers.get(k).search(pos, SearchLimits.depth(depth)).score(),
                            pos.toText() + " depth " + depth + " " + configs.get(k));
                }
            }
        }
    }

    @Test
    void paranoidWithQuiescenceEqualsPlainParanoidWithQuiescence() {
        Searcher s = Searchers.create(Tokens.EVALUATOR, config(Strategy.PARANOID)
                .tableCutoffs(TableCutoffs.EXACT_DEPTH).quiescence(true).quiescencePlies(3).build(), 1);
        for (Position pos : randomPositions(Tokens.THREE, 100, 22)) {
            for (int depth = 1; depth <= 4; depth++) {
                assertEquals(PlainMinimax.twoTeam(pos, scoring(Tokens.EVALUATOR), depth, 3),
                        s.search(pos, SearchLimits.depth(depth)).score(), pos.toText() + " depth " + depth);
            }
        }
    }

    @Test
    void bestReplyEqualsPlainBestReplyOnRandomPositions() {
        List<SearchConfig> configs = List.of(
                config(Strategy.BEST_REPLY).tableCutoffs(TableCutoffs.EXACT_DEPTH).build(),
                config(Strategy.BEST_REPLY).tableCutoffs(TableCutoffs.NEVER).killerMoves(false).build(),
                config(Strategy.BEST_REPLY).tableSizeMiB(0).historyHeuristic(false).build());
        List<Searcher> searchers = configs.stream().map(c -> Searchers.create(Tokens.EVALUATOR, c, 1)).toList();
        for (Position pos : randomPositions(Tokens.THREE, 150, 23)) {
            for (int depth = 1; depth <= 5; depth++) {
                int expected = PlainMinimax.bestReply(pos, scoring(Tokens.EVALUATOR), depth);
                for (int k = 0; k < searchers.size(); k++) {
                    SearchResult r = searchers.get(k).search(pos, SearchLimits.depth(depth));
                    assertEquals(expected, r.score(), pos.toText() + " depth " + depth + " " + configs.get(k));
                    assertEquals(pos.toText(), pos.copy().toText());
                }
            }
        }
    }

    @Test
    void bestReplyWithTwoPlayersIsPlainMinimax() {
        TestGame two = Tokens.game(2, 55);
        Searcher s = Searchers.create(Tokens.EVALUATOR, config(Strategy.BEST_REPLY).tableCutoffs(TableCutoffs.EXACT_DEPTH)
                .build(), 1);
        for (Position pos : randomPositions(two, 80, 24)) {
            for (int depth = 1; depth <= 5; depth++) {
                assertEquals(PlainMinimax.twoTeam(pos, scoring(Tokens.EVALUATOR), depth, 0),
                        s.search(pos, SearchLimits.depth(depth)).score(), pos.toText() + " depth " + depth);
            }
        }
    }

    @Test
    void maxnEqualsPlainMaxnOnRandomPositions() {
        Searcher s = Searchers.create(Tokens.EVALUATOR, config(Strategy.MAX_N).build(), 1);
        int decided = 0;
        for (Position pos : randomPositions(Tokens.THREE, 120, 25)) {
            for (int depth = 1; depth <= 4; depth++) {
                int[] expected = PlainMinimax.maxn(pos, scoring(Tokens.EVALUATOR), depth);
                SearchResult r = s.search(pos, SearchLimits.depth(depth));
                assertArrayEquals(expected, r.scores(), pos.toText() + " depth " + depth);
                assertEquals(expected[pos.sideToMove()], r.score());
                if (Scores.isDecided(r.score())) {
                    decided++;
                }
            }
        }
        assertTrue(decided > 0, "no won or lost position among the samples");
    }

    @Test
    void searchesLeaveThePositionAsTheyFoundIt() {
        for (Strategy strategy : Strategy.values()) {
            Searcher s = Searchers.create(Tokens.EVALUATOR, config(strategy).build(), 1);
            for (Position pos : randomPositions(Tokens.THREE, 20, 26)) {
                String text = pos.toText();
                long key = pos.key();
                int undo = pos.undoDepth();
                s.search(pos, SearchLimits.depth(4));
                assertEquals(text, pos.toText());
                assertEquals(key, pos.key());
                assertEquals(undo, pos.undoDepth());
            }
        }
    }

    /** The plain minimax oracle's scale: the searcher's win scores and clamped evaluations. */
    private static PlainMinimax.Scoring scoring(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }
}
