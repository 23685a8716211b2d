package io.abstractgames.server.session;

import java.util.Locale;

/** Where a game stands. */
public enum Status {
    /** A human seat is to move. */
    PLAYING,
    /** An AI seat is to move: the AI is choosing (or waiting for a thread to choose). */
    THINKING,
    /** The game has ended; the outcome says how. */
    OVER;

    /**
     * The name used in the protocol.
     *
     * @return {@code "playing"}, {@code "thinking"} or {@code "over"}
     */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
