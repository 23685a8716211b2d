/**
 * The Diamond game engine behind {@link io.abstractgames.diamond.DiamondGame}: the mutable
 * position with make/unmake ({@link io.abstractgames.diamond.internal.DiamondPosition}), its move
 * generator ({@code MoveGenerator}), move text
 * ({@code MoveText}), position text
 * ({@link io.abstractgames.diamond.internal.PositionText}), Zobrist keys
 * ({@code ZobristKeys}) and the service provider that registers
 * {@code diamond} and {@code diamond3}. Not an API: use the types of
 * {@code io.abstractgames.diamond} and {@link io.abstractgames.core}.
 *
 * <p>Representation: 121 points in two {@code long}s per bitboard (points 0..63 in the low word,
 * 64..120 in the high word), one bitboard per player; the men once more in four {@code long}s, one
 * per jump class, {@code JumpClasses} (the points a man can
 * reach by jumps), in which every jump direction is one shift, so that a man's jump destinations
 * are a flood fill; each king's point. The king's long jumps are bit scans of ray bitboards
 * less the men. A point's piece code follows from the bitboards. The rule choices are those of {@code io.abstractgames.diamond} (its package
 * documentation).
 */
package io.abstractgames.diamond.internal;
