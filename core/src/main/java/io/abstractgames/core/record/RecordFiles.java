package io.abstractgames.core.record;

import io.abstractgames.core.NotationException;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files of game records: opening the file a tool writes its records to before it plays a game, so
 * that a path it cannot write is reported at once rather than after the games.
 */
public final class RecordFiles {

    private RecordFiles() {}

    /**
     * Opens a file for records in UTF-8, replacing what it held ({@link GameRecords#format} gives
     * the text to write).
     *
     * @param file the file
     * @param what how the file was named, for the message, e.g. {@code "--records"}
     * @return a buffered writer, to be closed by the caller
     * @throws NotationException if the file cannot be opened for writing (no such folder, a folder,
     *     no permission): {@code WHAT FILE: cannot write the file (EXCEPTION: MESSAGE)}
     */
    public static Writer create(Path file, String what) {
        try {
            return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new NotationException(what + " " + file + ": cannot write the file (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")");
        }
    }
}
