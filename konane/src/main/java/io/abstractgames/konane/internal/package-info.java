/**
 * The Kōnane engine behind {@link io.abstractgames.konane.KonaneGame}: the bitboard position with
 * make/unmake and an incremental Zobrist key, jump generation by shifts per direction, the opening
 * removals, position and move text, and the {@link io.abstractgames.core.GameProvider}.
 *
 * <p>The rule choices are those of {@link io.abstractgames.konane}. Not part of the public API.
 */
package io.abstractgames.konane.internal;
