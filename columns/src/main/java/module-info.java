/**
 * The rules that the column draughts games share (Bashni, {@code docs/rules/bashni.md}; Lasca,
 * {@code docs/rules/lasca.md}): a column packed into a {@code long} with the taking of the top
 * piece and the order of the prisoners, the stack letters, counters and checks of their position
 * text, and the two draw limits with the quiet-ply rule. The games use it inside their engines;
 * none of their exported signatures names it.
 */
module io.abstractgames.columns {
    requires transitive io.abstractgames.core;

    exports io.abstractgames.columns;
}
