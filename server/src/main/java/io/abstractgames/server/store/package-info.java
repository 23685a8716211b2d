/**
 * Where games are kept: a {@link io.abstractgames.server.store.GameStore} holds each game as its
 * settings and the events played on it (moves, undos, restarts, resignations), written before the
 * server acknowledges them, so a game can be rebuilt by replaying its record. A game's
 * {@link io.abstractgames.server.store.GameSettings} (game, {@link io.abstractgames.server.store.Mode},
 * level, seat, start) are part of its record and live here: the sessions depend on the store, never
 * the other way.
 */
package io.abstractgames.server.store;
