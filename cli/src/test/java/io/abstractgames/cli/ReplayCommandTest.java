package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} on records of the toy game (start {@code 10 a 5}, take 1 to 3, taking the last
 * counter wins): t3 t3 t3 t1 leaves {@code 0 a 1}, Bob having taken the last counter.
 */
class ReplayCommandTest {

    @TempDir
    Path dir;

    private Path write(String text) throws IOException {
        Path file = dir.resolve("games.txt");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void goodRecordsGiveTheirFinalPositionsAndResults() throws IOException {
        Path file = write("""
                [Game "toy"]
                [Ann "beginner"]
                [Bob "advanced"]
                [Result "Bob wins (reached the goal)"]

                t3
                t3
                t3
                t1

                [Game "toy"]
                [Start "7 b 5"]
                [Result "*"]

                t2
                """);

        CliRun run = CliRun.run("replay", file.toString());

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("Game 1 (line 1): 4 moves", "Final position: 0 a 1", "Result: Bob wins (reached the goal)",
                "Game 2 (line 11): 1 move", "Final position: 5 a 4", "Result: *"), run.outLines());
    }

    @Test
    void illegalMoveIsBadInputNamingItsLine() throws IOException {
        Path file = write("[Game \"toy\"]\n[Result \"*\"]\n\nt3\nt3\nt3\nt3\n");

        String message = SearchCommandTest.badInput("replay", file.toString());

        assertEquals("replay: " + file + ": game record, line 7: move 4: move text 't3': not legal in 1 b 2", message);
    }

    @Test
    void wrongResultIsBadInputNamingTheResultLine() throws IOException {
        Path file = write("[Game \"toy\"]\n[Result \"Ann wins (reached the goal)\"]\nt1\n");

        assertEquals("replay: " + file + ": game record, line 2: result 'Ann wins (reached the goal)', but after the moves the game"
                + " is not over", SearchCommandTest.badInput("replay", file.toString()));
    }

    @Test
    void malformedRecord() throws IOException {
        Path file = write("t1\n");

        assertTrue(SearchCommandTest.badInput("replay", file.toString())
                .startsWith("replay: " + file + ": game record, line 1: 't1' before any tag"));
    }

    @Test
    void missingFile() {
        String message = SearchCommandTest.badInput("replay", dir.resolve("none.txt").toString());

        assertEquals("replay: " + dir.resolve("none.txt") + ": no such file", message);
    }

    @Test
    void aByteOrderMarkAtTheStartOfTheFileIsNotPartOfTheRecords() throws IOException {
        Path file = write("\uFEFF[Game \"toy\"]\n[Result \"*\"]\n\nt3\nt1\n");

        CliRun run = CliRun.run("replay", file.toString());

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("Game 1 (line 1): 2 moves", "Final position: 6 a 3", "Result: *"), run.outLines());
    }

    @Test
    void anEndlessFileIsRefusedAfterTheBound() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.isReadable(zero), "no /dev/zero on this system");
        assertEquals("replay: /dev/zero: more than 64 MiB, the most a file of game records may hold",
                SearchCommandTest.badInput("replay", zero.toString()));
    }

    @Test
    void aFileLargerThanTheBoundIsRefused() throws IOException {
        Path file = dir.resolve("huge.txt");
        try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(3L << 30);
        }
        assertEquals("replay: " + file + ": more than 64 MiB, the most a file of game records may hold",
                SearchCommandTest.badInput("replay", file.toString()));
    }
}
