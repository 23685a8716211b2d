package io.abstractgames.ai.internal;

/**
 * Move-ordering keys: one {@code long} per move, higher searched first.
 *
 * <pre>
 * the transposition-table move     Long.MAX_VALUE
 * any other move                   hint &lt;&lt; 32 | tier
 *   hint  Position.orderingHint(move), clamped to -1,000,000..1,000,000 (dominates)
 *   tier  0x7FFFFFFF first killer, 0x7FFFFFFE second killer, otherwise the history counter
 *         (0..2^28)
 * </pre>
 *
 * So the table move comes first, then the moves the game ranks higher (captures, promotions...),
 * and among moves of equal hint the killers, then by history. Ties keep generation order.
 */
public final class MoveOrder {

    /** The key of the transposition-table move. */
    public static final long TABLE_MOVE = Long.MAX_VALUE;

    private static final int MAX_HINT = 1_000_000;
    private static final long KILLER_1 = 0x7FFF_FFFFL;
    private static final long KILLER_2 = 0x7FFF_FFFEL;

    private MoveOrder() {}

    /**
     * The key of a move that is not the table move.
     *
     * @param hint the game's ordering hint
     * @param killerRank 1 for the first killer, 2 for the second, 0 otherwise
     * @param history the history counter, 0 to 2^28
     * @return the key
     */
    public static long key(int hint, int killerRank, int history) {
        int h = Math.max(-MAX_HINT, Math.min(MAX_HINT, hint));
        long tier = killerRank == 1 ? KILLER_1 : killerRank == 2 ? KILLER_2 : history;
        return ((long) h << 32) | tier;
    }
}
