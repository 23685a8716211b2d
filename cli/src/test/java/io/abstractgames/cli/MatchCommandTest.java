package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code match}: output shape, independence from the thread count, records, bad input. */
class MatchCommandTest {

    @TempDir
    Path dir;

    static List<String> games() {
        return InstalledAi.gameIds();
    }

    @ParameterizedTest
    @MethodSource("games")
    void shortMatchOfBeginnersIsTheSameOnOneAndTwoThreadsAndItsRecordsReplay(String id) throws IOException {
        Game game = Games.byId(id);
        int n = game.playerCount();
        Path records = dir.resolve(id + ".txt");

        CliRun one = CliRun.run("match", id, "--a", "beginner", "--b", "beginner", "--games", String.valueOf(n),
                "--threads", "1", "--seed", "5", "--records", records.toString());
        CliRun two = CliRun.run("match", id, "--a", "beginner", "--b", "beginner", "--games", String.valueOf(n),
                "--threads", "2", "--seed", "5");

        assertEquals(0, one.exitStatus(), one.err());
        assertEquals(0, two.exitStatus(), two.err());
        assertEquals(one.out(), two.out());
        List<String> lines = one.outLines();
        int i = 0;
        assertEquals("Match: " + id + ", A beginner, B beginner, " + n + " games, seed 5", lines.get(i++));
        assertTrue(lines.get(i++).matches("beginner \\(A\\): \\d+ wins?, \\d+ draws?, \\d+ loss(es)?"), one.out());
        assertTrue(lines.get(i++).matches("beginner \\(B\\): \\d+ wins?, \\d+ draws?, \\d+ loss(es)?"), one.out());
        for (int seat = 0; seat < n; seat++) {
            assertTrue(lines.get(i++).startsWith("A as " + game.sideName(seat) + ": "), one.out());
        }
        assertTrue(lines.get(i++).startsWith("Wins by seat: " + game.sideName(0) + " "), one.out());
        assertTrue(lines.get(i++).matches("Average length: \\d+\\.\\d\\d plies"), one.out());
        assertTrue(lines.get(i++).matches("Score of A: \\d\\.\\d{3} \\(95%: \\d\\.\\d{3} to \\d\\.\\d{3}\\)"),
                one.out());
        if (n == 2) {
            assertTrue(lines.get(i++).startsWith("Elo difference A - B: "), one.out());
        }
        assertEquals(i, lines.size(), one.out());
        assertEquals(n, one.errLines().stream().filter(l -> l.startsWith("game ")).count(), one.err());

        CliRun replay = CliRun.run("replay", records.toString());
        assertEquals(0, replay.exitStatus(), replay.err());
        assertEquals(3 * n, replay.outLines().size(), replay.out());
    }

    @Test
    void konaneBeginnerAgainstIntermediate() throws IOException {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        Path records = dir.resolve("konane.txt");

        CliRun run = CliRun.run("match", "konane", "--a", "beginner", "--b", "intermediate", "--games", "4",
                "--threads", "2", "--records", records.toString());

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertEquals("Match: konane, A beginner, B intermediate, 4 games, seed 1", lines.get(0));
        assertTrue(lines.get(1).startsWith("beginner (A): "), run.out());
        assertTrue(lines.get(2).startsWith("intermediate (B): "), run.out());
        assertTrue(lines.get(3).startsWith("A as Black: "), run.out());
        assertTrue(lines.get(4).startsWith("A as White: "), run.out());
        String text = Files.readString(records);
        assertTrue(text.startsWith("[Game \"konane\"]\n[Start \"" + Games.byId("konane").startText()
                + "\"]\n[Round \"1\"]\n[Black \"beginner\"]\n[White \"intermediate\"]\n[Result \""), text);
        assertTrue(text.contains("[Round \"2\"]\n[Black \"intermediate\"]\n[White \"beginner\"]\n"), text);
    }

    @Test
    void openingsGiveEachPairOfGamesTheSameRandomPliesAndAreNamedInTheHeader() throws IOException {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        Path records = dir.resolve("openings.txt");
        CliRun run = CliRun.run("match", "konane", "--a", "random", "--b", "beginner", "--games", "4",
                "--openings", "3", "--threads", "1", "--records", records.toString());

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Match: konane, A random, B beginner, 4 games, seed 1, 3 random opening plies", run.outLines().get(0));
        List<io.abstractgames.core.record.GameRecord> games =
                io.abstractgames.core.record.GameRecords.parse(Files.readString(records));
        assertEquals(games.get(0).moves().subList(0, 3), games.get(1).moves().subList(0, 3));
        assertEquals(games.get(2).moves().subList(0, 3), games.get(3).moves().subList(0, 3));
        assertEquals("random", games.get(0).tag("Black").orElseThrow());
        assertEquals("random", games.get(1).tag("White").orElseThrow());
        CliRun again = CliRun.run("match", "konane", "--a", "random", "--b", "beginner", "--games", "4",
                "--openings", "3", "--threads", "2");
        assertEquals(run.out(), again.out());
    }

    @Test
    void negativeOpenings() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        assertEquals("match: opening of -1 plies, expected 0 to 100", SearchCommandTest.badInput("match", "konane",
                "--a", "beginner", "--b", "beginner", "--games", "1", "--openings", "-1"));
    }

    @Test
    void aLevelWhoseStartIsAlreadyOverHasNoGameToPlay() {
        assumeTrue(InstalledAi.gameIds().contains("bashni"), "bashni's AI is not installed");
        assertEquals("match: level ladder:19 starts from a position that is already over (Black wins (opponent has no "
                + "legal move)), so there is no game to play",
                SearchCommandTest.badInput("match", "bashni", "--a", "ladder:19", "--b", "random", "--games", "2"));
    }

    @Test
    void anMctsEntrantPlaysWithTheExplorationConstantGivenAndIsNamedAfterIt() throws IOException {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        CliRun narrow = CliRun.run("match", "konane", "--a", "mcts", "--b", "random", "--games", "1", "--a-uct", "0.05",
                "--records", dir.resolve("narrow.txt").toString());
        CliRun wide = CliRun.run("match", "konane", "--a", "mcts", "--b", "random", "--games", "1", "--a-uct", "5",
                "--records", dir.resolve("wide.txt").toString());
        CliRun plain = CliRun.run("match", "konane", "--a", "mcts", "--b", "random", "--games", "1");

        assertEquals(0, narrow.exitStatus(), narrow.err());
        assertTrue(narrow.out().contains("mcts-c0.05 (A)"), narrow.out());
        assertTrue(wide.out().contains("mcts-c5 (A)"), wide.out());
        assertTrue(plain.out().contains("mcts (A)"), plain.out());
        // The constant reaches the search: the same seeds give another game.
        assertNotEquals(moves(dir.resolve("narrow.txt")), moves(dir.resolve("wide.txt")));
    }

    /** The move lines of a records file (those that are not tags). */
    private static List<String> moves(Path records) throws IOException {
        return Files.readAllLines(records).stream().filter(l -> !l.startsWith("[") && !l.isBlank()).toList();
    }

    @Test
    void anExplorationConstantIsForMctsLevelsAndMoreThanZero() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        assertEquals("match: --a-uct 0, expected a number more than 0", SearchCommandTest.badInput("match", "konane",
                "--a", "mcts", "--b", "random", "--games", "1", "--a-uct", "0"));
        assertEquals("match: --b-uct: level beginner does not search by MCTS", SearchCommandTest.badInput("match", "konane",
                "--a", "mcts", "--b", "beginner", "--games", "1", "--b-uct", "0.5"));
    }

    @Test
    void zeroGames() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        assertEquals("match: --games 0, expected 1 or more",
                SearchCommandTest.badInput("match", "konane", "--a", "beginner", "--b", "beginner", "--games", "0"));
    }

    @Test
    void timePerMoveReplacesBothLevelsLimitsAndIsNamedInTheHeader() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        CliRun run = CliRun.run("match", "konane", "--a", "beginner", "--b", "intermediate", "--games", "1",
                "--time", "5", "--threads", "1");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Match: konane, A beginner, B intermediate, 1 game, seed 1, 5 ms per move", run.outLines().get(0));
    }

    @Test
    void anEntrantOnTwoSearchThreadsIsNamedSoAndPlays() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        CliRun run = CliRun.run("match", "konane", "--a", "intermediate", "--b", "intermediate", "--a-threads", "2",
                "--games", "2", "--time", "5", "--threads", "1");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Match: konane, A intermediate-2threads, B intermediate, 2 games, seed 1, 5 ms per move",
                run.outLines().get(0));
    }

    @Test
    void zeroSearchThreads() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        assertEquals("match: --b-threads 0, expected 1 to 256", SearchCommandTest.badInput("match", "konane", "--a",
                "beginner", "--b", "beginner", "--games", "1", "--b-threads", "0"));
    }

    @Test
    void zeroTime() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        assertEquals("match: --time 0, expected 1 millisecond or more", SearchCommandTest.badInput("match", "konane",
                "--a", "beginner", "--b", "beginner", "--games", "1", "--time", "0"));
    }

    @Test
    void zeroThreads() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        assertEquals("match: --threads 0, expected 1 or more", SearchCommandTest.badInput("match", "konane", "--a",
                "beginner", "--b", "beginner", "--games", "1", "--threads", "0"));
    }

    @Test
    void unknownLevel() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        assertTrue(SearchCommandTest.badInput("match", "konane", "--a", "beginner", "--b", "grandmaster", "--games", "1")
                .startsWith("match: unknown level 'grandmaster' for konane"));
    }

    @Test
    void missingLevel() {
        assertTrue(SearchCommandTest.badInput("match", "konane", "--a", "beginner", "--games", "1")
                .contains("--b=LEVEL"));
    }

    @Test
    void unwritableRecords() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        String message = SearchCommandTest.badInput("match", "konane", "--a", "beginner", "--b", "beginner", "--games",
                "1", "--records", dir.resolve("no/such/dir/x.txt").toString());

        assertTrue(message.startsWith("match: --records "), message);
    }

    @Test
    void recordsThatCannotBeWrittenAreOneLineOfBadInputAndNotReportedWritten() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "no /dev/full on this system");

        CliRun run = CliRun.run("match", "konane", "--a", "random", "--b", "random", "--games", "2", "--threads", "1",
                "--records", full.toString());

        assertEquals(2, run.exitStatus(), run.err());
        List<String> err = run.errLines();
        assertEquals("match: --records /dev/full: cannot write the file (No space left on device)", err.get(err.size() - 1));
        assertTrue(err.stream().noneMatch(l -> l.contains("written") || l.contains("internal error")), run.err());
    }

    @Test
    void theRecordsWrittenAreCountedInWords() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        Path records = dir.resolve("one.txt");

        CliRun run = CliRun.run("match", "konane", "--a", "random", "--b", "random", "--games", "1", "--threads", "1",
                "--records", records.toString());

        assertEquals(0, run.exitStatus(), run.err());
        List<String> err = run.errLines();
        assertEquals("match konane: 1 record written to " + records, err.get(err.size() - 1));
    }

    @Test
    void gameWithoutAi() {
        assertEquals("match: no AI installed for game 'toy'",
                SearchCommandTest.badInput("match", "toy", "--a", "beginner", "--b", "beginner", "--games", "1"));
    }
}
