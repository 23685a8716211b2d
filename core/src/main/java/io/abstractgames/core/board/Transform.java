package io.abstractgames.core.board;

/**
 * An affine map of the drawing plane: {@code x' = a x + c y + e}, {@code y' = b x + d y + f}.
 *
 * <p>The six numbers are in the order of SVG's {@code matrix(a b c d e f)}; note that SVG's
 * {@code y} axis points down while a {@link Layout}'s points up. A layout gives one transform per
 * seat ({@link Layout#seatView(int)}): the rotation or reflection that puts that seat's home at the
 * bottom of the drawing. Transforms are values; {@link #then(Transform)} composes them.
 *
 * @param a the factor of {@code x} in {@code x'}
 * @param b the factor of {@code x} in {@code y'}
 * @param c the factor of {@code y} in {@code x'}
 * @param d the factor of {@code y} in {@code y'}
 * @param e the constant of {@code x'}
 * @param f the constant of {@code y'}
 */
public record Transform(double a, double b, double c, double d, double e, double f) {

    /** The identity: every point stays where it is. */
    public static final Transform IDENTITY = new Transform(1, 0, 0, 1, 0, 0);

    /**
     * Checks that every number is finite.
     *
     * @param a the factor of {@code x} in {@code x'}
     * @param b the factor of {@code x} in {@code y'}
     * @param c the factor of {@code y} in {@code x'}
     * @param d the factor of {@code y} in {@code y'}
     * @param e the constant of {@code x'}
     * @param f the constant of {@code y'}
     * @throws IllegalArgumentException if a number is NaN or infinite
     */
    public Transform {
        for (double v : new double[] {a, b, c, d, e, f}) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("transform matrix(" + a + " " + b + " " + c + " " + d + " " + e + " "
                        + f + ") is not finite");
            }
        }
    }

    /**
     * The rotation counterclockwise about a centre.
     *
     * @param degrees the angle, counterclockwise (with {@code y} upwards), in degrees; multiples
     *     of 90 are exact
     * @param centre the fixed point
     * @return the rotation
     */
    public static Transform rotation(double degrees, Location centre) {
        double cos;
        double sin;
        double turns = ((degrees % 360) + 360) % 360;
        if (turns == 0) {
            cos = 1;
            sin = 0;
        } else if (turns == 90) {
            cos = 0;
            sin = 1;
        } else if (turns == 180) {
            cos = -1;
            sin = 0;
        } else if (turns == 270) {
            cos = 0;
            sin = -1;
        } else {
            double rad = Math.toRadians(degrees);
            cos = Math.cos(rad);
            sin = Math.sin(rad);
        }
        if (turns == 0) {
            return IDENTITY;
        }
        double cx = centre.x();
        double cy = centre.y();
        return new Transform(cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy);
    }

    /**
     * The map of a location.
     *
     * @param location a location
     * @return {@code (a x + c y + e, b x + d y + f)}
     */
    public Location apply(Location location) {
        double x = location.x();
        double y = location.y();
        return new Location(a * x + c * y + e, b * x + d * y + f);
    }

    /**
     * This transform followed by another.
     *
     * @param next the transform applied second
     * @return the composition, {@code p -> next.apply(this.apply(p))}
     */
    public Transform then(Transform next) {
        return new Transform(
                next.a * a + next.c * b,
                next.b * a + next.d * b,
                next.a * c + next.c * d,
                next.b * c + next.d * d,
                next.a * e + next.c * f + next.e,
                next.b * e + next.d * f + next.f);
    }
}
