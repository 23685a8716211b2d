package io.abstractgames.ai.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.SearchLimits;

import org.junit.jupiter.api.Test;

class SearchClockTest {

    @Test
    void aBudgetInNanosecondsIsExactWhileItFits() {
        assertEquals(0, SearchClock.budgetNanos(0));
        assertEquals(300_000_000L, SearchClock.budgetNanos(300));
        assertEquals((Long.MAX_VALUE / 1_000_000 - 1) * 1_000_000, SearchClock.budgetNanos(Long.MAX_VALUE / 1_000_000 - 1));
    }

    @Test
    void aBudgetTooLargeForNanosecondsSaturates() {
        assertEquals(Long.MAX_VALUE, SearchClock.budgetNanos(Long.MAX_VALUE / 1_000_000));
        assertEquals(Long.MAX_VALUE, SearchClock.budgetNanos(Long.MAX_VALUE));
    }

    /** A ticker that shows {@code now[0]} and counts its reads in {@code now[1]}. */
    private static SearchClock clockAt(long[] now) {
        SearchClock clock = new SearchClock();
        clock.useTicker(() -> {
            now[1]++;
            return now[0];
        });
        return clock;
    }

    @Test
    void theTimeLimitAbortsAtTheFirstCheckThatSeesItSpent() {
        long[] now = {0, 0};
        SearchClock clock = clockAt(now);
        clock.start(SearchLimits.timeMillis(10));
        now[0] = 10_000_000L - 1;
        for (int i = 0; i < SearchClock.CHECK_INTERVAL; i++) {
            assertTrue(clock.enterNode(), "node " + i);
        }
        now[0] = 10_000_000L;
        for (int i = 1; i < SearchClock.CHECK_INTERVAL; i++) {
            assertTrue(clock.enterNode(), "node " + (SearchClock.CHECK_INTERVAL + i));
        }
        assertFalse(clock.aborted());
        assertFalse(clock.enterNode());
        assertTrue(clock.aborted());
        assertFalse(clock.enterNode());
        assertEquals(2L * SearchClock.CHECK_INTERVAL, clock.nodes());
        assertEquals(10, clock.elapsedMillis());
    }

    @Test
    void halfTheTimeLimitEndsIterativeDeepening() {
        long[] now = {1_000_000_000L, 0};
        SearchClock clock = clockAt(now);
        clock.start(SearchLimits.timeMillis(10));
        now[0] += 5_000_000L - 1;
        assertFalse(clock.shouldNotStartIteration());
        now[0]++;
        assertTrue(clock.shouldNotStartIteration());
        assertFalse(clock.aborted());
    }

    @Test
    void aSearchWithoutATimeLimitNeverReadsTheTickerWhileItRuns() {
        long[] now = {0, 0};
        SearchClock clock = clockAt(now);
        clock.start(SearchLimits.nodes(5 * SearchClock.CHECK_INTERVAL));
        long readsAtStart = now[1];
        for (int i = 0; i < 5 * SearchClock.CHECK_INTERVAL; i++) {
            now[0] += 1_000_000_000L;
            assertTrue(clock.enterNode(), "node " + i);
            assertFalse(clock.shouldNotStartIteration());
        }
        assertFalse(clock.enterNode());
        assertTrue(clock.aborted());
        assertEquals(5L * SearchClock.CHECK_INTERVAL, clock.nodes());
        assertEquals(readsAtStart, now[1]);
    }

    @Test
    void aStopRequestAbortsAtTheNextCheckAndEndsIterativeDeepening() {
        SearchClock clock = clockAt(new long[2]);
        clock.start(SearchLimits.none());
        clock.requestStop();
        assertTrue(clock.shouldNotStartIteration());
        for (int i = 1; i < SearchClock.CHECK_INTERVAL; i++) {
            assertTrue(clock.enterNode(), "node " + i);
        }
        assertFalse(clock.enterNode());
        assertTrue(clock.aborted());
    }

    @Test
    void startingASearchForgetsTheLastOnesAbortAndStop() {
        SearchClock clock = clockAt(new long[2]);
        clock.start(SearchLimits.nodes(1));
        assertTrue(clock.enterNode());
        assertFalse(clock.enterNode());
        clock.requestStop();
        clock.start(SearchLimits.nodes(2));
        assertFalse(clock.aborted());
        assertFalse(clock.shouldNotStartIteration());
        assertTrue(clock.enterNode());
        assertTrue(clock.enterNode());
        assertFalse(clock.enterNode());
        assertEquals(2, clock.nodes());
    }
}
