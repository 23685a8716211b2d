package io.abstractgames.ai;

/**
 * Which transposition-table entries may end a search node early (all of them give their move for
 * ordering). Cutoffs happen at any node but the root (a cutoff at a node of the principal
 * variation ends the reported variation there); quiescence nodes neither store nor probe. Max^n
 * uses no table.
 */
public enum TableCutoffs {
    /** Never: the table only orders moves (its move is tried first). */
    NEVER,
    /**
     * Only entries searched to exactly the remaining depth: the root score is then exactly the
     * fixed-depth minimax value (the setting tests compare against plain minimax).
     */
    EXACT_DEPTH,
    /**
     * Entries searched to the remaining depth or deeper (the usual setting; a deeper result may
     * differ from what a fixed-depth search would return, and is better).
     */
    AT_LEAST_DEPTH
}
