package io.abstractgames.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.ai.match.Entrant;
import io.abstractgames.ai.match.Match;
import io.abstractgames.ai.match.MatchListener;
import io.abstractgames.ai.match.MatchReport;
import io.abstractgames.ai.match.MatchRunner;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
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

    /** Runs a command line that must be refused as bad input: its one line on standard error. */
    private static String badInput(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkMain.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        assertEquals(2, status, err.toString());
        assertEquals("", out.toString());
        assertEquals(1, err.toString().lines().count(), err.toString());
        return err.toString().strip();
    }

    @Test
    void badInputIsOneLineStartingWithTheJobAndStatusTwo() {
        String line = badInput("perft", "chess", "3", "--master", "local[2]");
        assertTrue(line.startsWith("perft: unknown game 'chess', expected one of "), line);
    }

    @Test
    void controlCharactersInAnArgumentAreShownEscaped() {
        assertEquals("perft: Unknown option: '--x\\u001B[2J'", badInput("perft", "bashni", "1", "--x\u001B[2J"));
    }

    @Test
    void anArgumentStartingWithAtIsNotAFileOfArguments(@TempDir Path dir) throws Exception {
        Path words = Files.writeString(dir.resolve("args.txt"), "chess");
        String line = badInput("perft", "@" + words, "1", "--master", "local[1]");
        assertTrue(line.startsWith("perft: unknown game '@" + words + "'"), line);
        line = badInput("perft", "@" + dir, "1", "--master", "local[1]");
        assertTrue(line.startsWith("perft: unknown game '@" + dir + "'"), line);
    }

    @Test
    void numbersAreAsciiDigitsOnly() {
        String line = badInput("perft", "breakthrough", "\u0663", "--master", "local[2]");
        assertTrue(line.startsWith("perft: ") && line.endsWith("'\u0663' is not a whole number in the digits 0-9"), line);
        line = badInput("match", "konane", "--a", "beginner", "--b", "beginner", "--games", "\uFF12");
        assertTrue(line.startsWith("match: ") && line.contains("is not a whole number in the digits 0-9"), line);
    }

    @Test
    void anUnknownMasterIsBadInputBeforeSparkStarts() {
        assertEquals("perft: --master 'bogus://x': expected local, local[N], local[*], local[N, F], local-cluster[N, C, M] or"
                + " spark://HOST:PORT (for YARN or Kubernetes, give the master to spark-submit)",
                badInput("perft", "breakthrough", "2", "--master", "bogus://x"));
        assertTrue(badInput("perft", "breakthrough", "2", "--master", "local[2").startsWith("perft: --master 'local[2'"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"local", "local[2]", "local[*]", "local[4,3]", "local[*, 2]", "local-cluster[2, 1, 1024]",
        "spark://host:7077", "spark://a:7077,b:7077"})
    void theMastersSparkTakesPassTheCheck(String master) {
        assertTrue(SparkMain.SparkOptions.isMasterUrl(master), master);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "bogus://x", "local[", "local[two]", "local[2,]", "local[ 2]", "local[0]", "yarn", "k8s://https://host:6443", "Local", "mesos://host:5050", "spark://", "yarn-client"})
    void otherTextDoesNot(String master) {
        assertFalse(SparkMain.SparkOptions.isMasterUrl(master), master);
    }

    @Test
    void anUnwritableRecordsFileIsRefusedBeforeTheMatch(@TempDir Path dir) {
        Path missing = dir.resolve("no-such-folder").resolve("games.txt");
        String line = badInput("match", "konane", "--a", "beginner", "--b", "beginner", "--games", "2",
                "--master", "local[2]", "--records", missing.toString());
        assertEquals("match: --records " + missing + ": cannot write the file (no such folder)", line);
    }

    @ParameterizedTest
    @CsvSource({"--a, nosuchlevel", "--openings, 99999", "--master, bogus://x", "--partitions, 0"})
    void refusedInputLeavesTheRecordsFileAsItWas(String option, String value, @TempDir Path dir) throws Exception {
        Path records = dir.resolve("games.txt");
        Files.writeString(records, "records kept from an earlier run\n");
        List<String> args = new ArrayList<>(List.of("match", "konane", "--b", "beginner", "--games", "2", "--records",
                records.toString(), option, value));
        if (!option.equals("--a")) {
            args.addAll(List.of("--a", "beginner"));
        }
        String line = badInput(args.toArray(String[]::new));
        assertTrue(line.startsWith("match: "), line);
        assertFalse(line.contains("should be specified only one time"), line);
        assertEquals("records kept from an earlier run\n", Files.readString(records));
    }

    @Test
    void theMatchSummaryIsTheSingleMachineOne() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkMain.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "match", "breakthrough", "--a", "intermediate", "--b", "beginner", "--games", "4", "--seed", "5",
                "--openings", "2", "--partitions", "2", "--master", "local[2]");
        assertEquals(0, status, err.toString());
        Game game = Games.byId("breakthrough");
        Match match = Match.of(game, Entrant.of(game, "intermediate"), Entrant.of(game, "beginner"), 4, 5).withOpenings(2);
        String expected = MatchReport.format(MatchRunner.run(match, 2, MatchListener.NONE), OptionalLong.empty());
        assertEquals(expected, out.toString().replace(System.lineSeparator(), "\n"));
        assertTrue(expected.startsWith("Match: breakthrough, A intermediate, B beginner, 4 games, seed 5, 2 random opening plies\n"),
                expected);
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

    @Test
    void recordsThatCannotBeWrittenAreOneLineOfBadInput() {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "no /dev/full on this system");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkMain.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "match", "konane", "--a", "random", "--b", "random", "--games", "2", "--partitions", "1",
                "--master", "local[1]", "--records", full.toString());
        assertEquals(2, status, err.toString());
        List<String> lines = err.toString().lines().toList();
        assertEquals("match: --records /dev/full: cannot write the file (No space left on device)", lines.get(lines.size() - 1));
        assertTrue(lines.stream().noneMatch(l -> l.contains("internal error")), err.toString());
    }
}
