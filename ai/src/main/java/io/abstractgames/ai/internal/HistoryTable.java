package io.abstractgames.ai.internal;

import java.util.Arrays;

/**
 * The history heuristic: per player, a counter per move that grows by {@code depth * depth} each
 * time the move, being quiet, causes a cutoff. Moves are arbitrary {@code long} codes, so a
 * counter is found by hashing the code into {@value #SLOTS} slots per player (a collision only
 * blurs the ordering). When a counter passes {@value #LIMIT} all of that player's counters are
 * halved, which also ages old information.
 */
public final class HistoryTable {

    /** Players supported: {@link io.abstractgames.core.Game#MAX_PLAYERS}. */
    public static final int MAX_PLAYERS = io.abstractgames.core.Game.MAX_PLAYERS;
    /** Slots per player (a power of two). */
    public static final int SLOTS = 4096;
    /** The largest counter value. */
    public static final int LIMIT = 1 << 28;

    private static final int SHIFT = 64 - Integer.numberOfTrailingZeros(SLOTS);

    private final int[] table = new int[MAX_PLAYERS * SLOTS];

    /** Zeroes every counter. */
    public void clear() {
        Arrays.fill(table, 0);
    }

    /**
     * A move's counter.
     *
     * @param player the mover, 0 to {@link #MAX_PLAYERS} - 1
     * @param move the move code
     * @return 0 to {@link #LIMIT}
     */
    public int score(int player, long move) {
        return table[index(player, move)];
    }

    /**
     * Rewards a quiet move that caused a cutoff.
     *
     * @param player the mover
     * @param move the move code
     * @param depth the remaining depth of the node, in plies
     */
    public void reward(int player, long move, int depth) {
        int i = index(player, move);
        int v = table[i] + depth * depth;
        table[i] = v;
        if (v >= LIMIT) {
            int base = player * SLOTS;
            for (int k = base; k < base + SLOTS; k++) {
                table[k] >>= 1;
            }
        }
    }

    private static int index(int player, long move) {
        return player * SLOTS + (int) (Noise.mix(move) >>> SHIFT);
    }
}
