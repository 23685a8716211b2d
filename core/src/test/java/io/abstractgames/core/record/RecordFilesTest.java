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

/** {@link RecordFiles#create}: the file replaced and written in UTF-8, or one message naming it. */
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
        assertEquals("--records " + file + ": cannot write the file (NoSuchFileException: " + file + ")", e.getMessage());
    }

    @Test
    void aFolderIsNamed(@TempDir Path dir) {
        NotationException e = assertThrows(NotationException.class, () -> RecordFiles.create(dir, "--records"));
        assertEquals(true, e.getMessage().startsWith("--records " + dir + ": cannot write the file ("), e.getMessage());
    }
}
