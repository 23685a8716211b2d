package io.abstractgames.server.db;

/**
 * The data folder cannot be used: it is not a folder, cannot be created, read or written, is in
 * use by another server, or holds a file under the database's name that is not this server's
 * database (another program's, a newer version's, or a corrupt one). Nothing was started.
 */
public final class DataFolderException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line: {@code data folder DIR: } and what is wrong
     * @param cause the underlying failure, or {@code null}
     */
    public DataFolderException(String message, Throwable cause) {
        super(message, cause);
    }
}
