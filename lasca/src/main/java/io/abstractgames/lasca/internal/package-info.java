/**
 * The Lasca engine behind {@link io.abstractgames.lasca.LascaGame}; not an API.
 *
 * <p>The 7x7 board's squares are indexed {@code 7 * rank + file} ({@link
 * io.abstractgames.lasca.internal.Geometry}), so a bitboard of the 25 used squares fits one
 * {@code long}. Columns are packed into {@code long}s by {@link io.abstractgames.columns.Columns}
 * (the module shared with Bashni); the tops are mirrored in bitboards of occupied, White-topped,
 * Black-topped and officer-topped squares. Move generation fills a caller-owned {@link
 * io.abstractgames.core.MoveList} with codes of {@link io.abstractgames.lasca.LascaMoves},
 * searching captures depth first on the bitboards without changing the board and without
 * allocating. Make/unmake keeps a primitive undo stack of the moving column and every column
 * jumped. The rule choices are those of the public package {@link io.abstractgames.lasca}; the game
 * is registered by {@link io.abstractgames.lasca.internal.LascaGameProvider}.
 */
package io.abstractgames.lasca.internal;
