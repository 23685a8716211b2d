package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.ai.toy.TicTacToe;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Lazy SMP ({@link LazySmpSearcher}): what several threads find, and one thread's search unchanged. */
class LazySmpTest {

    private static final TestGame BREAKTHROUGH = MiniBreakthrough.game(4, 5, 2, 24);
    /** A board big enough that no test search finishes on its own. */
    private static final TestGame BIG = MiniBreakthrough.game(6, 7, 2, 500);

    private static SearchConfig.Builder config(int threads) {
        return SearchConfig.builder().strategy(Strategy.ALPHA_BETA).tableSizeMiB(1).threads(threads);
    }

    @Test
    void oneThreadIsThePlainSearcherWithTheSameResult() {
        Searcher one = Searchers.create(MiniBreakthrough.EVALUATOR, config(1).build(), 3);
        Searcher plain = new AlphaBetaSearcher(MiniBreakthrough.EVALUATOR, config(1).build(), 3);
        assertFalse(one instanceof LazySmpSearcher);
        Position pos = BIG.newStartPosition();
        for (int depth = 1; depth <= 5; depth++) {
            SearchResult a = one.search(pos, SearchLimits.depth(depth));
            SearchResult b = plain.search(pos, SearchLimits.depth(depth));
            assertEquals(b.bestMove(), a.bestMove());
            assertEquals(b.score(), a.score());
            assertEquals(b.nodes(), a.nodes());
            assertArrayEquals(b.pv(), a.pv());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void severalThreadsMakeALazySmpSearcher(int threads) {
        Searcher s = Searchers.create(MiniBreakthrough.EVALUATOR, config(threads).build(), 1);
        assertTrue(s instanceof LazySmpSearcher);
        assertEquals(threads, ((LazySmpSearcher) s).threads());
    }

    @Test
    void strategiesWithoutATableSearchOnOneThread() {
        assertFalse(Searchers.create(MiniBreakthrough.EVALUATOR, config(2).tableSizeMiB(0).build(), 1)
                instanceof LazySmpSearcher);
        assertFalse(Searchers.create(MiniBreakthrough.EVALUATOR, config(2).strategy(Strategy.MCTS).build(), 1)
                instanceof LazySmpSearcher);
        assertFalse(Searchers.create(MiniBreakthrough.EVALUATOR, config(2).strategy(Strategy.MAX_N).build(), 1)
                instanceof LazySmpSearcher);
    }

    @Test
    void aThreadCountOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> config(0));
        assertThrows(IllegalArgumentException.class, () -> config(SearchConfig.MAX_THREADS + 1));
    }

    // Nim (take 1 to 3; who takes the last wins): heap h is won in 1 + 2 * (h / 4) plies by taking
    // h % 4; heaps 1-3 are wins in 1, heaps 5-7 wins in 3.
    @ParameterizedTest(name = "heap {0} on {1} threads")
    @CsvSource({"1, 2", "2, 3", "3, 2", "5, 2", "6, 3", "7, 4", "9, 2", "13, 3"})
    void nimWinsAreFoundAsWithOneThread(int heap, int threads) {
        Position pos = ToyGame.INSTANCE.parsePosition(heap + " a 999");
        SearchResult r = Searchers.create(Evaluator.zero(), config(threads).build(), 1)
                .search(pos, SearchLimits.depth(30));
        assertEquals(Scores.winIn(1 + 2 * (heap / 4)), r.score());
        assertEquals(heap % 4, r.bestMove());
        assertEquals(heap + " a 999", pos.toText());
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void ticTacToeWinInOne(int threads) {
        SearchResult r = Searchers.create(Evaluator.zero(), config(threads).build(), 1)
                .search(TicTacToe.GAME.parsePosition("xx.oo.... a"), SearchLimits.depth(6));
        assertEquals(Scores.winIn(1), r.score());
        assertEquals("3", r.bestMoveText());
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void breakthroughTakesTheWinInOne(int threads) {
        Position pos = BREAKTHROUGH.parsePosition("..../a.../..../b.../.... a 10");
        SearchResult r = Searchers.create(MiniBreakthrough.EVALUATOR, config(threads).build(), 1)
                .search(pos, SearchLimits.depth(5));
        assertEquals(Scores.winIn(1), r.score());
        assertTrue(r.bestMoveText().endsWith("5"), r.bestMoveText());
    }

    /**
     * With exact-depth table cutoffs a one-thread search scores exactly the minimax value; the
     * helpers' entries are searched the same way, so the main thread's score stays exact, and
     * the position is left as it was.
     */
    @Test
    void scoresEqualPlainMinimaxAndThePositionIsLeftUnchanged() {
        Random random = new Random(17);
        Evaluator eval = MiniBreakthrough.EVALUATOR;
        Searcher s = Searchers.create(eval, config(3).tableCutoffs(TableCutoffs.EXACT_DEPTH).build(), 1);
        for (int i = 0; i < 60; i++) {
            Position pos = PlainMinimax.randomPosition(BREAKTHROUGH, random, 20);
            if (pos.isOver()) {
                continue;
            }
            String text = pos.toText();
            long key = pos.key();
            int undo = pos.undoDepth();
            for (int depth = 1; depth <= 4; depth++) {
                int expected = PlainMinimax.twoTeam(pos, AlphaBetaTest.scoring(eval), depth, 0);
                SearchResult r = s.search(pos, SearchLimits.depth(depth));
                assertEquals(expected, r.score(), text + " depth " + depth);
                assertTrue(pos.legalMoves().stream().anyMatch(m -> m.code() == r.bestMove()));
                assertEquals(text, pos.toText());
                assertEquals(key, pos.key());
                assertEquals(undo, pos.undoDepth());
            }
        }
    }

    @Test
    void stopEndsTheMainThreadAndEveryHelper() throws Exception {
        Searcher s = Searchers.create(MiniBreakthrough.EVALUATOR, config(3).build(), 1);
        CountDownLatch firstDepth = new CountDownLatch(1);
        s.setListener(progress -> firstDepth.countDown());
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            Position pos = BIG.newStartPosition();
            Future<SearchResult> future = executor.submit(() -> s.search(pos, SearchLimits.none()));
            assertTrue(firstDepth.await(30, TimeUnit.SECONDS));
            s.stop();
            SearchResult r = future.get(60, TimeUnit.SECONDS);
            assertTrue(r.depth() >= 1 && r.depth() < SearchLimits.MAX_DEPTH, "depth " + r.depth());
            assertEquals(List.of(), helperThreads());
            assertEquals(BIG.newStartPosition().toText(), pos.toText());
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void aDepthLimitedSearchEndsItsHelpersWhenItFinishes() {
        Searcher s = Searchers.create(MiniBreakthrough.EVALUATOR, config(4).build(), 1);
        SearchResult r = s.search(BIG.newStartPosition(), SearchLimits.depth(3));
        assertEquals(3, r.depth());
        assertEquals(List.of(), helperThreads());
    }

    /**
     * The result is the deepest completed iteration of any thread within the depth limit, with the
     * main thread's node count and time; the main thread's random move stays.
     */
    @Test
    void theDeepestCompletedIterationWithinTheDepthLimitIsTheResult() {
        Searcher plain = new AlphaBetaSearcher(MiniBreakthrough.EVALUATOR, config(1).build(), 3);
        Position pos = BIG.newStartPosition();
        SearchResult shallow = plain.search(pos, SearchLimits.depth(1));
        SearchResult middle = plain.search(pos, SearchLimits.depth(2));
        SearchResult deep = plain.search(pos, SearchLimits.depth(4));
        assertTrue(deep.nodes() != shallow.nodes());

        SearchResult r = LazySmpSearcher.deepest(shallow, List.of(middle, deep), Integer.MAX_VALUE);
        assertEquals(4, r.depth());
        assertEquals(deep.bestMove(), r.bestMove());
        assertEquals(deep.score(), r.score());
        assertArrayEquals(deep.pv(), r.pv());
        assertEquals(shallow.nodes(), r.nodes());
        assertEquals(shallow.timeMillis(), r.timeMillis());

        assertEquals(2, LazySmpSearcher.deepest(shallow, List.of(middle, deep), 3).depth());
        assertTrue(LazySmpSearcher.deepest(deep, List.of(middle, shallow), Integer.MAX_VALUE) == deep);
        assertTrue(LazySmpSearcher.deepest(shallow, List.of(), Integer.MAX_VALUE) == shallow);

        SearchResult random = new SearchResult(shallow.bestMove(), shallow.bestMoveText(), shallow.player(),
                shallow.score(), shallow.scores(), shallow.pv(), shallow.pvText(), shallow.pvPlayers(), 1,
                shallow.nodes(), shallow.timeMillis(), true);
        assertTrue(LazySmpSearcher.deepest(random, List.of(deep), Integer.MAX_VALUE) == random);
    }

    private static List<String> helperThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("lazy-smp-helper"))
                .map(Thread::getName).toList();
    }
}
