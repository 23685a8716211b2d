package io.abstractgames.server.db;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where the server keeps its data: a folder holding the database {@value #DATABASE_FILE} (with
 * SQLite's {@code -wal} and {@code -shm} files beside it) and the lock file {@value #LOCK_FILE}
 * that keeps a second server off the folder.
 */
public final class DataFolder {

    /** The database's file name in the data folder. */
    public static final String DATABASE_FILE = "abstract-games.db";
    /** The lock file's name in the data folder, held while a server runs. */
    public static final String LOCK_FILE = "abstract-games.lock";
    /** The folder's name under the user's data home. */
    public static final String APPLICATION_FOLDER = "abstract-games";

    private DataFolder() {}

    /**
     * The default data folder of this user: {@code $XDG_DATA_HOME/abstract-games} when
     * {@code XDG_DATA_HOME} is an absolute path (the XDG base directory specification), else
     * {@code ~/.local/share/abstract-games}.
     *
     * @return the folder (it may not exist yet)
     */
    public static Path defaultFolder() {
        return defaultFolder(System.getenv(), Path.of(System.getProperty("user.home")));
    }

    /**
     * The default data folder for an environment and a home folder.
     *
     * @param environment the environment variables
     * @param home the user's home folder
     * @return {@code $XDG_DATA_HOME/abstract-games} when that variable is an absolute path, else
     *     {@code HOME/.local/share/abstract-games}
     */
    public static Path defaultFolder(Map<String, String> environment, Path home) {
        String xdg = environment.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isEmpty() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, APPLICATION_FOLDER);
        }
        return home.resolve(".local").resolve("share").resolve(APPLICATION_FOLDER);
    }
}
