package io.abstractgames.server.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.server.ManualClock;
import io.abstractgames.server.limits.TokenBucket.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The message rate of one connection, on a clock that moves only when the test says. */
class TokenBucketTest {

    private final ManualClock clock = new ManualClock();

    private static List<Verdict> take(TokenBucket bucket, int n) {
        List<Verdict> verdicts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            verdicts.add(bucket.take());
        }
        return verdicts;
    }

    @Test
    void aFullBucketAcceptsItsBurstThenRefuses() {
        TokenBucket bucket = new TokenBucket(10, 3, 100, clock);
        assertEquals(List.of(Verdict.ACCEPT, Verdict.ACCEPT, Verdict.ACCEPT, Verdict.REFUSE, Verdict.REFUSE), take(bucket, 5));
    }

    @Test
    void theBucketRefillsAtItsRateAndNoMoreThanItsSize() {
        TokenBucket bucket = new TokenBucket(10, 3, 100, clock);
        take(bucket, 3);
        // 10 per second: one token every 100 ms.
        clock.advance(Duration.ofMillis(99));
        assertEquals(Verdict.REFUSE, bucket.take());
        clock.advance(Duration.ofMillis(1));
        assertEquals(List.of(Verdict.ACCEPT, Verdict.REFUSE), take(bucket, 2));
        clock.advance(Duration.ofMillis(250));
        assertEquals(List.of(Verdict.ACCEPT, Verdict.ACCEPT, Verdict.REFUSE), take(bucket, 3));
        // An hour of quiet fills the bucket, and only to its size.
        clock.advance(Duration.ofHours(1));
        assertEquals(List.of(Verdict.ACCEPT, Verdict.ACCEPT, Verdict.ACCEPT, Verdict.REFUSE), take(bucket, 4));
    }

    @Test
    void aSteadyClientAtTheRateIsNeverRefused() {
        TokenBucket bucket = new TokenBucket(20, 1, 1, clock);
        for (int i = 0; i < 1000; i++) {
            assertEquals(Verdict.ACCEPT, bucket.take(), "message " + i);
            clock.advance(Duration.ofMillis(50));
        }
    }

    @Test
    void aConnectionThatKeepsFloodingIsClosedAtItsFloodRefusals() {
        TokenBucket bucket = new TokenBucket(10, 2, 4, clock);
        assertEquals(List.of(Verdict.ACCEPT, Verdict.ACCEPT, Verdict.REFUSE, Verdict.REFUSE, Verdict.REFUSE, Verdict.CLOSE),
                take(bucket, 6));
    }

    @Test
    void aFloodAboveTheRateIsClosedEvenThoughSomeMessagesGetThrough() {
        // Twice the rate: every other message finds a token, and the refusals still add up.
        TokenBucket bucket = new TokenBucket(10, 2, 5, clock);
        take(bucket, 2);
        List<Verdict> verdicts = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            clock.advance(Duration.ofMillis(50));
            verdicts.add(bucket.take());
        }
        assertEquals(List.of(Verdict.REFUSE, Verdict.ACCEPT, Verdict.REFUSE, Verdict.ACCEPT, Verdict.REFUSE, Verdict.ACCEPT,
                Verdict.REFUSE, Verdict.ACCEPT, Verdict.CLOSE, Verdict.ACCEPT), verdicts);
    }

    @Test
    void refusalsCountAgainFromZeroOnceTheBucketIsFullAgain() {
        TokenBucket bucket = new TokenBucket(10, 2, 3, clock);
        assertEquals(List.of(Verdict.ACCEPT, Verdict.ACCEPT, Verdict.REFUSE, Verdict.REFUSE), take(bucket, 4));
        // 200 ms of quiet fill the 2 tokens again: the two refusals are forgiven.
        clock.advance(Duration.ofMillis(200));
        assertEquals(List.of(Verdict.ACCEPT, Verdict.ACCEPT, Verdict.REFUSE, Verdict.REFUSE, Verdict.CLOSE), take(bucket, 5));
    }

    @Test
    void aClockThatGoesBackAddsNoTokens() {
        TokenBucket bucket = new TokenBucket(10, 1, 100, clock);
        clock.advance(Duration.ofSeconds(-5));
        assertEquals(List.of(Verdict.ACCEPT, Verdict.REFUSE), take(bucket, 2));
        clock.advance(Duration.ofMillis(100));
        assertEquals(Verdict.ACCEPT, bucket.take());
    }

    @Test
    void theLargestRatesAndBurstsDoNotOverflow() {
        TokenBucket bucket = new TokenBucket(Integer.MAX_VALUE, Integer.MAX_VALUE, 1, clock);
        take(bucket, 1000);
        clock.advance(Duration.ofDays(365 * 100));
        assertEquals(Verdict.ACCEPT, bucket.take());
    }

    @Test
    void limitsBelowOneAreRefusedNamingThem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TokenBucket(0, 1, 1, clock));
        assertEquals("perSecond 0, burst 1, floodRefusals 1: expected at least 1 each", e.getMessage());
        IllegalArgumentException l = assertThrows(IllegalArgumentException.class, () -> Limits.defaults().withMaxRooms(0));
        assertEquals("maxRooms 0: expected at least 1", l.getMessage());
    }
}
