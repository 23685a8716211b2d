package io.abstractgames.server.ladder;

import java.util.Locale;

/** Where a challenge-ladder run stands. */
public enum RunPhase {
    /** A game against the current opponent goes on (or is being set up). */
    PLAYING,
    /** The game against the current opponent was won; the next opponent comes on request. */
    WON,
    /** The run has ended: a loss, a draw, a resignation, or opponent 19 (White has no men). */
    OVER;

    /**
     * The name used in the protocol.
     *
     * @return {@code "playing"}, {@code "won"} or {@code "over"}
     */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The phase of a protocol name (a stored run's phase).
     *
     * @param name {@code "playing"}, {@code "won"} or {@code "over"}
     * @return the phase
     * @throws IllegalArgumentException for any other name
     */
    public static RunPhase ofWireName(String name) {
        for (RunPhase p : values()) {
            if (p.wireName().equals(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("run phase '" + name + "': expected playing, won or over");
    }
}
