/**
 * The Bashni engine behind {@link io.abstractgames.bashni.BashniGame}; not an API.
 *
 * <p>Columns are packed into {@code long}s by {@link io.abstractgames.columns.Columns} (height, then two bits per piece: colour and rank, the
 * top piece in the lowest bits); the tops are mirrored in bitboards of occupied, White-topped,
 * Black-topped and king-topped squares (square index {@code 8 * rank + file}). Move generation
 * fills a caller-owned {@link io.abstractgames.core.MoveList} with codes of
 * {@link io.abstractgames.bashni.BashniMoves}, searching captures depth first on the bitboards
 * without changing the board and without allocating. Make/unmake keeps a primitive undo stack of
 * the moving column and of every column jumped. The rule choices are those of the public package
 * {@link io.abstractgames.bashni}; the game is registered by
 * {@link io.abstractgames.bashni.internal.BashniGameProvider}.
 */
package io.abstractgames.bashni.internal;
