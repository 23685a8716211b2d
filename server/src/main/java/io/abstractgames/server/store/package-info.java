/**
 * Where games are kept: a {@link io.abstractgames.server.store.GameStore} holds each game as its
 * settings and the events played on it (moves, undos, restarts, resignations), written before the
 * server acknowledges them, so a game can be rebuilt by replaying its record.
 */
package io.abstractgames.server.store;
