/**
 * The load driver of the game server ({@link io.abstractgames.benchmarks.load.LoadDriver}): rooms
 * of two WebSocket clients playing random legal moves in a closed loop against a server in a
 * process of its own ({@link io.abstractgames.benchmarks.load.LoadServer}), measuring moves per
 * second, the latency of a move to both seats and the server's heap, and checking that no move is
 * lost or duplicated. A benchmark run by its own command ({@code docs/protocol.md}, "Load"), not by
 * the tests, which run a small version of it.
 */
package io.abstractgames.benchmarks.load;
