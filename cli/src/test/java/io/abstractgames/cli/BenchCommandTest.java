package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The output of {@code bench} ({@code spec/common.md}, "Command-line contract"). */
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
    void standardSuiteEndsWithTheSignature() {
        CliRun run = CliRun.run(BenchSuite.standard(), "bench");

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertTrue(lines.get(lines.size() - 1).matches("Nodes searched: \\d+"), run.out());
    }

    @Test
    void malformedSuiteIsAnInternalError() {
        CliRun run = CliRun.run(BenchSuite.fromResource("/bench/broken.txt"), "bench");

        assertEquals(1, run.exitStatus());
        assertEquals(List.of("internal error: java.lang.IllegalStateException: /bench/broken.txt line 1: 4 fields,"
                + " expected GAME ; POSITION ; DEPTH"), run.errLines());
    }

    @Test
    void badPositionInTheSuiteIsAnInternalError() {
        CliRun run = CliRun.run(BenchSuite.fromResource("/bench/bad-position.txt"), "bench");

        assertEquals(1, run.exitStatus());
        assertEquals(List.of("internal error: java.lang.IllegalStateException: /bench/bad-position.txt line 1:"
                + " position text, pile: '99', expected 0..60"), run.errLines());
    }
}
