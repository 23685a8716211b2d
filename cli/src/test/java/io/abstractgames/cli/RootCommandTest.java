package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Games;
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

    @Test
    void gamesWithLevelsListsEachLevelWithItsRatingOrNone() {
        CliRun run = CliRun.run("games", "--levels");

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        int toy = lines.indexOf(lines.stream().filter(line -> line.startsWith("toy ")).findFirst().orElseThrow());
        assertEquals("  no AI installed", lines.get(toy + 1));
        for (String line : lines) {
            if (line.startsWith("  ") && !line.equals("  no AI installed")) {
                assertTrue(line.matches("  [a-z0-9:]+ +(Elo [+-]\\d+ \\(95%: [+-]\\d+ to [+-]\\d+, \\d+ games?\\)|not rated)  \\S.*"),
                        line);
            }
        }
        for (String id : List.of("breakthrough", "konane", "bashni", "diamond", "diamond3", "lasca")) {
            if (Games.find(id).isPresent()) {
                int at = lines.indexOf(lines.stream().filter(line -> line.startsWith(id + " ")).findFirst().orElseThrow());
                assertTrue(lines.get(at + 1).startsWith("  beginner "), lines.get(at + 1));
                assertTrue(lines.subList(at + 1, lines.size()).stream().anyMatch(line -> line.startsWith("  random ")
                        && line.contains("Elo +0 (95%: +0 to +0")), id + " has its random level at 0: " + lines);
            }
        }
    }
}
