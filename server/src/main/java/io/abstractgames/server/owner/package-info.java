/**
 * The owner model of the server ({@code docs/server.md}, "Owners"): every game session, room and
 * ladder run has exactly one owner that serialises every change to it, an
 * {@link io.abstractgames.server.owner.OwnerLock}; the locks are taken in one order, their
 * {@link io.abstractgames.server.owner.Rank}s': room, ladder run's loading, game session, ladder
 * run. With assertions on ({@code -ea}, as the tests run) every acquisition is checked against the
 * locks the thread holds, and the first out of order fails at once with an
 * {@link java.lang.AssertionError} naming both locks, whatever the timing.
 */
package io.abstractgames.server.owner;
