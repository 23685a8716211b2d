package io.abstractgames.core.record;

import io.abstractgames.core.NotationException;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Files of game records: reading one whole, and opening the file a tool writes its records to
 * before it plays a game, so that a path it cannot write is reported at once rather than after the
 * games. The problems of either are named in words ({@code no such file}, {@code permission
 * denied}), never by the Java exception's name.
 */
public final class RecordFiles {

    /** The byte-order mark some editors put at the start of a UTF-8 file. */
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private RecordFiles() {}

    /**
     * Reads a file of game records whole, as UTF-8; a byte-order mark at its start is dropped (give
     * the text to {@link GameRecords#parse}).
     *
     * @param file the file
     * @return its text
     * @throws NotationException if the file cannot be read, in one line naming the file and what is
     *     wrong: {@code FILE: no such file}, {@code FILE: a directory, expected a file of game
     *     records}, {@code FILE: not UTF-8 text}, {@code FILE: cannot read the file (permission
     *     denied)}
     */
    public static String read(Path file) {
        if (Files.isDirectory(file)) {
            throw new NotationException(file + ": a directory, expected a file of game records");
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new NotationException(file + ": no such file");
        } catch (MalformedInputException e) {
            throw new NotationException(file + ": not UTF-8 text");
        } catch (IOException e) {
            throw new NotationException(file + ": cannot read the file (" + problem(e) + ")");
        }
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }

    /**
     * Opens a file for records in UTF-8, replacing what it held ({@link GameRecords#format} gives
     * the text to write).
     *
     * @param file the file
     * @param what how the file was named, for the message, e.g. {@code "--records"}
     * @return a buffered writer, to be closed by the caller
     * @throws NotationException if the file cannot be opened for writing, in one line: {@code WHAT
     *     FILE: cannot write the file (no such folder)}, {@code (a directory)}, {@code (permission
     *     denied)} or the system's own words
     */
    public static Writer create(Path file, String what) {
        if (Files.isDirectory(file)) {
            throw new NotationException(what + " " + file + ": cannot write the file (a directory)");
        }
        try {
            return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new NotationException(what + " " + file + ": cannot write the file (no such folder)");
        } catch (IOException e) {
            throw new NotationException(what + " " + file + ": cannot write the file (" + problem(e) + ")");
        }
    }

    /** What went wrong, in words: the system's reason where it gives one. */
    private static String problem(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() == null ? "an input or output error" : e.getMessage();
    }
}
