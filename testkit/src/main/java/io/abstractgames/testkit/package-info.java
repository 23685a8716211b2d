/**
 * The rule-verification kit: a reader of perft data files and the parameterized test that checks
 * them ({@link io.abstractgames.testkit.PerftFileTest}), the contract properties every engine of
 * the common API satisfies ({@link io.abstractgames.testkit.GameContract}), the contract of a
 * game's board model ({@link io.abstractgames.testkit.BoardModelContract}), random legal
 * positions ({@link io.abstractgames.testkit.RandomPlay}), and a random source with a fixed
 * bounded draw for checking random move choice ({@link io.abstractgames.testkit.FixedDraw}).
 *
 * <p>Used test-scoped by the project's own engines and by anyone who wants to check an engine of
 * these games.
 */
package io.abstractgames.testkit;
