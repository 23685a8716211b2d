package io.abstractgames.core.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What stands on each point of a board in one position: for every point a column of pieces, bottom
 * to top. In Bashni a column may hold many pieces (the top one commands it, {@code
 * docs/rules/bashni.md}); in the other games a column is empty or holds one piece.
 *
 * <p>Immutable. Build one with {@link #builder(int)}; games provide them through
 * {@link BoardModel#contents(io.abstractgames.core.Position)}.
 *
 * @param columns one list per point index, bottom to top; empty for an empty point
 */
public record Contents(List<List<Piece>> columns) {

    /**
     * Copies the columns.
     *
     * @param columns one list per point index, bottom to top; empty for an empty point
     * @throws NullPointerException if a column or a piece is null
     */
    public Contents {
        List<List<Piece>> copied = new ArrayList<>(columns.size());
        for (List<Piece> column : columns) {
            copied.add(List.copyOf(column));
        }
        columns = List.copyOf(copied);
    }

    /**
     * A builder of contents with every point empty.
     *
     * @param pointCount the number of points of the board
     * @return a new builder
     * @throws IllegalArgumentException if {@code pointCount} is negative
     */
    public static Builder builder(int pointCount) {
        return new Builder(pointCount);
    }

    /**
     * The number of points.
     *
     * @return the number of columns, one per point
     */
    public int pointCount() {
        return columns.size();
    }

    /**
     * The piece on top of a point: the one that commands a Bashni column, the only one elsewhere.
     *
     * @param point a point index
     * @return the top piece, or empty when the point is empty
     * @throws IndexOutOfBoundsException if {@code point} is out of range
     */
    public Optional<Piece> pieceAt(int point) {
        List<Piece> column = columns.get(point);
        return column.isEmpty() ? Optional.empty() : Optional.of(column.get(column.size() - 1));
    }

    /**
     * The pieces on a point, bottom to top.
     *
     * @param point a point index
     * @return the column, empty when the point is empty
     * @throws IndexOutOfBoundsException if {@code point} is out of range
     */
    public List<Piece> column(int point) {
        return columns.get(point);
    }

    /**
     * The number of pieces on a point.
     *
     * @param point a point index
     * @return 0 for an empty point, 1 or more
     * @throws IndexOutOfBoundsException if {@code point} is out of range
     */
    public int height(int point) {
        return columns.get(point).size();
    }

    /**
     * Whether a point is empty.
     *
     * @param point a point index
     * @return {@code true} when nothing stands on it
     * @throws IndexOutOfBoundsException if {@code point} is out of range
     */
    public boolean isEmpty(int point) {
        return columns.get(point).isEmpty();
    }

    /**
     * The points whose top piece belongs to a seat.
     *
     * @param seat a player number
     * @return the point indices, ascending
     */
    public List<Integer> pointsOf(int seat) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < columns.size(); p++) {
            Optional<Piece> top = pieceAt(p);
            if (top.isPresent() && top.get().seat() == seat) {
                out.add(p);
            }
        }
        return List.copyOf(out);
    }

    /** A mutable builder of {@link Contents}; not thread-safe. */
    public static final class Builder {

        private final List<List<Piece>> columns;

        private Builder(int pointCount) {
            if (pointCount < 0) {
                throw new IllegalArgumentException("point count " + pointCount + " is negative");
            }
            columns = new ArrayList<>(pointCount);
            for (int i = 0; i < pointCount; i++) {
                columns.add(new ArrayList<>(1));
            }
        }

        /**
         * Puts a piece on top of a point's column.
         *
         * @param point a point index
         * @param piece the piece
         * @return this builder
         * @throws IndexOutOfBoundsException if {@code point} is out of range
         * @throws NullPointerException if {@code piece} is null
         */
        public Builder add(int point, Piece piece) {
            columns.get(point).add(Objects.requireNonNull(piece, "piece"));
            return this;
        }

        /**
         * The contents built so far.
         *
         * @return new immutable contents
         */
        public Contents build() {
            return new Contents(columns);
        }
    }
}
