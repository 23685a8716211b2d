package io.abstractgames.server.ladder;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The human's thinking clock of one ladder game ({@code docs/rules/bashni.md}, "Challenge ladder"):
 * the milliseconds of the turns the human has finished, and the instant the running turn started,
 * if it is the human's turn. It counts only the human's turns, from the moment the turn starts (the
 * opponent's move was made, or the game started with White to move) until the human's move
 * arrives, whether or not anyone is watching. An immutable value.
 *
 * @param millis the thinking time of the finished turns, in milliseconds, 0 or more
 * @param turnStartedAt when the running turn started, or empty when the human is not to move
 */
public record ThinkingClock(long millis, Optional<Instant> turnStartedAt) {

    /** A clock at 0 with no turn running. */
    public static final ThinkingClock ZERO = new ThinkingClock(0, Optional.empty());

    /**
     * Checks the fields.
     *
     * @param millis the finished turns' thinking time, ms
     * @param turnStartedAt when the running turn started, or empty
     * @throws IllegalArgumentException if {@code millis} is negative
     */
    public ThinkingClock {
        Objects.requireNonNull(turnStartedAt, "turnStartedAt");
        if (millis < 0) {
            throw new IllegalArgumentException("thinking time " + millis + " ms is negative");
        }
    }

    /**
     * Whether a turn of the human is running.
     *
     * @return true between the start of the human's turn and their move
     */
    public boolean running() {
        return turnStartedAt.isPresent();
    }

    /**
     * The clock with the human's turn started.
     *
     * @param now the moment the turn starts
     * @return the clock running from {@code now}; this clock when a turn is running already
     */
    public ThinkingClock start(Instant now) {
        return running() ? this : new ThinkingClock(millis, Optional.of(now));
    }

    /**
     * The clock with the human's turn ended by their move.
     *
     * @param now the moment the move arrived
     * @return the clock stopped, the turn's milliseconds added; this clock when no turn is running
     */
    public ThinkingClock stop(Instant now) {
        return running() ? new ThinkingClock(read(now), Optional.empty()) : this;
    }

    /**
     * The thinking time so far.
     *
     * @param now the moment to read the clock at
     * @return the finished turns' milliseconds plus the running turn's up to {@code now} (a clock
     *     that went backwards adds nothing)
     */
    public long read(Instant now) {
        return millis + turnStartedAt.map(start -> Math.max(0, Duration.between(start, now).toMillis())).orElse(0L);
    }
}
