package io.abstractgames.ai.internal;

import io.abstractgames.ai.Scores;

/**
 * The per-ply scratch of a search, one {@link Frame} for each ply 0 to
 * {@link Scores#MAX_PLY}, allocated once with the searcher (the principal-variation arrays are
 * triangular: the frame at ply {@code p} holds at most {@code MAX_PLY + 1 - p} moves).
 */
public final class FrameStack {

    private final Frame[] frames = new Frame[Scores.MAX_PLY + 1];

    /** Allocates every frame. */
    public FrameStack() {
        for (int ply = 0; ply <= Scores.MAX_PLY; ply++) {
            frames[ply] = new Frame(Scores.MAX_PLY + 1 - ply);
        }
    }

    /**
     * The frame of a ply.
     *
     * @param ply 0 to {@link Scores#MAX_PLY}
     * @return its frame
     */
    public Frame get(int ply) {
        return frames[ply];
    }

    /** Forgets every killer move (at the start of a search). */
    public void clearKillers() {
        for (Frame f : frames) {
            f.clearKillers();
        }
    }
}
