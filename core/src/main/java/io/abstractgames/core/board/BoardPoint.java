package io.abstractgames.core.board;

import java.util.Objects;

/**
 * One point of a board: a square of an 8x8 board or a point of the Diamond star.
 *
 * @param index the point index the game's move codes and position use, 0 to the number of points
 *     minus 1 (for 8x8 boards {@code 8 * rank + file}, {@code docs/rules/common.md}, "Square
 *     boards"; for Diamond the reading order of {@code docs/rules/diamond.md}, "Board geometry")
 * @param name the point's absolute name as in position and move text, e.g. {@code "e4"} or
 *     {@code "5.7"}
 * @param location where to draw the point's centre, in the layout's units ({@link Layout})
 */
public record BoardPoint(int index, String name, Location location) {

    /**
     * Checks the fields.
     *
     * @param index the point index the game's move codes and position use, 0 to the number of points
     *     minus 1 (for 8x8 boards {@code 8 * rank + file}, {@code docs/rules/common.md}, "Square
     *     boards"; for Diamond the reading order of {@code docs/rules/diamond.md}, "Board geometry")
     * @param name the point's absolute name as in position and move text, e.g. {@code "e4"} or
     *     {@code "5.7"}
     * @param location where to draw the point's centre, in the layout's units ({@link Layout})
     * @throws IllegalArgumentException if {@code index} is negative or {@code name} is blank
     * @throws NullPointerException if {@code name} or {@code location} is null
     */
    public BoardPoint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(location, "location");
        if (index < 0) {
            throw new IllegalArgumentException("point index " + index + " is negative");
        }
        if (name.isBlank()) {
            throw new IllegalArgumentException("point " + index + " has a blank name");
        }
    }

    /**
     * The horizontal coordinate of the point's centre.
     *
     * @return {@code location().x()}
     */
    public double x() {
        return location.x();
    }

    /**
     * The vertical coordinate of the point's centre, upwards.
     *
     * @return {@code location().y()}
     */
    public double y() {
        return location.y();
    }
}
