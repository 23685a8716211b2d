package io.abstractgames.core.board;

/**
 * A place on the drawing plane of a {@link Layout}, in board units.
 *
 * <p>The plane is the mathematical one: {@code x} grows to the right and {@code y} grows upwards,
 * so the first seat's home is at the bottom (the smallest {@code y}). A drawing in screen
 * coordinates (SVG, where {@code y} grows downwards) negates {@code y}.
 *
 * @param x the horizontal coordinate, in the layout's units
 * @param y the vertical coordinate, upwards, in the layout's units
 */
public record Location(double x, double y) {

    /**
     * Checks that both coordinates are finite.
     *
     * @param x the horizontal coordinate, in the layout's units
     * @param y the vertical coordinate, upwards, in the layout's units
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public Location {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("location (" + x + ", " + y + ") is not finite");
        }
    }
}
