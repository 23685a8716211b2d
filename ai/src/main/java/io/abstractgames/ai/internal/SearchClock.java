package io.abstractgames.ai.internal;

import io.abstractgames.ai.SearchLimits;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Node counting, node and time limits and the stop signal of one search.
 *
 * <p>{@link #enterNode()} is called once per visited node: it refuses the node (and marks the
 * search aborted) when the node budget is spent, so a search never visits more nodes than its
 * limit; every {@value #CHECK_INTERVAL} nodes it also reads the clock and the stop flag set by
 * {@link #requestStop()} from another thread.
 *
 * <p>Time is read from a ticker ({@link System#nanoTime()} unless {@link #useTicker(LongSupplier)}
 * sets another, as tests do to control time). A search without a time limit never reads the
 * ticker while it runs, so its nodes depend on its limits and its position alone.
 */
public final class SearchClock {

    /** How often, in nodes, the time and the stop flag are checked (a power of two). */
    public static final int CHECK_INTERVAL = 1024;

    private volatile boolean stopRequested;
    private volatile AtomicBoolean cancel;
    private LongSupplier ticker = System::nanoTime;
    private long nodes;
    private long maxNodes;
    private long startNanos;
    private long hardNanos;
    private long softNanos;
    private boolean timed;
    private boolean aborted;

    /**
     * Starts a search: resets the counters, forgets any earlier stop request and starts the clock.
     *
     * @param limits the limits of the search
     */
    public void start(SearchLimits limits) {
        stopRequested = false;
        aborted = false;
        nodes = 0;
        maxNodes = limits.maxNodes();
        startNanos = ticker.getAsLong();
        timed = limits.limitsTime();
        hardNanos = timed ? budgetNanos(limits.maxTimeMillis()) : Long.MAX_VALUE;
        softNanos = hardNanos / 2;
    }

    /**
     * Ties this clock to a cancel flag that, unlike {@link #requestStop()}, is never forgotten by
     * {@link #start(SearchLimits)}: while the flag is set every search of this clock stops as a
     * stop request would. A Lazy SMP helper's clock is tied to its group's flag, so that a helper
     * whose search starts after the main thread has finished stops at once.
     *
     * @param flag the flag, or {@code null} for none
     */
    public void cancelWith(AtomicBoolean flag) {
        this.cancel = flag;
    }

    private boolean stopped() {
        if (stopRequested) {
            return true;
        }
        AtomicBoolean c = cancel;
        return c != null && c.get();
    }

    /**
     * Sets the source of time, read at the start of a search, at the checks of a timed search and
     * for {@link #elapsedMillis()}. Set it between searches.
     *
     * @param ticker a monotonic time in nanoseconds, like {@link System#nanoTime()}
     * @throws NullPointerException if {@code ticker} is null
     */
    public void useTicker(LongSupplier ticker) {
        this.ticker = Objects.requireNonNull(ticker, "ticker");
    }

    /**
     * A time budget in nanoseconds, saturated: a budget too large for a {@code long} of
     * nanoseconds (about 292 years) becomes {@link Long#MAX_VALUE}, which no elapsed time reaches.
     *
     * @param millis the budget in milliseconds, at least 0
     * @return {@code millis * 1,000,000}, or {@link Long#MAX_VALUE} when that overflows
     */
    public static long budgetNanos(long millis) {
        return millis >= Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE : millis * 1_000_000L;
    }

    /**
     * Counts a node, unless the search must end.
     *
     * @return {@code true} to search the node; {@code false} when the search is aborted (node
     *     budget spent, time up, or stop requested), in which case nothing was counted
     */
    public boolean enterNode() {
        if (aborted) {
            return false;
        }
        if (nodes >= maxNodes) {
            aborted = true;
            return false;
        }
        nodes++;
        if ((nodes & (CHECK_INTERVAL - 1)) == 0) {
            poll();
        }
        return !aborted;
    }

    private void poll() {
        if (stopped() || (timed && ticker.getAsLong() - startNanos >= hardNanos)) {
            aborted = true;
        }
    }

    /**
     * Whether the search was aborted; every node returns at once when it is.
     *
     * @return {@code true} once a limit or a stop request ended the search
     */
    public boolean aborted() {
        return aborted;
    }

    /**
     * Asks the running search to stop (thread-safe; seen within {@value #CHECK_INTERVAL} nodes).
     */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Whether a new iteration should not start: a stop was requested, or half the time is spent.
     *
     * @return {@code true} when iterative deepening should end
     */
    public boolean shouldNotStartIteration() {
        return stopped() || (timed && ticker.getAsLong() - startNanos >= softNanos);
    }

    /**
     * The nodes counted so far.
     *
     * @return the node count
     */
    public long nodes() {
        return nodes;
    }

    /**
     * The time since {@link #start(SearchLimits)}.
     *
     * @return elapsed milliseconds
     */
    public long elapsedMillis() {
        return (ticker.getAsLong() - startNanos) / 1_000_000L;
    }
}
