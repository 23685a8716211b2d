package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.match.EloFit;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ratings}: records of several files merged into one fit per game, anchored at random. */
class RatingsCommandTest {

    private static final String BLACK_WINS = "Black wins (opponent has no legal move)";
    private static final String WHITE_WINS = "White wins (opponent has no legal move)";

    @TempDir
    Path dir;

    private static String record(String game, String black, String white, String result) {
        return "[Game \"" + game + "\"]\n[Black \"" + black + "\"]\n[White \"" + white + "\"]\n[Result \"" + result
                + "\"]\n\n";
    }

    private Path file(String name, String... records) throws IOException {
        return Files.writeString(dir.resolve(name), String.join("", records));
    }

    @Test
    void recordsOfTwoFilesAreFittedOnOneScaleWithRandomAtZero() throws IOException {
        Path first = file("a.txt",
                record("konane", "random", "beginner", WHITE_WINS),
                record("konane", "beginner", "random", BLACK_WINS),
                record("konane", "random", "beginner", BLACK_WINS));
        Path second = file("b.txt",
                record("konane", "beginner", "intermediate", WHITE_WINS),
                record("konane", "intermediate", "beginner", BLACK_WINS),
                record("konane", "intermediate", "random", BLACK_WINS));

        CliRun run = CliRun.run("ratings", first.toString(), second.toString());

        assertEquals(0, run.exitStatus(), run.err());
        EloFit.Ratings expected = new EloFit().add("beginner", "random", 2, 3).add("intermediate", "beginner", 2, 2)
                .add("intermediate", "random", 1, 1).fit("random");
        List<String> lines = run.outLines();
        assertEquals(List.of(
                "Ratings: konane, 3 levels, 6 games, anchor random",
                "level           Elo  95% interval    games  score",
                row("intermediate", expected.of("intermediate"), 3, 1.0),
                row("beginner", expected.of("beginner"), 5, 0.4),
                "random            0  anchor              4  0.250"), lines);
    }

    private static String row(String name, EloFit.Rating r, int games, double score) {
        return String.format(java.util.Locale.ROOT, "%-12s  %5s  %-15s %5d  %.3f", name, RatingsCommand.elo(r.elo()),
                RatingsCommand.elo(r.lower()) + " to " + RatingsCommand.elo(r.upper()), games, score);
    }

    @Test
    void eachGameGetsItsOwnTableAndThreePlayerGamesPairDifferentLevelsOnly() throws IOException {
        Path records = file("c.txt",
                record("konane", "random", "beginner", WHITE_WINS),
                "[Game \"diamond3\"]\n[Red \"random\"]\n[Yellow \"mcts\"]\n[Green \"mcts\"]\n"
                        + "[Result \"Yellow wins (reached the goal)\"]\n\n");

        CliRun run = CliRun.run("ratings", records.toString());

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Ratings: konane, 2 levels, 1 game, anchor random", run.outLines().get(0));
        assertEquals("", run.outLines().get(4));
        assertEquals("Ratings: diamond3, 2 levels, 1 game, anchor random", run.outLines().get(5));
        assertTrue(run.outLines().get(7).startsWith("mcts "), run.out());
        assertTrue(run.outLines().get(7).endsWith("    1  0.750"), run.out());
    }

    @Test
    void aGameWithoutTheAnchorIsBadInput() throws IOException {
        Path records = file("d.txt", record("konane", "beginner", "advanced", WHITE_WINS));
        assertEquals("ratings: konane: the anchor level 'random' played no game, expected one of beginner, advanced",
                SearchCommandTest.badInput("ratings", records.toString()));
    }

    @Test
    void anAnchorThatOnlyPlayedItselfIsBadInputSayingSo() throws IOException {
        Path selfPlay = file("h.txt", record("konane", "random", "random", WHITE_WINS),
                record("konane", "random", "random", BLACK_WINS));
        assertEquals("ratings: konane: the anchor level 'random' played no game against another level (no level did)",
                SearchCommandTest.badInput("ratings", selfPlay.toString()));
        Path mixed = file("i.txt", record("konane", "random", "random", WHITE_WINS),
                record("konane", "beginner", "advanced", WHITE_WINS));
        assertEquals("ratings: konane: the anchor level 'random' played no game against another level, expected one of"
                + " beginner, advanced", SearchCommandTest.badInput("ratings", mixed.toString()));
    }

    @Test
    void aLevelThatOnlyPlayedItselfHasNoRow() throws IOException {
        Path records = file("j.txt", record("konane", "random", "beginner", WHITE_WINS),
                record("konane", "advanced", "advanced", WHITE_WINS));
        CliRun run = CliRun.run("ratings", records.toString());
        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Ratings: konane, 2 levels, 2 games, anchor random", run.outLines().get(0));
        assertTrue(run.outLines().stream().noneMatch(l -> l.startsWith("advanced")), run.out());
    }

    @Test
    void levelsThatNeverMetTheAnchorsPoolAreBadInput() throws IOException {
        Path records = file("g.txt", record("konane", "random", "beginner", WHITE_WINS),
                record("konane", "intermediate", "advanced", WHITE_WINS));
        assertEquals("ratings: konane: the players do not form one connected pool; rate each pool apart: intermediate,"
                + " advanced met no player of the anchor random's pool", SearchCommandTest.badInput("ratings", records.toString()));
    }

    @Test
    void anotherAnchorCanBeNamed() throws IOException {
        Path records = file("e.txt", record("konane", "beginner", "advanced", WHITE_WINS));
        CliRun run = CliRun.run("ratings", records.toString(), "--anchor", "beginner");
        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Ratings: konane, 2 levels, 1 game, anchor beginner", run.outLines().get(0));
    }

    @Test
    void aRecordWithoutSeatTagsIsBadInput() throws IOException {
        Path records = file("f.txt", "[Game \"konane\"]\n[Result \"" + WHITE_WINS + "\"]\n\n");
        assertTrue(SearchCommandTest.badInput("ratings", records.toString()).contains("no [Black \"LEVEL\"] tag"));
    }

    @Test
    void aMissingFileIsBadInput() {
        assertTrue(SearchCommandTest.badInput("ratings", dir.resolve("none.txt").toString()).equals("ratings: " + dir.resolve("none.txt") + ": no such file"));
    }

    @Test
    void aFileLargerThanTheBoundIsBadInput() throws IOException {
        Path file = dir.resolve("huge.txt");
        try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(2L << 30);
        }
        assertEquals("ratings: " + file + ": more than 64 MiB, the most a file of game records may hold",
                SearchCommandTest.badInput("ratings", file.toString()));
    }
}
