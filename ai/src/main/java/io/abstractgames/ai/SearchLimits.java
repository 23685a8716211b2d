package io.abstractgames.ai;

/**
 * When a search stops: after a depth in plies, a number of nodes, a time in milliseconds, a number
 * of Monte Carlo iterations, any combination of them (the first one reached ends the search), or none (until
 * {@link Searcher#stop()} or {@link #MAX_DEPTH}).
 *
 * <p>Immutable. Start from {@link #none()}, {@link #depth(int)}, {@link #nodes(long)} or
 * {@link #timeMillis(long)} and combine with the {@code with...} methods, e.g.
 * {@code SearchLimits.depth(8).withTimeMillis(2_000)}.
 *
 * <ul>
 *   <li>Depth: iterative deepening runs iterations 1, 2, ... up to the limit; the result is the
 *       last completed iteration's. A search may end earlier when its result cannot change any more
 *       (every line reached the end of the game, or a win or loss within the depth searched).
 *   <li>Nodes: every position the search visits counts one node (the root once per iteration);
 *       the search never visits more than the limit. An iteration cut short by the limit is
 *       discarded. With a node or depth limit and one thread the search is reproducible.
 *   <li>Time: measured from the start of the search on a monotonic clock and checked every 1,024
 *       nodes; no new iteration starts after half the time, and the running one is abandoned at
 *       the limit.
 * </ul>
 */
public final class SearchLimits {

    /** The deepest iteration any search runs, in plies. */
    public static final int MAX_DEPTH = Scores.MAX_PLY / 2;

    private static final SearchLimits NONE = new SearchLimits(0, 0, 0, 0);

    private final int depth;
    private final long nodes;
    private final long timeMillis;
    private final long iterations;

    private SearchLimits(int depth, long nodes, long timeMillis, long iterations) {
        this.depth = depth;
        this.nodes = nodes;
        this.timeMillis = timeMillis;
        this.iterations = iterations;
    }

    /**
     * No limit: the search runs until {@link Searcher#stop()} or its result is final.
     *
     * @return the shared instance
     */
    public static SearchLimits none() {
        return NONE;
    }

    /**
     * A depth limit alone.
     *
     * @param plies the depth in plies, 1 to {@link #MAX_DEPTH}
     * @return the limits
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public static SearchLimits depth(int plies) {
        return NONE.withDepth(plies);
    }

    /**
     * A node limit alone.
     *
     * @param nodes the largest number of nodes to visit, at least 1
     * @return the limits
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public static SearchLimits nodes(long nodes) {
        return NONE.withNodes(nodes);
    }

    /**
     * A time limit alone.
     *
     * @param millis the thinking time in milliseconds, at least 1
     * @return the limits
     * @throws IllegalArgumentException if {@code millis} is below 1
     */
    public static SearchLimits timeMillis(long millis) {
        return NONE.withTimeMillis(millis);
    }

    /**
     * An iteration limit alone (Monte Carlo tree search: one iteration is one descent, playout and
     * backup; the alpha-beta family ignores it).
     *
     * @param iterations the largest number of iterations, at least 1
     * @return the limits
     * @throws IllegalArgumentException if {@code iterations} is below 1
     */
    public static SearchLimits iterations(long iterations) {
        return NONE.withIterations(iterations);
    }

    /**
     * These limits with an iteration limit (see {@link #iterations(long)}).
     *
     * @param iterations the largest number of iterations, at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code iterations} is below 1
     */
    public SearchLimits withIterations(long iterations) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iteration limit " + iterations + ", expected at least 1");
        }
        return new SearchLimits(depth, nodes, timeMillis, iterations);
    }

    /**
     * These limits with a depth limit.
     *
     * @param plies the depth in plies, 1 to {@link #MAX_DEPTH}
     * @return new limits
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public SearchLimits withDepth(int plies) {
        if (plies < 1 || plies > MAX_DEPTH) {
            throw new IllegalArgumentException("depth " + plies + " plies out of range 1.." + MAX_DEPTH);
        }
        return new SearchLimits(plies, nodes, timeMillis, iterations);
    }

    /**
     * These limits with a node limit.
     *
     * @param nodes the largest number of nodes to visit, at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public SearchLimits withNodes(long nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("node limit " + nodes + ", expected at least 1");
        }
        return new SearchLimits(depth, nodes, timeMillis, iterations);
    }

    /**
     * These limits with a time limit.
     *
     * @param millis the thinking time in milliseconds, at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code millis} is below 1
     */
    public SearchLimits withTimeMillis(long millis) {
        if (millis < 1) {
            throw new IllegalArgumentException("time limit " + millis + " ms, expected at least 1");
        }
        return new SearchLimits(depth, nodes, millis, iterations);
    }

    /**
     * Whether a depth limit is set.
     *
     * @return {@code true} when {@link #maxDepth()} comes from a limit
     */
    public boolean limitsDepth() {
        return depth > 0;
    }

    /**
     * Whether a node limit is set.
     *
     * @return {@code true} when {@link #maxNodes()} comes from a limit
     */
    public boolean limitsNodes() {
        return nodes > 0;
    }

    /**
     * Whether an iteration limit is set.
     *
     * @return {@code true} when {@link #maxIterations()} comes from a limit
     */
    public boolean limitsIterations() {
        return iterations > 0;
    }

    /**
     * The iteration budget of Monte Carlo tree search.
     *
     * @return the iteration limit, or {@link Long#MAX_VALUE} without one
     */
    public long maxIterations() {
        return iterations > 0 ? iterations : Long.MAX_VALUE;
    }

    /**
     * Whether a time limit is set.
     *
     * @return {@code true} when {@link #maxTimeMillis()} comes from a limit
     */
    public boolean limitsTime() {
        return timeMillis > 0;
    }

    /**
     * The deepest iteration to run.
     *
     * @return the depth limit in plies, or {@link #MAX_DEPTH} without one
     */
    public int maxDepth() {
        return depth > 0 ? depth : MAX_DEPTH;
    }

    /**
     * The node budget.
     *
     * @return the node limit, or {@link Long#MAX_VALUE} without one
     */
    public long maxNodes() {
        return nodes > 0 ? nodes : Long.MAX_VALUE;
    }

    /**
     * The time budget.
     *
     * @return the time limit in milliseconds, or {@link Long#MAX_VALUE} without one
     */
    public long maxTimeMillis() {
        return timeMillis > 0 ? timeMillis : Long.MAX_VALUE;
    }

    /**
     * Whether nothing but {@link Searcher#stop()} limits the search.
     *
     * @return {@code true} for {@link #none()}
     */
    public boolean isUnlimited() {
        return depth == 0 && nodes == 0 && timeMillis == 0 && iterations == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchLimits l && l.depth == depth && l.nodes == nodes && l.timeMillis == timeMillis
                && l.iterations == iterations;
    }

    @Override
    public int hashCode() {
        return ((Integer.hashCode(depth) * 31 + Long.hashCode(nodes)) * 31 + Long.hashCode(timeMillis)) * 31
                + Long.hashCode(iterations);
    }

    /**
     * The limits as text, e.g. {@code "depth 6, 2000 ms"} or {@code "no limit"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (depth > 0) {
            sb.append("depth ").append(depth);
        }
        if (nodes > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append(nodes).append(" nodes");
        }
        if (timeMillis > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append(timeMillis).append(" ms");
        }
        if (iterations > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append(iterations).append(" iterations");
        }
        return sb.length() == 0 ? "no limit" : sb.toString();
    }
}
