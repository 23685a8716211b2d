package io.abstractgames.server.session;

import java.util.Objects;

/** A request to a session was refused; nothing changed. Carries the protocol's error code. */
public final class SessionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final ErrorCode code;

    /**
     * Creates the exception.
     *
     * @param code the error code sent to the client
     * @param message one sentence naming what is wrong
     */
    public SessionException(ErrorCode code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    /**
     * The error code.
     *
     * @return the code sent to the client
     */
    public ErrorCode code() {
        return code;
    }
}
