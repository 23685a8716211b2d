package io.abstractgames.ai.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import java.util.Arrays;

/**
 * The scratch of one ply of a search, preallocated in a {@link FrameStack}: the move buffer with
 * the ordering keys and (for best-reply search) the mover and the null moves before each move, the
 * two killer moves, the principal variation from this ply on, and a score vector (max^n).
 *
 * <p>Parallel arrays indexed like {@link #moves}: {@link #keys} (ordering keys, see
 * {@link MoveOrder}), {@link #owners} (the player making the move), {@link #prefix} (how many
 * null moves precede it in a best-reply layer), {@link #index} (its place in generation order).
 */
public final class Frame {

    /** The moves of the node. */
    public final MoveList moves = new MoveList(64);
    /** A second buffer (one opponent's moves while a best-reply layer is merged). */
    public final MoveList scratch = new MoveList(64);
    /** Ordering keys, higher first. */
    public long[] keys = new long[64];
    /** The player making each move. */
    public int[] owners = new int[64];
    /** Null moves to make before each move (best-reply layers). */
    public int[] prefix = new int[64];
    /** Each move's index in generation order (max^n tie-breaks). */
    public int[] index = new int[64];

    /** The first killer move, or {@link Moves#NONE}. */
    public long killer1;
    /** The second killer move, or {@link Moves#NONE}. */
    public long killer2;
    /** The player of {@link #killer1}. */
    public int killerOwner1 = -1;
    /** The player of {@link #killer2}. */
    public int killerOwner2 = -1;

    /** The principal variation from this ply: moves. */
    public final long[] pv;
    /** The principal variation from this ply: the player of each move. */
    public final int[] pvOwners;
    /** The length of the principal variation from this ply. */
    public int pvLength;

    /** A score vector, one entry per player (max^n). */
    public final int[] vector = new int[4];

    /**
     * Creates a frame.
     *
     * @param pvCapacity the longest principal variation from this ply
     */
    public Frame(int pvCapacity) {
        pv = new long[pvCapacity];
        pvOwners = new int[pvCapacity];
    }

    /**
     * Makes room in the parallel arrays, keeping their contents.
     *
     * @param n the number of moves to hold
     */
    public void ensureCapacity(int n) {
        if (keys.length < n) {
            int size = Math.max(n, keys.length * 2);
            keys = Arrays.copyOf(keys, size);
            owners = Arrays.copyOf(owners, size);
            prefix = Arrays.copyOf(prefix, size);
            index = Arrays.copyOf(index, size);
        }
    }

    /**
     * Brings the move with the highest key among {@code from..count-1} to index {@code from}
     * (the first one on ties), swapping every parallel array.
     *
     * @param from the first unsorted index
     * @param count the number of moves
     */
    public void pickBest(int from, int count) {
        int best = from;
        long bestKey = keys[from];
        for (int i = from + 1; i < count; i++) {
            if (keys[i] > bestKey) {
                bestKey = keys[i];
                best = i;
            }
        }
        if (best != from) {
            moves.swap(from, best);
            long k = keys[from];
            keys[from] = keys[best];
            keys[best] = k;
            int o = owners[from];
            owners[from] = owners[best];
            owners[best] = o;
            int p = prefix[from];
            prefix[from] = prefix[best];
            prefix[best] = p;
            int x = index[from];
            index[from] = index[best];
            index[best] = x;
        }
    }

    /**
     * Records a move that caused a cutoff as the first killer, the old first becoming the second.
     *
     * @param move the move
     * @param owner its player
     */
    public void addKiller(long move, int owner) {
        if (move == killer1 && owner == killerOwner1) {
            return;
        }
        killer2 = killer1;
        killerOwner2 = killerOwner1;
        killer1 = move;
        killerOwner1 = owner;
    }

    /** Forgets the killer moves. */
    public void clearKillers() {
        killer1 = Moves.NONE;
        killer2 = Moves.NONE;
        killerOwner1 = -1;
        killerOwner2 = -1;
    }

    /**
     * Sets the principal variation to {@code move} followed by the child's.
     *
     * @param move the move
     * @param owner its player
     * @param child the frame of the next ply
     */
    public void setPv(long move, int owner, Frame child) {
        pv[0] = move;
        pvOwners[0] = owner;
        int n = Math.min(child.pvLength, pv.length - 1);
        System.arraycopy(child.pv, 0, pv, 1, n);
        System.arraycopy(child.pvOwners, 0, pvOwners, 1, n);
        pvLength = n + 1;
    }
}
