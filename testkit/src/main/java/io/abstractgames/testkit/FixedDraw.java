package io.abstractgames.testkit;

import java.util.random.RandomGenerator;

/**
 * A random source for tests of code that draws one bounded integer: {@link #nextInt(int)} gives a
 * fixed value and records the call, and every other draw throws. With it a test can ask for each
 * index of a move list in turn ({@link io.abstractgames.core.Position#randomMove}) and check that
 * the code drew once, with the bound it should.
 *
 * <p>Not thread-safe.
 */
public final class FixedDraw implements RandomGenerator {

    private final int value;
    private int draws;
    private int lastBound;

    /**
     * Creates a source whose bounded draws give {@code value}.
     *
     * @param value the value every {@code nextInt(bound)} returns, 0 or more
     * @throws IllegalArgumentException if {@code value} is negative
     */
    public FixedDraw(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("value " + value + ", expected 0 or more");
        }
        this.value = value;
    }

    /**
     * Gives the fixed value and records the draw.
     *
     * @param bound the bound of the draw, 1 or more
     * @return the fixed value
     * @throws IllegalArgumentException if {@code bound} is not positive, or not above the value (the
     *     draw could not give it)
     */
    @Override
    public int nextInt(int bound) {
        if (bound <= value) {
            throw new IllegalArgumentException("bound " + bound + ", expected above the fixed value " + value);
        }
        draws++;
        lastBound = bound;
        return value;
    }

    /**
     * Refuses: only {@link #nextInt(int)} is a draw this source gives.
     *
     * @return never
     * @throws UnsupportedOperationException always
     */
    @Override
    public long nextLong() {
        throw new UnsupportedOperationException("this source gives nextInt(bound) only");
    }

    /**
     * The number of {@link #nextInt(int)} calls so far.
     *
     * @return 0 or more
     */
    public int draws() {
        return draws;
    }

    /**
     * The bound of the last {@link #nextInt(int)} call.
     *
     * @return the bound, or 0 before the first draw
     */
    public int lastBound() {
        return lastBound;
    }
}
