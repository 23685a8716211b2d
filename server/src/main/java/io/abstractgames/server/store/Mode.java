package io.abstractgames.server.store;

import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import java.util.Locale;

/** Who plays the seats of a game. */
public enum Mode {
    /** One human seat; the AI plays every other seat. */
    AI,
    /** Every seat is human, on one device. */
    LOCAL,
    /**
     * An online room: every seat starts human, and the room decides which seats the AI plays (empty,
     * left or long-disconnected seats, {@code GameSession.setAiSeats}); no undo.
     */
    ROOM,
    /**
     * A game of a Bashni challenge-ladder run: the human plays seat 0 against the ladder's opponent
     * (the AI plays every other seat); no undo; played only through its run, which keeps the
     * thinking clock.
     */
    LADDER;

    /**
     * The name used in the protocol.
     *
     * @return {@code "ai"}, {@code "local"}, {@code "room"} or {@code "ladder"}
     */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode of a protocol name.
     *
     * @param name {@code "ai"}, {@code "local"}, {@code "room"} or {@code "ladder"}
     * @return the mode
     * @throws SessionException with {@link ErrorCode#BAD_REQUEST} for any other name
     */
    public static Mode ofWireName(String name) {
        for (Mode m : values()) {
            if (m.wireName().equals(name)) {
                return m;
            }
        }
        throw new SessionException(ErrorCode.BAD_REQUEST, "mode '" + name + "': expected ai, local, room or ladder");
    }
}
