/**
 * The common API of every game: {@link io.abstractgames.core.Game} (identity, players, parsing),
 * {@link io.abstractgames.core.Position} (a mutable position with move generation into a reusable
 * {@link io.abstractgames.core.MoveList}, make/unmake, Zobrist key, outcome, text),
 * primitive move codes ({@link io.abstractgames.core.Moves}), {@link io.abstractgames.core.Perft}
 * and divide, and the one exception for bad input, {@link io.abstractgames.core.NotationException}.
 *
 * <p>The hot path is primitive: a move is a {@code long}, move lists are caller-owned buffers and
 * positions make and unmake moves in place. Immutable values ({@link io.abstractgames.core.Move},
 * {@link io.abstractgames.core.Outcome}) and lists live at the API edge. This package does no I/O,
 * starts no threads and holds no global mutable state. Conventions: {@code docs/rules/common.md}.
 */
package io.abstractgames.core;
