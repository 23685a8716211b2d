package io.abstractgames.server.limits;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * The message rate of one connection: a token bucket of {@code burst} tokens refilled at
 * {@code perSecond} tokens per second by the injected {@link Clock}; every message takes a token.
 * A message that finds the bucket empty is refused; the refusals are counted from the last time the
 * bucket was full (the client kept quiet for {@code burst / perSecond} seconds), and the one that
 * reaches {@code floodRefusals} closes the connection.
 *
 * <p>The level is kept in billionths of a token, so the arithmetic is exact: the same instants
 * always give the same verdicts. A clock that goes back counts as no time passing.
 *
 * <p>Thread-safe.
 */
public final class TokenBucket {

    private static final long SCALE = 1_000_000_000L;

    /** What happens to one message. */
    public enum Verdict {
        /** Handle it. */
        ACCEPT,
        /** Refuse it with the error {@code rate_limited}. */
        REFUSE,
        /** Close the connection (close code 1008): it keeps flooding. */
        CLOSE
    }

    private final long perSecond;
    private final long capacity;
    private final int floodRefusals;
    private final Clock clock;
    private long level;
    private Instant last;
    private int refusals;

    /**
     * Creates a full bucket.
     *
     * @param perSecond tokens added per second, at least 1
     * @param burst the bucket's size in tokens, at least 1
     * @param floodRefusals refusals since the bucket was last full that close the connection, at
     *     least 1
     * @param clock the time the bucket refills by
     * @throws IllegalArgumentException if a number is below 1
     */
    public TokenBucket(int perSecond, int burst, int floodRefusals, Clock clock) {
        if (perSecond < 1 || burst < 1 || floodRefusals < 1) {
            throw new IllegalArgumentException("perSecond " + perSecond + ", burst " + burst + ", floodRefusals " + floodRefusals
                    + ": expected at least 1 each");
        }
        this.perSecond = perSecond;
        this.capacity = burst * SCALE;
        this.floodRefusals = floodRefusals;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.level = capacity;
        this.last = clock.instant();
    }

    /**
     * The bucket for a connection under these limits.
     *
     * @param limits the server's limits
     * @param clock the time the bucket refills by
     * @return a full bucket
     */
    public static TokenBucket of(Limits limits, Clock clock) {
        return new TokenBucket(limits.messagesPerSecond(), limits.messageBurst(), limits.floodRefusals(), clock);
    }

    /**
     * Takes a token for one message, if there is one.
     *
     * @return whether to handle the message, refuse it, or close the connection
     */
    public synchronized Verdict take() {
        refill();
        if (level == capacity) {
            refusals = 0;
        }
        if (level >= SCALE) {
            level -= SCALE;
            return Verdict.ACCEPT;
        }
        refusals++;
        return refusals >= floodRefusals ? Verdict.CLOSE : Verdict.REFUSE;
    }

    private void refill() {
        Instant now = clock.instant();
        if (!now.isAfter(last)) {
            // Back in time (or none passed): the time from now on counts.
            last = now;
            return;
        }
        // Time enough to fill the bucket from empty fills it; less is counted exactly (and cannot overflow).
        long toFill = capacity / perSecond + 1;
        Duration elapsed = Duration.between(last, now);
        long nanos = elapsed.compareTo(Duration.ofNanos(toFill)) >= 0 ? toFill : elapsed.toNanos();
        level = Math.min(capacity, level + nanos * perSecond);
        last = now;
    }
}
