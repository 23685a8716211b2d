package io.abstractgames.core.board;

/**
 * A line segment a drawing shows between two neighbouring points (the lines of the Diamond star).
 *
 * @param from the point index with the smaller index
 * @param to the other point index, greater than {@code from}
 */
public record Line(int from, int to) {

    /**
     * Checks the order of the ends.
     *
     * @param from the point index with the smaller index
     * @param to the other point index, greater than {@code from}
     * @throws IllegalArgumentException if {@code from} is negative or not below {@code to}
     */
    public Line {
        if (from < 0 || from >= to) {
            throw new IllegalArgumentException("line " + from + "-" + to + ": expected 0 <= from < to");
        }
    }
}
