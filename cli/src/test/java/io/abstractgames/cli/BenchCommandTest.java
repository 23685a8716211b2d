package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The output of {@code bench} ({@code docs/rules/common.md}, "Command-line contract"). */
class BenchCommandTest {

    @Test
    void printsNodesPerGameAndLastTheSignature() {
        CliRun run = CliRun.run("bench");

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertEquals(3, lines.size(), run.out());
        assertTrue(lines.get(0).matches("toy: 99 nodes, \\d+\\.\\d{3} s, \\d+ nodes/s"), lines.get(0));
        assertTrue(lines.get(1).matches("Total: \\d+\\.\\d{3} s, \\d+ nodes/s"), lines.get(1));
        assertEquals("Nodes searched: 99", lines.get(2));
    }

    @Test
    void notesTasksOfGamesThatAreNotInstalled() {
        CliRun run = CliRun.run("bench");

        assertEquals(List.of("bench: game 'no-such-game' is not installed, skipped (/bench/toy.txt line 4)"),
                run.errLines());
    }

    @Test
    void standardSuiteEndsWithTheSameSignatureRunAfterRun() {
        CliRun first = CliRun.run(BenchSuite.standard(), "bench");
        CliRun second = CliRun.run(BenchSuite.standard(), "bench");

        assertEquals(0, first.exitStatus(), first.err());
        List<String> lines = first.outLines();
        String signature = lines.get(lines.size() - 1);
        assertTrue(signature.matches("Nodes searched: \\d+"), first.out());
        assertEquals(signature, second.outLines().get(second.outLines().size() - 1));
    }

    @Test
    void standardSuiteSearchesEveryGame() {
        List<String> searched = BenchSuite.standard().tasks().stream().filter(t -> t instanceof SearchTask)
                .map(BenchTask::gameId).distinct().toList();

        assertEquals(List.of("breakthrough", "konane", "bashni", "diamond", "diamond3", "lasca"), searched);
    }

    @Test
    void searchTaskCountsTheSearchersNodesIntoTheSignature() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        CliRun search = CliRun.run("search", "konane", "--depth", "4", "--seed", "0");
        Matcher m = Pattern.compile(".*, (\\d+) nodes, .*").matcher(search.err().strip());
        assertTrue(m.matches(), search.err());

        CliRun bench = CliRun.run(BenchSuite.fromResource("/bench/konane-search.txt"), "bench");

        assertEquals(0, bench.exitStatus(), bench.err());
        assertEquals("Nodes searched: " + m.group(1), bench.outLines().get(bench.outLines().size() - 1));
    }

    @Test
    void searchTaskOfAGameWithoutAiIsSkippedWithANote() {
        CliRun run = CliRun.run(BenchSuite.fromResource("/bench/toy-search.txt"), "bench");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("bench: no AI installed for game 'toy', skipped (/bench/toy-search.txt line 3)"),
                run.errLines());
        assertEquals("Nodes searched: 76", run.outLines().get(run.outLines().size() - 1));
    }

    @Test
    void unknownTaskKindIsAnInternalError() {
        CliRun run = CliRun.run(BenchSuite.fromResource("/bench/unknown-kind.txt"), "bench");

        assertEquals(1, run.exitStatus());
        assertEquals(List.of("internal error: java.lang.IllegalStateException: /bench/unknown-kind.txt line 1: task"
                + " kind 'divide', expected perft or search"), run.errLines());
    }

    @Test
    void malformedSuiteIsAnInternalError() {
        CliRun run = CliRun.run(BenchSuite.fromResource("/bench/broken.txt"), "bench");

        assertEquals(1, run.exitStatus());
        assertEquals(List.of("internal error: java.lang.IllegalStateException: /bench/broken.txt line 1: 5 fields,"
                + " expected GAME ; POSITION ; DEPTH [; KIND]"), run.errLines());
    }

    @Test
    void aLineOfOneFieldIsCountedInTheSingular() {
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> BenchSuite.parseLine("toy", "suite.txt line 1"));
        assertEquals("suite.txt line 1: 1 field, expected GAME ; POSITION ; DEPTH [; KIND]", e.getMessage());
    }

    @Test
    void badPositionInTheSuiteIsAnInternalError() {
        CliRun run = CliRun.run(BenchSuite.fromResource("/bench/bad-position.txt"), "bench");

        assertEquals(1, run.exitStatus());
        assertEquals(List.of("internal error: java.lang.IllegalStateException: /bench/bad-position.txt line 1:"
                + " position text, pile: '99', expected 0..60"), run.errLines());
    }
}
