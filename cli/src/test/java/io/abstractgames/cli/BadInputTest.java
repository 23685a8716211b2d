package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.core.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bad input gives exit status 2, nothing on standard output and one line on standard error naming
 * what is wrong ({@code docs/rules/common.md}, "Command-line contract").
 */
class BadInputTest {

    private static String badInput(String... args) {
        CliRun run = CliRun.run(args);
        assertEquals(2, run.exitStatus(), run.err());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().size(), run.err());
        return run.errLines().get(0);
    }

    @Test
    void unknownGame() {
        String message = badInput("perft", "chess", "1");

        assertTrue(message.startsWith("perft: unknown game 'chess', expected one of "), message);
        assertTrue(message.contains("toy"), message);
    }

    @Test
    void controlCharactersInAnArgumentAreShownEscaped() {
        assertEquals("perft: Unknown option: '--x\\u001B[2J\\t'", badInput("perft", "toy", "1", "--x\u001B[2J\t"));
        assertEquals("perft: unknown game '\\u001B[31mtoy', expected one of toy",
                badInput("perft", "\u001B[31mtoy", "1").replaceAll("one of .*", "one of toy"));
    }

    @Test
    void anArgumentStartingWithAtIsNotAFileOfArguments(@TempDir Path dir) throws IOException {
        Path words = Files.writeString(dir.resolve("args.txt"), "perft toy 1");
        assertEquals("abstract-games: unknown verb '@" + words + "', expected one of ",
                badInput("@" + words.toString()).replaceAll("expected one of .*", "expected one of "));
        assertEquals("abstract-games: unknown verb '@" + dir + "', expected one of ",
                badInput("@" + dir).replaceAll("expected one of .*", "expected one of "));
        Path position = Files.writeString(dir.resolve("pos.txt"), "10 a 5");
        assertTrue(badInput("perft", "toy", "1", "--position", "@" + position).startsWith("perft: position text"),
                "the position is the text '@...', not the file's words");
        assertTrue(badInput("perft", "@" + position, "1").startsWith("perft: unknown game '@" + position + "'"));
    }

    @Test
    void unknownGameInPlayouts() {
        assertTrue(badInput("playouts", "chess", "--seconds", "1").startsWith("playouts: unknown game 'chess'"));
    }

    @Test
    void malformedPositionTextIsReportedAsTheGameWordsIt() {
        assertEquals("perft: position text: 2 fields, expected 3 (PILE SIDE PLIES)",
                badInput("perft", "toy", "1", "--position", "10 a"));
    }

    @Test
    void oneFieldIsCountedInTheSingular() {
        assertEquals("perft: position text: 1 field, expected 3 (PILE SIDE PLIES)", badInput("perft", "toy", "1", "--position", "10"));
    }

    @Test
    void impossiblePositionText() {
        assertEquals("perft: position text, side: 'c', expected a or b", badInput("perft", "toy", "1", "--position", "10 c 5"));
    }

    @Test
    void emptyPositionText() {
        assertEquals("playouts: position text: empty", badInput("playouts", "toy", "--position", " "));
    }

    @Test
    void malformedPositionOfARealGame() {
        assumeTrue(Games.find("breakthrough").isPresent(), "breakthrough is not installed");

        String message = badInput("perft", "breakthrough", "1", "--position",
                "bbbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w");

        assertTrue(message.startsWith("perft: position text"), message);
    }

    @Test
    void diamondTextWithTheWrongPlayerCount() {
        assumeTrue(Games.find("diamond").isPresent() && Games.find("diamond3").isPresent(), "diamond is not installed");

        badInput("perft", "diamond", "1", "--position", Games.byId("diamond3").startText());
        badInput("perft", "diamond3", "1", "--position", Games.byId("diamond").startText());
    }

    @Test
    void negativeDepth() {
        assertEquals("perft: depth -1, expected 0 or more", badInput("perft", "toy", "-1"));
    }

    @Test
    void depthThatIsNotANumber() {
        String message = badInput("perft", "toy", "two");

        assertTrue(message.startsWith("perft: ") && message.contains("'two'"), message);
    }

    @Test
    void missingDepth() {
        String message = badInput("perft", "toy");

        assertTrue(message.contains("DEPTH"), message);
    }

    @Test
    void unknownOption() {
        assertEquals("perft: Unknown option: '--frobnicate'", badInput("perft", "toy", "1", "--frobnicate"));
    }

    @Test
    void unknownOptionOfTheRoot() {
        assertEquals("abstract-games: Unknown option: '--frobnicate'", badInput("--frobnicate"));
    }

    @Test
    void unknownVerb() {
        assertEquals("abstract-games: unknown verb 'perf', expected one of perft, bench, playouts, games, verify, search, play, show, match, replay, ratings, serve", badInput("perf", "toy", "1"));
    }

    @Test
    void missingVerb() {
        assertEquals("abstract-games: missing verb, expected one of perft, bench, playouts, games, verify, search, play, show, match, replay, ratings, serve", badInput());
    }

    @Test
    void zeroSecondsOfPlayouts() {
        assertEquals("playouts: --seconds 0, expected a number of seconds more than 0",
                badInput("playouts", "toy", "--seconds", "0"));
    }

    @Test
    void negativeSecondsOfPlayouts() {
        assertEquals("playouts: --seconds -2.5, expected a number of seconds more than 0",
                badInput("playouts", "toy", "--seconds", "-2.5"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.5d", "0x1p-1", "1e9", "Infinity", "NaN", "\u0663", ".5", "2.", "+1"})
    void secondsAreDecimalDigitsOnly(String seconds) {
        assertTrue(badInput("playouts", "toy", "--seconds", seconds).endsWith(
                "'" + seconds + "' is not a number in the digits 0-9 with an optional decimal point, such as 2 or 0.5"),
                seconds);
    }

    @Test
    void aNumberTooLargeForItsOptionSaysSo() {
        assertEquals("perft: Invalid value for positional parameter at index 1 (DEPTH): '99999999999999999999' is too large a number",
                badInput("perft", "toy", "99999999999999999999"));
        assertEquals("playouts: --seconds: too large a number", badInput("playouts", "toy", "--seconds", "9".repeat(400)));
        assertEquals("playouts: --seconds: too small a number", badInput("playouts", "toy", "--seconds", "-" + "9".repeat(400)));
        String huge = badInput("perft", "toy", "9".repeat(100_000));
        assertTrue(huge.length() < 300 && huge.endsWith(" characters left out) ... " + "9".repeat(40) + "' is too large a number"),
                huge);
    }

    @Test
    void finishedStartOfPlayouts() {
        assertEquals("playouts: the position is already over (Ann wins (reached the goal)), playouts need a game in progress",
                badInput("playouts", "toy", "--position", "0 b 5"));
    }

    @Test
    void drawnStartOfPlayouts() {
        assertEquals("playouts: the position is already over (draw (move limit)), playouts need a game in progress",
                badInput("playouts", "toy", "--position", "3 a 0"));
    }

    @Test
    void unexpectedArgumentOfBench() {
        assertEquals("bench: Unmatched argument at index 1: 'now'", badInput("bench", "now"));
    }
}
