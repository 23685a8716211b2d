package io.abstractgames.server.session;

import java.util.Locale;

/** Who plays the seats of a game. */
public enum Mode {
    /** One human seat; the AI plays every other seat. */
    AI,
    /** Every seat is human, on one device. */
    LOCAL;

    /**
     * The name used in the protocol.
     *
     * @return {@code "ai"} or {@code "local"}
     */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode of a protocol name.
     *
     * @param name {@code "ai"} or {@code "local"}
     * @return the mode
     * @throws SessionException with {@link ErrorCode#BAD_REQUEST} for any other name
     */
    public static Mode ofWireName(String name) {
        for (Mode m : values()) {
            if (m.wireName().equals(name)) {
                return m;
            }
        }
        throw new SessionException(ErrorCode.BAD_REQUEST, "mode '" + name + "': expected ai or local");
    }
}
