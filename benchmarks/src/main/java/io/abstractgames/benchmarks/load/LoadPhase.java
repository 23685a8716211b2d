package io.abstractgames.benchmarks.load;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Recorder;

/**
 * Where a load run is, shared by its rooms: set up (every room waits at version 0), started (the
 * clients play; moves sent from {@link #measureFrom()} until the deadline are counted and timed),
 * stopping (no new moves but a room's first; every move in flight finishes). Holds the counts, the
 * latency recorder (microseconds) and the problems. Thread-safe.
 */
final class LoadPhase {

    final Problems problems = new Problems();
    final Recorder latencyMicros = new Recorder(3);
    /** Against the AI: from the human's move sent to the state with the AI's reply, in microseconds. */
    final Recorder aiReplyMicros = new Recorder(3);
    final LongAdder measuredAiReplies = new LongAdder();
    /** Sends the moves of clients that think ({@code --think}); one daemon thread. */
    final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "load-think");
        t.setDaemon(true);
        return t;
    });
    final LongAdder warmupMoves = new LongAdder();
    final LongAdder measuredMoves = new LongAdder();
    final LongAdder allMoves = new LongAdder();
    final CountDownLatch ready;
    final CountDownLatch done;
    private volatile boolean started;
    private volatile boolean stopping;
    private volatile long measureFrom;
    private volatile long deadline;

    LoadPhase(int rooms) {
        ready = new CountDownLatch(rooms);
        done = new CountDownLatch(rooms);
    }

    /** Starts the play: moves sent from {@code measureFrom} (a {@link System#nanoTime()}) until {@code deadline} count. */
    void start(long measureFromNanos, long deadlineNanos) {
        measureFrom = measureFromNanos;
        deadline = deadlineNanos;
        started = true;
    }

    void stop() {
        stopping = true;
    }

    boolean started() {
        return started;
    }

    boolean stopping() {
        return stopping;
    }

    long measureFrom() {
        return measureFrom;
    }

    /** Counts a move of the AI that its client has seen: the reply to a move sent at {@code sentNanos}. */
    void aiMoveDone(long sentNanos, long nowNanos) {
        allMoves.increment();
        if (sentNanos - measureFrom >= 0 && sentNanos - deadline < 0) {
            measuredAiReplies.increment();
            aiReplyMicros.recordValue(Math.max(0, (nowNanos - sentNanos) / 1000));
        }
    }

    /** Counts a move that every seat has seen: sent at {@code sentNanos}, completed at {@code nowNanos}. */
    void moveDone(long sentNanos, long nowNanos) {
        allMoves.increment();
        if (sentNanos - measureFrom < 0) {
            warmupMoves.increment();
        } else if (sentNanos - deadline < 0) {
            measuredMoves.increment();
            latencyMicros.recordValue(Math.max(0, (nowNanos - sentNanos) / 1000));
        }
    }
}
