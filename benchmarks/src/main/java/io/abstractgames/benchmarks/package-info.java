/**
 * JMH benchmarks of the hot paths of every game, with no game-specific code: the games come from
 * core's {@link io.abstractgames.core.Games} registry and are used through {@link
 * io.abstractgames.core.Position} only.
 *
 * <p>Every benchmark takes the parameters {@code game} (a game id) and {@code position} (a name in
 * the positions resource, {@code start} or {@code middle}), see {@link
 * io.abstractgames.benchmarks.GameState}. Benchmarks: perft with bulk counting and with make/unmake
 * at every node ({@link io.abstractgames.benchmarks.PerftBenchmark}), move generation alone
 * ({@link io.abstractgames.benchmarks.MoveGenerationBenchmark}) and random playouts ({@link
 * io.abstractgames.benchmarks.PlayoutBenchmark}). Rates of nodes, moves and plies are secondary
 * scores (JMH auxiliary counters), printed per second beside the primary score.
 */
package io.abstractgames.benchmarks;
