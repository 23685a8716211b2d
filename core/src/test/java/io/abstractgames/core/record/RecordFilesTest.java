package io.abstractgames.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.NotationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link RecordFiles}: a file read whole without its byte-order mark, a file replaced and written
 * in UTF-8, or one message naming the file and its problem in words.
 */
class RecordFilesTest {

    @Test
    void writesTheFileInUtf8ReplacingItsText(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.txt");
        Files.writeString(file, "old text that is longer than the new");
        try (Writer writer = RecordFiles.create(file, "--records")) {
            writer.write("[Event \"Kōnane\"]\n");
        }
        assertEquals("[Event \"Kōnane\"]\n", Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void aFileInAMissingFolderIsNamed(@TempDir Path dir) {
        Path file = dir.resolve("missing").resolve("games.txt");
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.create(file, "--records"));
        assertEquals("--records " + file + ": cannot write the file (no such folder)", e.getMessage());
    }

    @Test
    void aFolderIsNamed(@TempDir Path dir) {
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.create(dir, "--records"));
        assertEquals("--records " + dir + ": cannot write the file (a directory)", e.getMessage());
    }

    @Test
    void readsTheTextWithoutAByteOrderMark(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.txt");
        Files.writeString(file, "\uFEFF[Game \"konane\"]\n", StandardCharsets.UTF_8);
        assertEquals("[Game \"konane\"]\n", RecordFiles.read(file));
        Files.writeString(file, "[Game \"konane\"]\uFEFF", StandardCharsets.UTF_8);
        assertEquals("[Game \"konane\"]\uFEFF", RecordFiles.read(file), "only a mark at the start is dropped");
        Files.writeString(file, "", StandardCharsets.UTF_8);
        assertEquals("", RecordFiles.read(file));
    }

    @Test
    void aFileThatCannotBeReadIsNamedWithItsProblemInWords(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("none.txt");
        assertEquals(missing + ": no such file", assertThrows(NotationException.class, () -> RecordFiles.read(missing)).getMessage());
        assertEquals(dir + ": a directory, expected a file of game records",
                assertThrows(NotationException.class, () -> RecordFiles.read(dir)).getMessage());
        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, new byte[] {'[', (byte) 0xE9, ']'});
        assertEquals(latin1 + ": not UTF-8 text", assertThrows(NotationException.class, () -> RecordFiles.read(latin1)).getMessage());
    }

    /** A stream without end, such as {@code /dev/zero}: each byte is {@code 'a'}. */
    private static InputStream endless() {
        return new InputStream() {
            @Override
            public int read() {
                return 'a';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) 'a');
                return len;
            }
        };
    }

    @Test
    void anEndlessStreamIsRefusedAfterTheBound() {
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.read(endless(), "/dev/zero", 1000));
        assertEquals("/dev/zero: more than 1000 bytes, the most a file of game records may hold", e.getMessage());
    }

    @Test
    void aStreamOfExactlyTheBoundIsRead() throws Exception {
        assertEquals("a".repeat(1000), RecordFiles.read(new ByteArrayInputStream("a".repeat(1000).getBytes(StandardCharsets.UTF_8)),
                "games.txt", 1000));
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.read(
                new ByteArrayInputStream("a".repeat(1001).getBytes(StandardCharsets.UTF_8)), "games.txt", 1000));
        assertEquals("games.txt: more than 1000 bytes, the most a file of game records may hold", e.getMessage());
    }

    @Test
    void aFileLargerThanTheBoundIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        // A sparse file: its length costs no disk.
        Path file = dir.resolve("huge.txt");
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(RecordFiles.MAX_BYTES + 1);
        }
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.read(file));
        assertEquals(file + ": more than 64 MiB, the most a file of game records may hold", e.getMessage());
    }

    /** A writer that fails: on every write, or only when it is closed (what a full disk does to a buffer). */
    private static final class FailingWriter extends Writer {
        final boolean onWrite;
        boolean closed;

        FailingWriter(boolean onWrite) {
            this.onWrite = onWrite;
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            if (onWrite) {
                throw new IOException("No space left on device");
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() throws IOException {
            closed = true;
            if (!onWrite) {
                throw new IOException("Input/output error");
            }
        }
    }

    @Test
    void aWriteOrCloseThatFailsIsOneLineNamingTheFileAndTheProblem() {
        Path file = Path.of("games.txt");
        FailingWriter onWrite = new FailingWriter(true);
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.write(onWrite, "[Game \"konane\"]\n",
                file, "--records"));
        assertEquals("--records games.txt: cannot write the file (No space left on device)", e.getMessage());
        assertTrue(onWrite.closed, "the writer is closed all the same");
        e = assertThrows(NotationException.class, () -> RecordFiles.write(new FailingWriter(false), "x", file, "--records"));
        assertEquals("--records games.txt: cannot write the file (Input/output error)", e.getMessage());
    }

    @Test
    void writeWritesTheTextAndClosesTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.txt");
        RecordFiles.write(RecordFiles.create(file, "--records"), "[Game \"konane\"]\n", file, "--records");
        assertEquals("[Game \"konane\"]\n", Files.readString(file, StandardCharsets.UTF_8));
    }
}
