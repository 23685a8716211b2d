/**
 * What Bashni ({@code docs/rules/bashni.md}) and Lasca ({@code docs/rules/lasca.md}) share, written
 * once: {@link io.abstractgames.columns.Columns} (a column packed into a {@code long}: taking the
 * top piece, prisoners under the bottom in the order they were taken), {@link
 * io.abstractgames.columns.ColumnText} (the side, stack letters and counters of the position text
 * {@code SIDE COLUMNS [QUIET PLIES]} and the checks on them) and {@link
 * io.abstractgames.columns.DrawLimits} (the 250-ply and 50-quiet-ply draws and the quiet-ply rule).
 * The board geometry, the moves and the square names stay in each game's module.
 */
package io.abstractgames.columns;
