package io.abstractgames.server.session;

import java.util.Locale;

/** Who plays the seats of a game. */
public enum Mode {
    /** One human seat; the AI plays every other seat. */
    AI,
    /** Every seat is human, on one device. */
    LOCAL,
    /**
     * An online room: every seat starts human, and the room decides which seats the AI plays (empty,
     * left or long-disconnected seats, {@link GameSession#setAiSeats}); no undo.
     */
    ROOM;

    /**
     * The name used in the protocol.
     *
     * @return {@code "ai"}, {@code "local"} or {@code "room"}
     */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode of a protocol name.
     *
     * @param name {@code "ai"}, {@code "local"} or {@code "room"}
     * @return the mode
     * @throws SessionException with {@link ErrorCode#BAD_REQUEST} for any other name
     */
    public static Mode ofWireName(String name) {
        for (Mode m : values()) {
            if (m.wireName().equals(name)) {
                return m;
            }
        }
        throw new SessionException(ErrorCode.BAD_REQUEST, "mode '" + name + "': expected ai, local or room");
    }
}
