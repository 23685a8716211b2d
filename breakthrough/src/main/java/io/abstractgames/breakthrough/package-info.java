/**
 * Breakthrough on the 8x8 board, as fixed by {@code docs/rules/breakthrough.md}: the game
 * ({@link io.abstractgames.breakthrough.BreakthroughGame}) and its move codec
 * ({@link io.abstractgames.breakthrough.BreakthroughMoves}).
 *
 * <h2>Rule choices</h2>
 * <ul>
 *   <li>White (player 0, {@code w}) starts on ranks 1-2 and moves first, up the board; Black
 *       (player 1, {@code b}) starts on ranks 7-8 and moves down.
 *   <li>A move takes one own piece one square straight forward onto an empty square, or one square
 *       diagonally forward onto an empty square or onto an enemy piece, which is captured. A piece
 *       never captures straight ahead and never moves onto an own piece. Capturing is never
 *       compulsory. There are no passes.
 *   <li>After a move by a player, that player wins at once when, checked in this order: the moved
 *       piece stands on the far rank (rank 8 for White, rank 1 for Black;
 *       {@link io.abstractgames.core.EndReason#GOAL_REACHED}), the opponent has no piece left
 *       ({@link io.abstractgames.core.EndReason#NO_PIECES}), the opponent has no legal move
 *       ({@link io.abstractgames.core.EndReason#NO_MOVES}). There are no draws. A finished position
 *       has no legal moves.
 *   <li>The third condition never decides a game in practice: a side with pieces, none on its far
 *       rank, always has a move, since its most advanced piece has at least one diagonal target on
 *       the next rank, which holds no own piece. The engine still checks it, as {@code docs/rules/breakthrough.md} orders.
 *   <li>Moves are identified by from- and to-square; text {@code e2-e3} for a move onto an empty
 *       square, {@code e2xf3} for a capture, and parsing insists on the separator that matches the
 *       position.
 *   <li>Position text is the board (ranks 8 to 1, {@code w}, {@code b}, digits for empty runs) and
 *       the side to move. A finished game may be given as text (the side that just moved has a piece
 *       on its far rank, or the side to move has no piece); impossible positions are rejected:
 *       more than 16 pieces of a side, the side to move already on its own far rank, or the side
 *       that just moved without a piece.
 *   <li>The Zobrist key covers the board and the side to move (there are no counters).
 * </ul>
 */
package io.abstractgames.breakthrough;
