package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class LimitsTest {

    /** A board big enough that no test search finishes on its own. */
    private static final TestGame BIG = MiniBreakthrough.game(6, 7, 2, 500);

    private static Searcher searcher(Strategy strategy) {
        return Searchers.create(MiniBreakthrough.EVALUATOR,
                SearchConfig.builder().strategy(strategy).tableSizeMiB(1).build(), 1);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 10, 100, 1_000, 4_321, 20_000})
    void nodeLimitIsReachedExactlyAndNeverExceeded(long limit) {
        Position pos = BIG.newStartPosition();
        SearchResult r = searcher(Strategy.ALPHA_BETA).search(pos, SearchLimits.depth(40).withNodes(limit));
        assertEquals(limit, r.nodes());
        assertTrue(r.depth() < 40);
        assertTrue(pos.legalMoves().stream().anyMatch(m -> m.code() == r.bestMove()));
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void nodeLimitHoldsForEveryStrategy(Strategy strategy) {
        SearchResult r = searcher(strategy).search(BIG.newStartPosition(), SearchLimits.nodes(7_777));
        assertEquals(7_777, r.nodes());
    }

    @Test
    void aSearchThatEndsOnItsOwnStaysBelowTheNodeLimit() {
        Searcher s = Searchers.create(Evaluator.zero(), SearchConfig.builder().tableSizeMiB(1).build(), 1);
        SearchResult r = s.search(ToyGame.INSTANCE.parsePosition("10 a 999"), SearchLimits.nodes(1_000_000));
        assertTrue(r.nodes() < 1_000_000);
        assertEquals(Scores.winIn(5), r.score());
    }

    @Test
    void withoutACompletedIterationTheFirstMoveInOrderIsPlayed() {
        SearchResult r = searcher(Strategy.ALPHA_BETA).search(BIG.newStartPosition(), SearchLimits.nodes(1));
        assertEquals(0, r.depth());
        assertEquals(0, r.score());
        assertEquals(1, r.pv().length);
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void depthLimitIsExactAndEveryDepthIsReportedOnce(Strategy strategy) {
        Searcher s = searcher(strategy);
        List<Integer> depths = new ArrayList<>();
        s.setListener(progress -> depths.add(progress.depth()));
        SearchResult r = s.search(BIG.newStartPosition(), SearchLimits.depth(4));
        assertEquals(4, r.depth());
        assertEquals(List.of(1, 2, 3, 4), depths);
    }

    @ParameterizedTest
    @ValueSource(longs = {Long.MAX_VALUE, Long.MAX_VALUE / 1_000_000, Long.MAX_VALUE / 1_000_000 + 1})
    void theLargestTimeLimitsDoNotOverflowTheDeadline(long millis) {
        SearchResult r = searcher(Strategy.ALPHA_BETA).search(BIG.newStartPosition(),
                SearchLimits.timeMillis(millis).withDepth(4));
        assertEquals(4, r.depth());
    }

    @Test
    void sameNodeCountForTheSameDepthLimit() {
        Position pos = BIG.newStartPosition();
        long a = searcher(Strategy.ALPHA_BETA).search(pos, SearchLimits.depth(5)).nodes();
        long b = searcher(Strategy.ALPHA_BETA).search(pos, SearchLimits.depth(5)).nodes();
        assertEquals(a, b);
    }

    @Test
    void listenerSeesTheProgressOfEachIteration() {
        Searcher s = searcher(Strategy.ALPHA_BETA);
        List<SearchResult> seen = new ArrayList<>();
        s.setListener(seen::add);
        SearchResult r = s.search(BIG.newStartPosition(), SearchLimits.depth(3));
        assertEquals(3, seen.size());
        SearchResult last = seen.get(2);
        assertEquals(r.bestMove(), last.bestMove());
        assertEquals(r.score(), last.score());
        assertTrue(seen.get(0).nodes() < seen.get(1).nodes());
        String line = last.infoLine();
        assertTrue(line.matches("info depth 3 score -?\\d+ nodes \\d+ nps \\d+ pv( \\S+)+"), line);
        assertTrue(line.endsWith(" pv " + String.join(" ", last.pvText())), line);
    }

    @Test
    void aTimedSearchStartsNoIterationOnceItsClockShowsHalfTheLimitSpent() {
        long[] now = {0};
        SearcherBase s = (SearcherBase) searcher(Strategy.ALPHA_BETA);
        s.clock.useTicker(() -> now[0]);
        s.setListener(progress -> {
            if (progress.depth() == 3) {
                now[0] = 100_000_000L;
            }
        });
        SearchResult r = s.search(BIG.newStartPosition(), SearchLimits.timeMillis(200));
        assertEquals(3, r.depth());
        assertEquals(100, r.timeMillis());
    }

    @Test
    void aTimedSearchEndsByItsClockAlone() {
        // Every read of the clock advances it by 1 ms, so the search sees time pass at its
        // checks only, the same on any machine: it must end by the time limit.
        long[] now = {0};
        SearcherBase s = (SearcherBase) searcher(Strategy.ALPHA_BETA);
        s.clock.useTicker(() -> now[0] += 1_000_000L);
        SearchResult r = s.search(BIG.newStartPosition(), SearchLimits.timeMillis(200));
        assertTrue(r.timeMillis() > 100 && r.timeMillis() <= 201, r.timeMillis() + " ms");
        assertTrue(r.depth() >= 1 && r.depth() < SearchLimits.MAX_DEPTH, "depth " + r.depth());
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void stopFromAnotherThreadEndsAnUnlimitedSearch(Strategy strategy) throws Exception {
        Searcher s = searcher(strategy);
        CountDownLatch firstDepth = new CountDownLatch(1);
        s.setListener(progress -> firstDepth.countDown());
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            Future<SearchResult> future = executor.submit(() -> s.search(BIG.newStartPosition(), SearchLimits.none()));
            assertTrue(firstDepth.await(30, TimeUnit.SECONDS));
            s.stop();
            SearchResult r = future.get(30, TimeUnit.SECONDS);
            assertTrue(r.depth() >= 1 && r.depth() < SearchLimits.MAX_DEPTH, "depth " + r.depth());
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void aSecondSearchOnTheSameSearcherIsRefusedWhileTheFirstRuns() throws Exception {
        Searcher s = searcher(Strategy.ALPHA_BETA);
        CountDownLatch firstDepth = new CountDownLatch(1);
        s.setListener(progress -> firstDepth.countDown());
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            Future<SearchResult> future = executor.submit(() -> s.search(BIG.newStartPosition(), SearchLimits.none()));
            assertTrue(firstDepth.await(30, TimeUnit.SECONDS));
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                    () -> s.search(BIG.newStartPosition(), SearchLimits.depth(1)));
            assertEquals("this searcher is already searching", e.getMessage());
            s.stop();
            future.get(30, TimeUnit.SECONDS);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void aFinishedGameIsNotSearched() {
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> searcher(Strategy.ALPHA_BETA).search(ToyGame.INSTANCE.parsePosition("0 a 999"), SearchLimits.depth(1)));
        assertTrue(e.getMessage().startsWith("the game is over"), e.getMessage());
    }
}
