/**
 * Perft on several threads: {@link io.abstractgames.ai.perft.ParallelPerft} splits the tree into
 * distinct subtree positions a few plies down (core's {@link io.abstractgames.core.PerftSplit}) and
 * counts them from a shared work queue. Counts are the same for every number of threads.
 */
package io.abstractgames.ai.perft;
