package io.abstractgames.core.board;

import java.util.List;
import java.util.Objects;

/**
 * A set of points a drawing marks: the dark squares, a Diamond camp, the central hexagon and its
 * boundary, a camp's apex.
 *
 * @param kind what the region is
 * @param name its name, e.g. {@code "dark"}, {@code "S"}, {@code "hexagon"}; a camp and its apex
 *     share the camp's name ({@code docs/rules/diamond.md}, "Board geometry")
 * @param seat the player the region belongs to (whose start or target camp it is), or
 *     {@link #NO_SEAT} when it belongs to none
 * @param points the point indices, ascending, without repeats
 */
public record Region(Kind kind, String name, int seat, List<Integer> points) {

    /** The {@link #seat()} of a region that belongs to no player. */
    public static final int NO_SEAT = -1;

    /** The kinds of region. */
    public enum Kind {
        /** The dark squares of a square board, where draughts pieces stand ({@code a1} is dark). */
        DARK_SQUARES,
        /** A camp where a player's pieces start. */
        START_CAMP,
        /** A camp a player's pieces aim for. */
        TARGET_CAMP,
        /** A camp of no player in this game (Green's camps with two players): forbidden ground. */
        CAMP,
        /** The central hexagon of the star (61 points). */
        HEXAGON,
        /** The boundary of the central hexagon (24 points), open to every colour. */
        HEXAGON_BOUNDARY,
        /** The apex of a camp (one point, written ◎ on the board), where a king aims. */
        APEX
    }

    /**
     * Checks and copies the fields.
     *
     * @param kind what the region is
     * @param name its name, e.g. {@code "dark"}, {@code "S"}, {@code "hexagon"}; a camp and its apex
     *     share the camp's name ({@code docs/rules/diamond.md}, "Board geometry")
     * @param seat the player the region belongs to (whose start or target camp it is), or
     *     {@link #NO_SEAT} when it belongs to none
     * @param points the point indices, ascending, without repeats
     * @throws IllegalArgumentException if the name is blank, the seat is below {@link #NO_SEAT},
     *     or the points are not ascending and non-negative
     * @throws NullPointerException if a field or a point is null
     */
    public Region {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        points = List.copyOf(points);
        if (name.isBlank()) {
            throw new IllegalArgumentException("region of kind " + kind + " has a blank name");
        }
        if (seat < NO_SEAT) {
            throw new IllegalArgumentException("region " + name + ": seat " + seat + " is below -1");
        }
        int last = -1;
        for (int p : points) {
            if (p <= last) {
                throw new IllegalArgumentException("region " + name + ": points not ascending at " + p);
            }
            last = p;
        }
    }

    /**
     * Whether the region holds a point.
     *
     * @param point a point index
     * @return {@code true} when {@code point} is one of {@link #points()}
     */
    public boolean contains(int point) {
        return java.util.Collections.binarySearch(points, point) >= 0;
    }
}
