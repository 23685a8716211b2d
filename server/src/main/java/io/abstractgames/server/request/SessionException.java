package io.abstractgames.server.request;

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
     * Creates the exception with the failure behind it (kept for the server's log).
     *
     * @param code the error code sent to the client
     * @param message one sentence naming what is wrong
     * @param cause the underlying failure
     */
    public SessionException(ErrorCode code, String message, Throwable cause) {
        super(message, cause);
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
