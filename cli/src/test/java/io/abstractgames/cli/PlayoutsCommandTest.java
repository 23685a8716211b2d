package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The output of {@code playouts} ({@code docs/rules/common.md}, "Command-line contract"). */
class PlayoutsCommandTest {

    private static final Pattern SHARE = Pattern.compile("(.+): (\\d+) \\((\\d+\\.\\d\\d)%\\)");

    @Test
    void printsSpeedsLengthSharesAndLastTheNumberOfPlayouts() {
        CliRun run = CliRun.run("playouts", "toy", "--seconds", "0.2", "--seed", "7");

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertEquals(7, lines.size(), run.out());
        assertTrue(lines.get(0).matches("Playouts per second: \\d+\\.\\d"), lines.get(0));
        assertTrue(lines.get(1).matches("Moves per second: \\d+"), lines.get(1));
        assertTrue(lines.get(2).matches("Average length: \\d+\\.\\d\\d plies"), lines.get(2));
        assertTrue(lines.get(6).matches("Playouts: [1-9]\\d*"), lines.get(6));
        long playouts = Long.parseLong(lines.get(6).substring("Playouts: ".length()));

        List<String> names = List.of("Ann wins", "Bob wins", "Draws");
        long counted = 0;
        for (int i = 0; i < 3; i++) {
            Matcher m = SHARE.matcher(lines.get(3 + i));
            assertTrue(m.matches(), lines.get(3 + i));
            assertEquals(names.get(i), m.group(1));
            long count = Long.parseLong(m.group(2));
            assertEquals(String.format(java.util.Locale.ROOT, "%.2f", 100.0 * count / playouts), m.group(3));
            counted += count;
        }
        assertEquals(playouts, counted);
    }

    @Test
    void everyInstalledGameGivesOneLinePerPlayerAndDraws() {
        for (Game game : Games.all()) {
            CliRun run = CliRun.run("playouts", game.id(), "--seconds", "0.05");

            assertEquals(0, run.exitStatus(), game.id() + ": " + run.err());
            List<String> lines = run.outLines();
            int players = game.playerCount();
            assertEquals(players + 5, lines.size(), run.out());
            for (int p = 0; p < players; p++) {
                assertTrue(lines.get(3 + p).startsWith(game.sideName(p) + " wins: "), lines.get(3 + p));
            }
            assertTrue(lines.get(3 + players).startsWith("Draws: "), run.out());
            assertTrue(lines.get(4 + players).matches("Playouts: [1-9]\\d*"), run.out());
        }
    }

    @Test
    void averageLengthStaysWithinTheGame() {
        // From "10 a 5" a game lasts 4 or 5 plies: 4 takes remove at most 12 counters, 5 plies end it.
        CliRun run = CliRun.run("playouts", "toy", "--seconds", "0.05");

        double average = Double.parseDouble(run.outLines().get(2).replaceAll("[^0-9.]", ""));
        assertTrue(average >= 4 && average <= 5, run.out());
    }

    @Test
    void aGameThatCanOnlyEndOneWayHasOneResult() {
        // One counter left and Bob to move: Bob takes it and wins, in one ply.
        CliRun run = CliRun.run("playouts", "toy", "--seconds", "0.05", "--position", "1 b 5");

        List<String> lines = run.outLines();
        long playouts = Long.parseLong(lines.get(6).substring("Playouts: ".length()));
        assertEquals("Average length: 1.00 plies", lines.get(2));
        assertEquals("Ann wins: 0 (0.00%)", lines.get(3));
        assertEquals("Bob wins: " + playouts + " (100.00%)", lines.get(4));
        assertEquals("Draws: 0 (0.00%)", lines.get(5));
    }
}
