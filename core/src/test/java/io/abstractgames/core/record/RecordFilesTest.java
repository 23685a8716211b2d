package io.abstractgames.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
