/**
 * A toy game built the way a game module of this project is built, small enough to follow by
 * hand: the worked example of {@code docs/adding-a-game.md}, and the one toy game the tests of
 * every module share (the perft, contract, search and command-line tests run on it).
 *
 * <p>The toy take-away game: Ann ({@code a}) and Bob ({@code b}) take 1, 2 or 3 counters from a
 * pile in turn; whoever takes the last counter wins; the game is drawn when its ply budget runs
 * out first. Position text {@code PILE SIDE PLIES} (e.g. {@code 10 a 5}); move text {@code t1},
 * {@code t2}, {@code t3}. {@link io.abstractgames.testkit.toy.ToyGame} gives the details.
 *
 * <p>The game is not registered as a service of this module (a tool that has the kit on its class
 * path must not list a toy among its games): a test tree registers
 * {@link io.abstractgames.testkit.toy.ToyGameProvider} in its own
 * {@code META-INF/services/io.abstractgames.core.GameProvider}.
 */
package io.abstractgames.testkit.toy;
