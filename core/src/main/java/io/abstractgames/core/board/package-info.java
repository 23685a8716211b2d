/**
 * Boards: the game-independent board model every game provides ({@link
 * io.abstractgames.core.board.BoardModel}: the {@link io.abstractgames.core.board.Layout} of its
 * points, the {@link io.abstractgames.core.board.Contents} of a position and a {@link
 * io.abstractgames.core.board.MoveDescription} of each legal move), for drawing a position and
 * showing what a move does without per-game code; and helpers for 8x8 square boards shared by the
 * square-board games: square names and indices ({@code docs/rules/common.md}, "Square boards"),
 * the rank layout of position text and the 8x8 layout.
 *
 * <p>All types here are immutable values (records copy their lists with {@code List.copyOf}) and
 * thread-safe, except {@link io.abstractgames.core.board.Contents.Builder}.
 */
package io.abstractgames.core.board;
