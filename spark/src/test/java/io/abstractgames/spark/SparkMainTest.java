package io.abstractgames.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark command line in local mode: each run starts and stops its own Spark context, so this
 * class shares none with the other tests.
 */
class SparkMainTest {

    @Test
    void theCommandLinePrintsTheCountOnStandardOutput() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkMain.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "perft", "bashni", "5", "--split", "2", "--partitions", "3", "--master", "local[2]");
        assertEquals(0, status, err.toString());
        assertEquals("Nodes searched: 7482" + System.lineSeparator(), out.toString());
    }

    @Test
    void badInputIsOneLineAndStatusTwo() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkMain.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "perft", "chess", "3", "--master", "local[2]");
        assertEquals(2, status);
        assertEquals("", out.toString());
        assertEquals(1, err.toString().lines().count(), err.toString());
    }

    @Test
    void matchRecordsGoToOneFile(@TempDir Path dir) throws Exception {
        Path records = dir.resolve("games.txt");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkMain.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "match", "konane", "--a", "beginner", "--b", "beginner", "--games", "4", "--seed", "3",
                "--partitions", "2", "--master", "local[2]", "--records", records.toString());
        assertEquals(0, status, err.toString());
        String text = Files.readString(records);
        assertEquals(4, text.lines().filter(l -> l.startsWith("[Game ")).count());
        assertTrue(out.toString().contains("Score of A: "), out.toString());
    }
}
