package io.abstractgames.ai.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
