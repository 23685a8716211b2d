package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --help}, {@code --version} and {@code games}. */
class RootCommandTest {

    @Test
    void versionNamesTheProgramAndItsVersion() {
        CliRun run = CliRun.run("--version");

        assertEquals(0, run.exitStatus());
        assertTrue(run.out().matches("abstract-games \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\\R"), run.out());
    }

    @Test
    void helpListsTheVerbs() {
        CliRun run = CliRun.run("--help");

        assertEquals(0, run.exitStatus());
        for (String verb : List.of("perft", "bench", "playouts", "games")) {
            assertTrue(run.out().contains("  " + verb + " "), run.out());
        }
    }

    @Test
    void helpOfAVerbShowsItsSynopsis() {
        CliRun run = CliRun.run("perft", "--help");

        assertEquals(0, run.exitStatus());
        assertTrue(run.out().contains("perft [-h] [--divide] [--position=TEXT] [--threads=T]"), run.out());
    }

    @Test
    void gamesListsIdPlayersAndName() {
        CliRun run = CliRun.run("games");

        assertEquals(0, run.exitStatus());
        assertTrue(run.outLines().stream().anyMatch(line -> line.matches("toy +2  Toy take-away game")), run.out());
    }
}
