package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.core.Games;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The output of {@code perft} and {@code perft --divide} ({@code docs/rules/common.md}). */
class PerftCommandTest {

    // Toy game from "10 a 5": 3 moves while the pile has 3 or more counters; depth 4 counted by hand
    // from the compositions of the first three takes.
    @ParameterizedTest
    @CsvSource({"0, 1", "1, 3", "2, 9", "3, 27", "4, 76"})
    void perftPrintsOnlyTheNodeCount(int depth, long nodes) {
        CliRun run = CliRun.run("perft", "toy", Integer.toString(depth));

        assertEquals(0, run.exitStatus());
        assertEquals("Nodes searched: " + nodes + System.lineSeparator(), run.out());
    }

    @Test
    void perftReportsTimeAndSpeedOnStandardError() {
        CliRun run = CliRun.run("perft", "toy", "3");

        assertEquals(1, run.errLines().size());
        assertTrue(run.err().contains("nodes/s"), run.err());
    }

    @Test
    void divideListsEveryMoveThenAnEmptyLineThenTheTotal() {
        CliRun run = CliRun.run("perft", "toy", "2", "--divide");

        assertEquals(0, run.exitStatus());
        assertEquals(List.of("t1: 3", "t2: 3", "t3: 3", "", "Nodes searched: 9"), run.outLines());
    }

    @Test
    void divideFromAGivenPosition() {
        CliRun run = CliRun.run("perft", "toy", "3", "--divide", "--position", "7  b  9");

        assertEquals(List.of("t1: 9", "t2: 8", "t3: 6", "", "Nodes searched: 23"), run.outLines());
    }

    @Test
    void divideAtDepthZeroPrintsOnlyTheEmptyLineAndOne() {
        CliRun run = CliRun.run("perft", "toy", "0", "--divide");

        assertEquals(0, run.exitStatus());
        assertEquals(List.of("", "Nodes searched: 1"), run.outLines());
    }

    @Test
    void finishedPositionHasNoNodesBelowTheRoot() {
        CliRun run = CliRun.run("perft", "toy", "2", "--divide", "--position", "0 b 3");

        assertEquals(List.of("", "Nodes searched: 0"), run.outLines());
    }

    @Test
    void finishedPositionCountsOneAtDepthZero() {
        CliRun run = CliRun.run("perft", "toy", "0", "--position", "4 a 0");

        assertEquals(List.of("Nodes searched: 1"), run.outLines());
    }

    // docs/rules/breakthrough.md start position: 22, 484, 11132.
    @ParameterizedTest
    @CsvSource({"1, 22", "2, 484", "3, 11132"})
    void breakthroughStartPosition(int depth, long nodes) {
        assumeTrue(Games.find("breakthrough").isPresent(), "breakthrough is not installed");

        CliRun run = CliRun.run("perft", "breakthrough", Integer.toString(depth));

        assertEquals(List.of("Nodes searched: " + nodes), run.outLines());
    }

    @Test
    void breakthroughDivideSumsToPerft() {
        assumeTrue(Games.find("breakthrough").isPresent(), "breakthrough is not installed");

        List<String> lines = CliRun.run("perft", "breakthrough", "3", "--divide").outLines();

        assertEquals(22 + 2, lines.size());
        assertEquals("", lines.get(22));
        assertEquals("Nodes searched: 11132", lines.get(23));
        long sum = 0;
        for (String line : lines.subList(0, 22)) {
            assertTrue(line.matches("\\S+: \\d+"), line);
            sum += Long.parseLong(line.substring(line.indexOf(": ") + 2));
        }
        assertEquals(11132, sum);
    }

    // docs/rules/common.md: a finished game has perft 0 at every depth of 1 or more; every game has
    // a bound on the plies left, beyond which perft is 0 at once (no move lists are allocated for it).
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "breakthrough; 2147483647; 8/8/8/8/8/8/8/w7 b",
        "konane; 10000000; 8/8/8/8/8/8/8/8 b",
        "bashni; 100000000; ",
        "breakthrough; 1000; ",
        "diamond; 2147483647; ",
        "diamond3; 2147483647; ",
        "lasca; 251; "})
    void aDepthBeyondThePlyBoundCountsZeroAtOnce(String game, String depth, String position) {
        CliRun run = position == null ? CliRun.run("perft", game, depth, "--divide")
                : CliRun.run("perft", game, depth, "--divide", "--position", position);

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Nodes searched: 0", run.outLines().get(run.outLines().size() - 1));
        assertTrue(run.outLines().stream().allMatch(l -> l.isEmpty() || l.endsWith(": 0")), run.out());
    }

    @ParameterizedTest
    @CsvSource({"\u0663", "\uff13", "' 3'", "3.0", "+-3", "''", "-", "99999999999"})
    void onlyAsciiDigitsAreADepth(String depth) {
        CliRun run = CliRun.run("perft", "toy", depth);

        assertEquals(2, run.exitStatus());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().size(), run.err());
    }

    // The start-position values of docs/rules/*.md and the games' perft files.
    @ParameterizedTest(name = "{0} perft({1}) = {2} on {3} threads")
    @CsvSource({
        "breakthrough, 4, 256036, 1",
        "breakthrough, 4, 256036, 2",
        "breakthrough, 4, 256036, 3",
        "konane, 7, 52044, 2",
        "bashni, 6, 37908, 3",
        "diamond, 4, 395128, 2",
        "diamond3, 4, 251480, 3",
        "lasca, 12, 97440, 2",
        "toy, 4, 76, 2"})
    void threadsCountTheSameOnEveryGame(String game, int depth, long nodes, int threads) {
        assumeTrue(Games.find(game).isPresent(), game + " is not installed");

        CliRun run = CliRun.run("perft", game, Integer.toString(depth), "--threads", Integer.toString(threads));

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("Nodes searched: " + nodes), run.outLines());
    }

    @ParameterizedTest(name = "{0} divide({1}) on 3 threads as on 1")
    @CsvSource({"breakthrough, 4", "diamond, 3", "bashni, 5", "lasca, 8", "toy, 4"})
    void divideOnThreeThreadsPrintsWhatOneThreadPrints(String game, int depth) {
        assumeTrue(Games.find(game).isPresent(), game + " is not installed");

        CliRun one = CliRun.run("perft", game, Integer.toString(depth), "--divide", "--threads", "1");
        CliRun three = CliRun.run("perft", game, Integer.toString(depth), "--divide", "--threads", "3");

        assertEquals(0, three.exitStatus(), three.err());
        assertEquals(one.out(), three.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"breakthrough; 2147483647; 8/8/8/8/8/8/8/w7 b", "diamond; 2147483647; "})
    void aDepthBeyondThePlyBoundCountsZeroOnThreads(String game, String depth, String position) {
        CliRun run = position == null ? CliRun.run("perft", game, depth, "--threads", "2")
                : CliRun.run("perft", game, depth, "--threads", "2", "--position", position);

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("Nodes searched: 0"), run.outLines());
    }

    @ParameterizedTest
    @CsvSource({"0", "-1", "1025", "2147483647", "99999999999", "two"})
    void aThreadCountOutOfRangeIsBadInput(String threads) {
        CliRun run = CliRun.run("perft", "toy", "3", "--threads", threads);

        assertEquals(2, run.exitStatus());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().size(), run.err());
    }
}
