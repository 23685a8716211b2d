package io.abstractgames.server.store;

/** A store could not read or write; the operation that needed it did not happen. */
public final class StoreException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what could not be done, naming the game
     * @param cause the underlying failure
     */
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
