package io.abstractgames.core;

import java.util.Arrays;

/**
 * A reusable, growable list of move codes: the buffer that move generation fills.
 *
 * <p>Owned by its caller and reused from node to node (one per ply in a search), so that move
 * generation allocates nothing once the list has grown to the largest move count seen. Not
 * thread-safe.
 */
public final class MoveList {

    private long[] moves;
    private int size;

    /** Creates an empty list with room for 256 moves. */
    public MoveList() {
        this(256);
    }

    /**
     * Creates an empty list.
     *
     * @param capacity the initial capacity in moves, at least 1
     * @throws IllegalArgumentException if {@code capacity} is below 1
     */
    public MoveList(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity + ", expected at least 1");
        }
        moves = new long[capacity];
    }

    /** Removes every move; keeps the capacity. */
    public void clear() {
        size = 0;
    }

    /**
     * Appends a move, growing the buffer when it is full.
     *
     * @param move the move code
     */
    public void add(long move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, moves.length * 2);
        }
        moves[size++] = move;
    }

    /**
     * The move at an index.
     *
     * @param index 0 to {@code size() - 1}
     * @return the move code
     * @throws ArrayIndexOutOfBoundsException if the index is beyond the buffer
     */
    public long get(int index) {
        assert index < size : "index " + index + " >= size " + size;
        return moves[index];
    }

    /**
     * Replaces the move at an index (for move ordering).
     *
     * @param index 0 to {@code size() - 1}
     * @param move the new code
     */
    public void set(int index, long move) {
        assert index < size : "index " + index + " >= size " + size;
        moves[index] = move;
    }

    /**
     * Exchanges two entries (for move ordering).
     *
     * @param i an index, 0 to {@code size() - 1}
     * @param j an index, 0 to {@code size() - 1}
     */
    public void swap(int i, int j) {
        long t = moves[i];
        moves[i] = moves[j];
        moves[j] = t;
    }

    /**
     * The number of moves in the list.
     *
     * @return the size
     */
    public int size() {
        return size;
    }

    /**
     * Whether the list is empty.
     *
     * @return {@code true} when it holds no move
     */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * Whether the list holds a move code (linear scan).
     *
     * @param move the code to look for
     * @return {@code true} when present
     */
    public boolean contains(long move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * The index of a move code (linear scan).
     *
     * @param move the code to look for
     * @return its first index, or -1
     */
    public int indexOf(long move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A copy of the moves (allocates; for tests and the API edge).
     *
     * @return a new array of length {@code size()}
     */
    public long[] toArray() {
        return Arrays.copyOf(moves, size);
    }
}
