package io.abstractgames.ai;

/**
 * Receives a searcher's progress: one call per completed iteration of iterative deepening.
 *
 * <p>Called on the searching thread, between iterations (the root position is then as it was
 * given, never in the middle of a make/unmake), with depths in increasing order. The command line
 * prints {@link SearchResult#infoLine()} for each call. A listener should return quickly: its time
 * counts against the search's time limit.
 */
@FunctionalInterface
public interface SearchListener {

    /**
     * One iteration completed.
     *
     * @param progress the result as it stands after the iteration: depth, score, nodes, time, PV
     */
    void depthCompleted(SearchResult progress);
}
