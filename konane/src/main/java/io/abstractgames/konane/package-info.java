/**
 * Kōnane (Hawaiian checkers) on an 8x8 board ({@code docs/rules/konane.md}): {@link
 * io.abstractgames.konane.KonaneGame} and the move codec {@link io.abstractgames.konane.KonaneMoves}.
 *
 * <h2>Rule choices</h2>
 * <ul>
 *   <li>The board starts full: Black (player 0, {@code b}) on the dark squares ({@code a1} is
 *       dark), White (player 1, {@code w}) on the light squares. Stones never change square colour.
 *   <li>The two opening removals are ordinary moves, one turn each, counted by perft: Black removes
 *       its stone from {@code a1}, {@code d4}, {@code e5} or {@code h8}; White then removes one of
 *       its stones orthogonally next to the emptied square (2 after a corner, 4 after a centre
 *       square). From the start perft(1) = 4, perft(2) = 12, perft(3) = 28.
 *   <li>Then Black jumps first and the players alternate. A jump moves an own stone orthogonally
 *       over an adjacent enemy stone onto the empty square beyond, removing the enemy stone; the
 *       same stone may go on in the same direction only, over further single enemy stones onto
 *       empty squares, and may stop after any jump. Each stop is a distinct move, identified by
 *       from- and to-square. No diagonal jumps, no turns, no jumping over two adjacent stones or an
 *       own stone.
 *   <li>Jumping is compulsory (there is no pass); which jump is free.
 *   <li>A player with no legal move at the start of its turn loses
 *       ({@link io.abstractgames.core.EndReason#NO_MOVES}). There are no draws: every jump removes
 *       a stone. A finished position has no moves.
 *   <li>The phase follows from the board: 64 stones Black's removal, 63 White's removal, fewer the
 *       jumping phase. Position text that does not fit this is rejected (see
 *       {@link io.abstractgames.konane.KonaneGame#parsePosition(String)}).
 * </ul>
 *
 * <h2>Search hints</h2>
 * The Zobrist key covers the stones and the side to move (there are no counters). A null move
 * only passes the turn; in the removal phase it leaves the side to move without a legal move (the
 * removal belongs to the other side), so the position counts as over: searchers should not try
 * null moves there, and Kōnane is a game of zugzwang anyway. {@code isNoisy} is always
 * {@code false} (every move captures, there is no quiescence); {@code orderingHint} is 100 per
 * stone jumped, so longer jumps come first.
 */
package io.abstractgames.konane;
