package io.abstractgames.ai;

import io.abstractgames.core.Moves;
import java.util.Arrays;

/**
 * A transposition table: search results keyed by Zobrist key, in one primitive {@code long[]}.
 *
 * <h2>Layout</h2>
 * The table is an array of buckets; a bucket is two entries, an entry three {@code long}s (24
 * bytes, so a bucket is 48 bytes):
 *
 * <pre>
 * word 0  the full 64-bit key XOR word 1 XOR word 2 (verifies the entry; no key bits are dropped)
 * word 1  the best or refuting move code ({@link Moves#NONE} when unknown)
 * word 2  bits  0-31  score (int; decided scores stored as distances from the node, see
 *                     {@link Scores#toTable(int, int)})
 *         bits 32-47  depth in plies (0..65535)
 *         bits 48-49  bound: 0 empty, {@link #UPPER}, {@link #LOWER}, {@link #EXACT}
 *         bits 50-53  aux (0..15: the player who makes the move, for best-reply search)
 *         bit  54     complete: no line of the subtree was cut by the depth horizon, so the
 *                     score (or bound) is the game-theoretic value
 *         bits 56-63  generation (the search that stored the entry, modulo 256)
 * </pre>
 *
 * A key's bucket is its high 32 bits scaled to the number of buckets
 * ({@code (key >>> 32) * buckets >>> 32}), so the number of buckets need not be a power of two and
 * every MiB of the requested size is used.
 *
 * <h2>Replacement</h2>
 * Slot 0 of a bucket is depth-preferred, slot 1 always-replace. A new entry goes to slot 0 when
 * slot 0 holds the same key, is empty, is from an earlier search ({@link #newSearch()}), or is not
 * deeper than the new entry; a different key displaced from slot 0 in the same search moves to
 * slot 1. Otherwise the new entry goes to slot 1. A key is never in both slots. Storing without a
 * move keeps the move already stored for the same key.
 *
 * <h2>Sharing between threads (Lazy SMP)</h2>
 * {@link #share()} gives another view of the same entries for another thread; each view keeps its
 * own copy of the entry it last probed, so a view is used by one thread only. The table takes no
 * lock: threads may write the same entry at once and leave its three words from different
 * writers (a torn entry). Word 0 holds the key XORed with the two data words, so a probe reads the
 * three words once, accepts the entry only when {@code word0 ^ word1 ^ word2} is the probed key,
 * and then answers from the words it read; a torn entry fails the check and is treated as absent
 * (it passes only by a coincidence of random Zobrist key bits, about as unlikely as two positions
 * sharing a key).
 * On one thread the check always passes for the key stored, so a single-threaded search sees
 * exactly the entries it would see with the key stored plainly.
 *
 * <p>The table does no allocation after construction. Each searcher owns its table (no statics),
 * so two searchers never interfere unless one shares the other's on purpose.
 */
final class TranspositionTable {

    /** Bound type: the score is an upper bound (the search failed low). */
    public static final int UPPER = 1;
    /** Bound type: the score is a lower bound (the search failed high). */
    public static final int LOWER = 2;
    /** Bound type: the score is exact. */
    public static final int EXACT = 3;

    /** The largest table, in MiB. */
    public static final int MAX_SIZE_MIB = 4096;

    /** Bytes per bucket: two entries of three {@code long}s. */
    public static final int BUCKET_BYTES = 48;

    private static final int WORDS_PER_ENTRY = 3;
    private static final int MAX_AUX = 15;

    private final long[] table;
    private final long buckets;
    private final int sizeMiB;
    private int generation;
    /** The entry of the last successful probe, or -1, with the two data words read then. */
    private int probed = -1;
    private long probedMove;
    private long probedData;

    /**
     * Creates an empty table.
     *
     * @param sizeMiB the size in MiB, 1 to {@link #MAX_SIZE_MIB}
     * @throws IllegalArgumentException if {@code sizeMiB} is out of range
     */
    public TranspositionTable(int sizeMiB) {
        checkSize(sizeMiB, false);
        this.sizeMiB = sizeMiB;
        this.buckets = ((long) sizeMiB << 20) / BUCKET_BYTES;
        this.table = new long[Math.toIntExact(buckets * 2 * WORDS_PER_ENTRY)];
    }

    private TranspositionTable(TranspositionTable shared) {
        this.sizeMiB = shared.sizeMiB;
        this.buckets = shared.buckets;
        this.table = shared.table;
        this.generation = shared.generation;
    }

    /**
     * Another view of the same entries, for another thread (see "Sharing between threads"). The
     * view starts at this view's generation; each view counts its own {@link #newSearch()}.
     *
     * @return a view sharing this table's entries
     */
    public TranspositionTable share() {
        return new TranspositionTable(this);
    }

    /**
     * Takes another view's generation, so that this view's next {@link #newSearch()} gives the
     * generation the other view's next {@code newSearch()} gives.
     *
     * @param other a view of the same table
     */
    void followGeneration(TranspositionTable other) {
        this.generation = other.generation;
    }

    /**
     * Writes one word of an entry as a racing writer would, leaving the entry torn unless the
     * other words agree (for the tests of the XOR check).
     *
     * @param entry the entry index
     * @param word 0 (check), 1 (move) or 2 (data)
     * @param value the word's new value
     */
    void writeWord(int entry, int word, long value) {
        table[entry * WORDS_PER_ENTRY + word] = value;
        probed = -1;
    }

    static void checkSize(int mib, boolean allowZero) {
        if (mib < (allowZero ? 0 : 1) || mib > MAX_SIZE_MIB) {
            throw new IllegalArgumentException("table size " + mib + " MiB out of range " + (allowZero ? 0 : 1)
                    + ".." + MAX_SIZE_MIB);
        }
    }

    /**
     * The requested size.
     *
     * @return the size in MiB
     */
    public int sizeMiB() {
        return sizeMiB;
    }

    /**
     * The number of entries (two per bucket).
     *
     * @return the capacity in entries
     */
    public long capacity() {
        return buckets * 2;
    }

    /** Empties the table and resets the generation. */
    public void clear() {
        Arrays.fill(table, 0L);
        generation = 0;
        probed = -1;
    }

    /**
     * Starts a new search: entries stored before become replaceable by any new entry.
     */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    /**
     * The bucket a key maps to.
     *
     * @param key a Zobrist key
     * @return the bucket index, 0 to {@code capacity() / 2 - 1}
     */
    public int bucket(long key) {
        return (int) (((key >>> 32) * buckets) >>> 32);
    }

    /**
     * Looks a key up.
     *
     * @param key the position's key
     * @return the entry index to pass to {@link #move(int)}, {@link #score(int, int)},
     *     {@link #depth(int)}, {@link #bound(int)} and {@link #aux(int)}, or -1 when absent
     */
    public int probe(long key) {
        int e = bucket(key) * 2;
        if (verify(e, key) || verify(++e, key)) {
            return e;
        }
        return -1;
    }

    /**
     * Reads an entry's words once and keeps them as the last probe when the entry holds
     * {@code key} and is not empty.
     */
    private boolean verify(int entry, long key) {
        int w = entry * WORDS_PER_ENTRY;
        long check = table[w];
        long move = table[w + 1];
        long data = table[w + 2];
        if ((check ^ move ^ data) != key || ((data >>> 48) & 3) == 0) {
            return false;
        }
        probed = entry;
        probedMove = move;
        probedData = data;
        return true;
    }

    /**
     * The move of an entry.
     *
     * @param entry an index from {@link #probe(long)}
     * @return the move code, or {@link Moves#NONE}
     */
    public long move(int entry) {
        return entry == probed ? probedMove : table[entry * WORDS_PER_ENTRY + 1];
    }

    /**
     * The score of an entry for a node at {@code ply}: decided scores are turned back into
     * distances from the root ({@link Scores#fromTable(int, int)}).
     *
     * @param entry an index from {@link #probe(long)}
     * @param ply the probing node's distance from the root in plies
     * @return the score
     */
    public int score(int entry, int ply) {
        return Scores.fromTable((int) data(entry), ply);
    }

    /**
     * The depth an entry was searched to.
     *
     * @param entry an index from {@link #probe(long)}
     * @return the depth in plies
     */
    public int depth(int entry) {
        return (int) (data(entry) >>> 32) & 0xFFFF;
    }

    /**
     * The bound type of an entry.
     *
     * @param entry an index from {@link #probe(long)}
     * @return {@link #UPPER}, {@link #LOWER}, {@link #EXACT}, or 0 for an empty entry
     */
    public int bound(int entry) {
        return (int) (data(entry) >>> 48) & 3;
    }

    /**
     * The auxiliary field of an entry (the mover, in best-reply search).
     *
     * @param entry an index from {@link #probe(long)}
     * @return 0 to 15
     */
    public int aux(int entry) {
        return (int) (data(entry) >>> 50) & MAX_AUX;
    }

    /**
     * Whether an entry's subtree was searched to the end of the game on every line that
     * mattered (no leaf at the depth horizon), so that its score or bound holds at any depth.
     *
     * @param entry an index from {@link #probe(long)}
     * @return {@code true} for a complete entry
     */
    public boolean isComplete(int entry) {
        return ((data(entry) >>> 54) & 1) != 0;
    }

    /**
     * The generation an entry was stored in.
     *
     * @param entry an index from {@link #probe(long)}
     * @return 0 to 255
     */
    public int generation(int entry) {
        return (int) (data(entry) >>> 56) & 0xFF;
    }

    /**
     * Stores a search result (see the class documentation for the replacement scheme).
     *
     * @param key the position's key
     * @param move the best or refuting move, or {@link Moves#NONE}
     * @param score the score, decided scores counted from the root
     * @param ply the node's distance from the root in plies, for decided scores
     * @param depth the depth searched in plies, 0 to 65535
     * @param bound {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
     * @param aux 0 to 15
     * @param complete whether no line of the subtree reached the depth horizon
     */
    public void store(long key, long move, int score, int ply, int depth, int bound, int aux, boolean complete) {
        assert bound >= UPPER && bound <= EXACT : "bound " + bound;
        assert depth >= 0 && depth <= 0xFFFF : "depth " + depth;
        assert aux >= 0 && aux <= MAX_AUX : "aux " + aux;
        probed = -1;
        int e0 = bucket(key) * 2;
        int e1 = e0 + 1;
        int found = verify(e0, key) ? e0 : verify(e1, key) ? e1 : -1;
        if (move == Moves.NONE && found >= 0) {
            move = probedMove;
        }
        probed = -1;
        int target;
        if (found == e0) {
            target = e0;
        } else if (bound(e0) == 0 || generation(e0) != generation || depth(e0) <= depth) {
            if (found == e1) {
                table[e1 * WORDS_PER_ENTRY + 2] = 0L;
            }
            if (bound(e0) != 0 && generation(e0) == generation) {
                System.arraycopy(table, e0 * WORDS_PER_ENTRY, table, e1 * WORDS_PER_ENTRY, WORDS_PER_ENTRY);
            }
            target = e0;
        } else {
            target = e1;
        }
        long data = (Scores.toTable(score, ply) & 0xFFFFFFFFL)
                | ((long) depth << 32)
                | ((long) bound << 48)
                | ((long) aux << 50)
                | (complete ? 1L << 54 : 0L)
                | ((long) generation << 56);
        int w = target * WORDS_PER_ENTRY;
        table[w] = key ^ move ^ data;
        table[w + 1] = move;
        table[w + 2] = data;
    }

    /**
     * How full the table is with entries of the current search, sampled over the first 1,000
     * entries (as chess engines report "hashfull").
     *
     * @return per mille, 0 to 1000
     */
    public int hashfull() {
        int sample = (int) Math.min(1000, capacity());
        int used = 0;
        for (int e = 0; e < sample; e++) {
            if (bound(e) != 0 && generation(e) == generation) {
                used++;
            }
        }
        return sample == 0 ? 0 : used * 1000 / sample;
    }

    private long data(int entry) {
        return entry == probed ? probedData : table[entry * WORDS_PER_ENTRY + 2];
    }
}
