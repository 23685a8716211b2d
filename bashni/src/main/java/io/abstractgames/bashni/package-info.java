/**
 * Bashni (column draughts), as fixed by {@code docs/rules/bashni.md}: {@link io.abstractgames.bashni.BashniGame}
 * (id {@code "bashni"}), the move codec {@link io.abstractgames.bashni.BashniMoves} and the
 * {@link io.abstractgames.bashni.ChallengeLadder}.
 *
 * <h2>Rule choices</h2>
 * <ul>
 *   <li>Board: 8x8, only the 32 dark squares ({@code a1} dark). White (player 0, {@code w}) starts
 *       with 12 men on ranks 1-3 and moves first, towards rank 8; Black (player 1, {@code b}) with
 *       12 men on ranks 6-8, moving towards rank 1.
 *   <li>A square holds a column; its top piece decides the owner (who moves the whole column) and
 *       how it moves (man or king). Pieces never leave the board.
 *   <li>Man-topped column: quiet move one square diagonally forward onto an empty square; capture in
 *       all four diagonal directions over an adjacent opponent-topped column onto the empty square
 *       just beyond.
 *   <li>King-topped column (flying king): quiet move any distance along a diagonal over empty
 *       squares; capture along a diagonal over empty squares to the first occupied square, which
 *       must be opponent-topped, landing on any empty square beyond it up to the next occupied
 *       square, jumped square or edge.
 *   <li>Taking moves only the top piece of the jumped column to the bottom of the capturing column;
 *       the rest stays and its new top (of either colour) leads it. Prisoners of one move go under
 *       each other in order: the first taken ends highest among them, the last at the very bottom.
 *   <li>Capture is compulsory and continues while the column can capture from where it landed;
 *       any continuation may be chosen (no majority rule).
 *   <li>Within a move a square is jumped at most once, and a jumped square may be neither passed
 *       over nor landed on again, even when taking left it empty. The start square is empty during
 *       the move: it may be crossed and landed on, and a capture may end on it.
 *   <li>King landing rule: after each capture a king must land on a square from which it can
 *       capture again (with the squares jumped so far blocked), when one exists; otherwise on any
 *       landing square. Each allowed landing square gives a different move.
 *   <li>Promotion: a man-topped column whose top man lands on the far rank (8 for White, 1 for
 *       Black) crowns that piece, also in the middle of a capture, which then goes on with the
 *       king's moves. Rank belongs to the piece: a buried king is a king again when it comes back
 *       to the top.
 *   <li>End: the side to move with no legal move loses ({@link io.abstractgames.core.EndReason#NO_MOVES}).
 *       Draws: after 250 plies ({@link io.abstractgames.core.EndReason#MOVE_LIMIT}) or after 50 plies
 *       in a row without a capture and without a move of a man-topped column
 *       ({@link io.abstractgames.bashni.BashniGame#QUIET_MOVE_LIMIT}; a column is judged man-topped at
 *       the start of its move, so a crowning move counts as a man move). A ply that leaves the
 *       opponent without a legal move wins even when it reaches a limit; when both limits are
 *       reached by the same ply the reason is the 250-ply limit. A finished position has no moves.
 *   <li>Move identity: from-square plus the full sequence of landing squares. A landing sequence
 *       fixes the jumped squares (two landings of a leg share one diagonal, with exactly one
 *       occupied square between them), so no two capture orders give the same move, and a move
 *       list never holds a move twice. Text: {@code c3-d4}, {@code c3:e5:c7}.
 *   <li>Position text {@code SIDE COLUMNS [QUIET PLIES]}, stack letters top to bottom
 *       ({@code w b W B}), canonical with columns in ascending square index and the counters
 *       written; {@code -} for an empty board (which is then rejected: the side that just moved
 *       owns no column). Rejected with a message: a light square, a square named twice, an unknown
 *       letter, more than 12 pieces of a colour (prisoners included), a man on top of a column on
 *       its own promotion rank, counters out of range ({@code 0 <= QUIET <= 50},
 *       {@code QUIET <= PLIES <= 250}), the side that just moved owning no column. The side to move
 *       is not checked against the counters.
 *   <li>Zobrist key: every column (all pieces, their colours and ranks, at every height), the side
 *       to move, the quiet-ply counter and the ply counter, since both counters decide whether the
 *       game is over. A null move changes only the side to move.
 *   <li>Search hints: captures are noisy; ordering puts captures first by pieces taken, then
 *       promotions.
 * </ul>
 */
package io.abstractgames.bashni;
