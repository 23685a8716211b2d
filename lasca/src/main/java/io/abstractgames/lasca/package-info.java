/**
 * Lasca, Lasker's column draughts on 7x7, as fixed by {@code docs/rules/lasca.md}: {@link
 * io.abstractgames.lasca.LascaGame} (id {@code "lasca"}) and the move codec {@link
 * io.abstractgames.lasca.LascaMoves}.
 *
 * <h2>Rule choices</h2>
 * <ul>
 *   <li>Board: 7x7, only the 25 squares with {@code file + rank} even ({@code a1} and the corners
 *       among them), index {@code 7 * rank + file}. White (player 0, {@code w}) starts with 11
 *       soldiers on ranks 1-3 and moves first, towards rank 7; Black (player 1, {@code b}) with 11
 *       soldiers on ranks 5-7, moving towards rank 1.
 *   <li>A square holds a column; its top piece (the commander) decides the owner, who moves the
 *       whole column, and how it moves (soldier or officer). Pieces never leave the board.
 *   <li>Soldier-topped column: quiet step one square diagonally forward; capture forwards only,
 *       over a diagonally adjacent opponent-topped column onto the empty square just beyond.
 *   <li>Officer-topped column: quiet step one square in any diagonal direction; capture in all
 *       four directions. Officers do not fly.
 *   <li>Taking moves only the top piece of the jumped column to the bottom of the capturing
 *       column; the rest stays and its new top (of either colour and its own rank) leads it.
 *       Prisoners of one move go under each other in order: the first taken ends highest among
 *       them, the last at the very bottom.
 *   <li>Capture is compulsory and continues while the column can capture from where it landed;
 *       any continuation may be chosen (no majority rule). A square is jumped at most once in a
 *       move, even when its column is still opponent-topped. The start square is empty during the
 *       move: a capture may land on it and end there.
 *   <li>Promotion at the end of a move: a soldier-topped column whose top soldier then stands on
 *       its far rank (7 for White, 1 for Black) has it made an officer; a soldier-topped column
 *       reaching the far rank by a jump ends its move there. Rank belongs to the piece: a buried
 *       officer is an officer again when it comes back to the top.
 *   <li>End: the side to move with no move loses ({@link
 *       io.abstractgames.core.EndReason#NO_MOVES}), checked first. Draws: at 250 plies ({@link
 *       io.abstractgames.core.EndReason#MOVE_LIMIT}) or after 50 quiet plies in a row ({@link
 *       io.abstractgames.lasca.LascaGame#QUIET_MOVE_LIMIT}); a ply is quiet when it is not a
 *       capture and the moving column was officer-topped when it began. When both limits hold the
 *       reason is the 250-ply limit. A finished position has no moves.
 *   <li>Move identity: from-square plus the full sequence of landing squares; text {@code c3-d4},
 *       {@code c3:e5:c7}.
 *   <li>Position text {@code SIDE COLUMNS [QUIET PLIES]}, stack letters top to bottom ({@code w b
 *       W B}), canonical with columns in ascending square index and the counters written; every
 *       rejection of {@code docs/rules/lasca.md}, "Position text", is a {@link
 *       io.abstractgames.core.NotationException} naming the field or square.
 *   <li>Zobrist key: every column (all pieces, their colours and ranks, at every height), the side
 *       to move, the quiet-ply counter and the ply counter. A null move changes only the side.
 *   <li>Search hints: captures are noisy; ordering puts captures first by pieces taken, then
 *       promotions.
 * </ul>
 * Taking, the prisoners' order, the counters and the shape of the position text are Bashni's too,
 * and the code for them is shared with it (the {@code io.abstractgames.columns} module).
 */
package io.abstractgames.lasca;
