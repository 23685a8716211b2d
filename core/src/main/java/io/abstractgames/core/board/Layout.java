package io.abstractgames.core.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The geometry of a game's board, for drawing it: its points with their names and places, which
 * points neighbour each other, the lines between points, the regions a drawing marks, and for every
 * seat the view that puts that seat's home at the bottom.
 *
 * <h2>Units and orientation</h2>
 * Locations ({@link BoardPoint#location()}) are in board units with {@code y} upwards, in the
 * frame of seat 0 (player 0's home at the bottom):
 * <ul>
 *   <li>{@link Shape#SQUARE_GRID}: one unit per square; square ({@code file}, {@code rank}), both
 *       from 0, is centred on {@code (file, rank)}, so {@code a1} is at {@code (0, 0)} and
 *       {@code h8} at {@code (7, 7)}.
 *   <li>{@link Shape#STAR}: one unit between neighbouring points; the centre of the star is at
 *       {@code (0, 0)}, a row of the star is a line of constant {@code y}, rows
 *       {@code sqrt(3) / 2} apart, and player 0's start camp is at the bottom.
 * </ul>
 *
 * <h2>Seat views</h2>
 * {@link #seatView(int)} is the rotation or reflection of the plane that puts that seat's home at
 * the bottom; {@link #locate(int, int)} applies it. Seat 0's view is the identity.
 *
 * @param shape the kind of board, which says how a text drawing lays it out
 * @param points the points in index order: {@code points.get(i).index() == i}
 * @param neighbours for each point, the indices of the points one step away (every direction a
 *     piece may step on this board: the 8 surrounding squares of a square grid, the 6 neighbours on
 *     the star), ascending; the relation is symmetric
 * @param lines the segments a drawing shows between points (the star's lines); empty for square
 *     grids, whose squares are drawn instead
 * @param regions the regions a drawing marks, in a fixed order
 * @param seatViews one transform per seat, index = player number
 * @param fileLabels for a square grid, the names of the files from left to right in seat 0's view
 *     ({@code "a"} to {@code "h"}); empty for the star
 * @param rankLabels for a square grid, the names of the ranks from the bottom in seat 0's view
 *     ({@code "1"} to {@code "8"}); empty for the star
 */
public record Layout(
        Shape shape,
        List<BoardPoint> points,
        List<List<Integer>> neighbours,
        List<Line> lines,
        List<Region> regions,
        List<Transform> seatViews,
        List<String> fileLabels,
        List<String> rankLabels) {

    /** The kinds of board a layout describes. */
    public enum Shape {
        /** A grid of squares (the 8x8 games, Lasca's 7x7). */
        SQUARE_GRID,
        /** The 121-point star of the Diamond game, drawn in rows of points. */
        STAR
    }

    /**
     * Checks and copies the fields.
     *
     * @param shape the kind of board, which says how a text drawing lays it out
     * @param points the points in index order: {@code points.get(i).index() == i}
     * @param neighbours for each point, the indices of the points one step away (every direction a
     *     piece may step on this board: the 8 surrounding squares of a square grid, the 6 neighbours on
     *     the star), ascending; the relation is symmetric
     * @param lines the segments a drawing shows between points (the star's lines); empty for square
     *     grids, whose squares are drawn instead
     * @param regions the regions a drawing marks, in a fixed order
     * @param seatViews one transform per seat, index = player number
     * @param fileLabels for a square grid, the names of the files from left to right in seat 0's view
     *     ({@code "a"} to {@code "h"} on the 8x8 boards, to {@code "g"} on Lasca's 7x7); empty for the star
     * @param rankLabels for a square grid, the names of the ranks from the bottom in seat 0's view
     *     ({@code "1"} to {@code "8"}, or {@code "7"} on Lasca's board); empty for the star
     * @throws IllegalArgumentException if a point's index is not its position in the list, the
     *     neighbour lists do not match the points or are not symmetric, a line or region names a
     *     point that does not exist, there is no seat view, or a square grid's labels do not match
     *     its extent
     * @throws NullPointerException if a field or an element is null
     */
    public Layout {
        Objects.requireNonNull(shape, "shape");
        points = List.copyOf(points);
        List<List<Integer>> copied = new ArrayList<>(neighbours.size());
        for (List<Integer> list : neighbours) {
            copied.add(List.copyOf(list));
        }
        neighbours = List.copyOf(copied);
        lines = List.copyOf(lines);
        regions = List.copyOf(regions);
        seatViews = List.copyOf(seatViews);
        fileLabels = List.copyOf(fileLabels);
        rankLabels = List.copyOf(rankLabels);
        int n = points.size();
        for (int i = 0; i < n; i++) {
            if (points.get(i).index() != i) {
                throw new IllegalArgumentException("point at position " + i + " has index " + points.get(i).index());
            }
        }
        if (neighbours.size() != n) {
            throw new IllegalArgumentException(neighbours.size() + " neighbour lists for " + n + " points");
        }
        for (int i = 0; i < n; i++) {
            for (int j : neighbours.get(i)) {
                if (j < 0 || j >= n || j == i || !neighbours.get(j).contains(i)) {
                    throw new IllegalArgumentException("point " + points.get(i).name() + ": neighbour " + j
                            + " is out of range, itself, or does not have it as a neighbour");
                }
            }
        }
        for (Line line : lines) {
            if (line.to() >= n) {
                throw new IllegalArgumentException("line " + line + " names a point beyond " + (n - 1));
            }
        }
        for (Region region : regions) {
            for (int p : region.points()) {
                if (p >= n) {
                    throw new IllegalArgumentException("region " + region.name() + " names point " + p + " beyond " + (n - 1));
                }
            }
        }
        if (seatViews.isEmpty()) {
            throw new IllegalArgumentException("no seat view");
        }
        if (shape == Shape.SQUARE_GRID) {
            int files = 0;
            int ranks = 0;
            for (BoardPoint p : points) {
                files = Math.max(files, (int) Math.round(p.x()) + 1);
                ranks = Math.max(ranks, (int) Math.round(p.y()) + 1);
            }
            if (fileLabels.size() != files || rankLabels.size() != ranks) {
                throw new IllegalArgumentException(fileLabels.size() + " file labels and " + rankLabels.size()
                        + " rank labels for a grid of " + files + " by " + ranks);
            }
        }
    }

    /**
     * The number of points.
     *
     * @return 64 for the 8x8 games, 121 for Diamond
     */
    public int pointCount() {
        return points.size();
    }

    /**
     * One point.
     *
     * @param index a point index, 0 to {@code pointCount() - 1}
     * @return the point
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public BoardPoint point(int index) {
        return points.get(index);
    }

    /**
     * The absolute name of a point.
     *
     * @param index a point index
     * @return e.g. {@code "e4"} or {@code "5.7"}
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public String name(int index) {
        return points.get(index).name();
    }

    /**
     * The point an absolute name denotes.
     *
     * @param name a point name as in position and move text
     * @return the point index, or -1 when no point has that name
     */
    public int indexOf(String name) {
        for (BoardPoint p : points) {
            if (p.name().equals(name)) {
                return p.index();
            }
        }
        return -1;
    }

    /**
     * The neighbours of a point.
     *
     * @param index a point index
     * @return the indices one step away, ascending
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public List<Integer> neighbours(int index) {
        return neighbours.get(index);
    }

    /**
     * The regions of one kind.
     *
     * @param kind the kind
     * @return those of {@link #regions()} of that kind, in their order; empty when there is none
     */
    public List<Region> regions(Region.Kind kind) {
        List<Region> out = new ArrayList<>();
        for (Region r : regions) {
            if (r.kind() == kind) {
                out.add(r);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The region of a kind and name.
     *
     * @param kind the kind
     * @param name the name, e.g. {@code "S"}
     * @return the region, or empty when there is none
     */
    public Optional<Region> region(Region.Kind kind, String name) {
        for (Region r : regions) {
            if (r.kind() == kind && r.name().equals(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The number of seats this layout has a view for.
     *
     * @return the game's number of players
     */
    public int seatCount() {
        return seatViews.size();
    }

    /**
     * The view of a seat: the transform of the plane that puts that seat's home at the bottom.
     *
     * @param seat a player number, 0 to {@code seatCount() - 1}
     * @return the transform; the identity for seat 0
     * @throws IllegalArgumentException if {@code seat} is out of range
     */
    public Transform seatView(int seat) {
        if (seat < 0 || seat >= seatViews.size()) {
            throw new IllegalArgumentException("seat " + seat + " out of range 0.." + (seatViews.size() - 1));
        }
        return seatViews.get(seat);
    }

    /**
     * Where a point is drawn in a seat's view.
     *
     * @param index a point index
     * @param seat the viewer's seat
     * @return {@code seatView(seat).apply(point(index).location())}
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     * @throws IllegalArgumentException if {@code seat} is out of range
     */
    public Location locate(int index, int seat) {
        return seatView(seat).apply(points.get(index).location());
    }
}
