package io.abstractgames.core.record;

import io.abstractgames.core.NotationException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Files of game records: reading one whole, of at most {@link #MAX_BYTES} bytes, and opening the
 * file a tool writes its records to before it plays a game, so that a path it cannot write is
 * reported at once rather than after the games. The problems of either are named in words ({@code no such file}, {@code permission
 * denied}), never by the Java exception's name.
 */
public final class RecordFiles {

    /** The byte-order mark some editors put at the start of a UTF-8 file. */
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private RecordFiles() {}

    /**
     * The largest file of game records {@link #read} takes, in bytes: 64 MiB, some 30,000 records
     * of long games. A larger file, or an endless one such as {@code /dev/zero}, is refused after
     * that many bytes, before it fills the memory.
     */
    public static final long MAX_BYTES = 64L * 1024 * 1024;

    /**
     * Reads a file of game records whole, as UTF-8; a byte-order mark at its start is dropped (give
     * the text to {@link GameRecords#parse}). At most {@link #MAX_BYTES} bytes are read.
     *
     * @param file the file
     * @return its text
     * @throws NotationException if the file cannot be read, in one line naming the file and what is
     *     wrong: {@code FILE: no such file}, {@code FILE: a directory, expected a file of game
     *     records}, {@code FILE: not UTF-8 text}, {@code FILE: cannot read the file (permission
     *     denied)}, {@code FILE: more than 64 MiB, the most a file of game records may hold}
     */
    public static String read(Path file) {
        if (Files.isDirectory(file)) {
            throw new NotationException(file + ": a directory, expected a file of game records");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), MAX_BYTES);
        } catch (NoSuchFileException e) {
            throw new NotationException(file + ": no such file");
        } catch (IOException e) {
            throw new NotationException(file + ": cannot read the file (" + problem(e) + ")");
        }
    }

    /**
     * Reads a stream of game records to its end, as UTF-8 without a byte-order mark at its start,
     * but no more than {@code maxBytes} bytes of it.
     *
     * @param in the stream, left open
     * @param name the file's name, for the messages
     * @param maxBytes the most bytes read, at most {@code Integer.MAX_VALUE - 8}
     * @return the text
     * @throws NotationException if the stream holds more than {@code maxBytes} bytes or is not UTF-8
     * @throws IOException if the stream cannot be read
     */
    static String read(InputStream in, String name, long maxBytes) throws IOException {
        byte[] bytes = in.readNBytes((int) maxBytes);
        if (bytes.length == maxBytes && in.read() >= 0) {
            throw new NotationException(name + ": more than " + size(maxBytes)
                    + ", the most a file of game records may hold");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new NotationException(name + ": not UTF-8 text");
        }
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }

    /** A size in bytes as people read it: {@code 64 MiB}, or {@code 1000 bytes}. */
    private static String size(long bytes) {
        long mib = 1024L * 1024;
        return bytes % mib == 0 ? bytes / mib + " MiB" : bytes + (bytes == 1 ? " byte" : " bytes");
    }

    /**
     * Opens a file for records in UTF-8, replacing what it held ({@link GameRecords#format} gives
     * the text to write).
     *
     * @param file the file
     * @param what how the file was named, for the message, e.g. {@code "--records"}
     * @return a buffered writer; give it to {@link #write}, which closes it (or close it when no
     *     records are written)
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

    /**
     * Writes the text of records to a file opened by {@link #create} and closes it, so that what
     * the system refuses to write (a full disk, {@code /dev/full}, a file of {@code /proc}) is
     * known once this returns; a caller reports the file written only after this.
     *
     * @param writer the writer {@link #create} returned; closed by this method, whatever happens
     * @param text the text, e.g. of {@link GameRecords#format}
     * @param file the file, for the message
     * @param what how the file was named, for the message, e.g. {@code "--records"}
     * @throws NotationException if the text cannot be written or the file closed, in one line:
     *     {@code WHAT FILE: cannot write the file (No space left on device)}, with the system's own
     *     words
     */
    public static void write(Writer writer, String text, Path file, String what) {
        try (writer) {
            writer.write(text);
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
