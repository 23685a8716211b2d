package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code play} driven through standard input. */
class PlayCommandTest {

    static List<String> games() {
        return InstalledAi.gameIds();
    }

    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.contains(prefix)).count();
    }

    @Test
    void konaneIllegalThenLegalMoveUndoHintMovesResign() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        String start = Games.byId("konane").startText();

        CliRun run = CliRun.runWithInput("zz\ne5\nundo\nhint\nmoves\nd4\nresign\n", "play", "konane", "--level",
                "beginner");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("", run.err());
        List<String> lines = run.outLines();
        assertEquals("Position: " + start, lines.get(1));
        assertEquals(1, count(lines, "Not played: move text 'zz': "), run.out());
        assertEquals(2, count(lines, "White plays "), run.out());
        int back = 0;
        while (back < lines.size() && !lines.get(back).endsWith("Back to your previous turn.")) {
            back++;
        }
        assertTrue(back < lines.size() - 1, run.out());
        assertEquals("Position: " + start, lines.get(back + 1));
        assertEquals(1, count(lines, "Hint: "), run.out());
        assertTrue(run.out().contains("Legal moves: "), run.out());
        assertEquals("Result: White wins (resignation)", lines.get(lines.size() - 1));
    }

    @Test
    void aMoveWithControlCharactersIsQuotedOnOnePrintableLine() {
        CliRun red = CliRun.runWithInput("\0\u001B[2J\nquit\n", "play", "diamond", "--level", "beginner");
        assertEquals(0, red.exitStatus(), red.err());
        assertTrue(red.out().contains("Not played: move text '\\u0000\\u001B[2J': "), red.out());
        CliRun yellow = CliRun.runWithInput("\0\u001B[2J\nquit\n", "play", "diamond", "--seat", "y",
                "--level", "beginner");
        assertEquals(0, yellow.exitStatus(), yellow.err());
        assertTrue(yellow.out().contains("Not played: no legal move of yours reads '\\u0000\\u001B[2J' "),
                yellow.out());
        for (CliRun run : List.of(red, yellow)) {
            assertFalse(run.out().contains("\0") || run.out().contains("\u001B"), run.out());
        }
    }

    @Test
    void aDiamondSeatOtherThanRedReadsAndTypesMovesInItsOwnFrame() {
        // Yellow names points from its seat: the AI's move, the last move under the diagram, the
        // hint and the move typed all use that frame; the Position line stays in Red's.
        CliRun run = CliRun.runWithInput("hint\nquit\n", "play", "diamond", "--seat", "y", "--level", "beginner");
        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        String redPlays = lines.stream().filter(l -> l.startsWith("Red plays ")).findFirst().orElseThrow();
        String redMove = redPlays.substring("Red plays ".length());
        assertTrue(run.out().contains("Last move: Red " + redMove + " ("), run.out());
        String hintLine = lines.stream().filter(l -> l.contains("Hint: ")).findFirst().orElseThrow();
        String hint = hintLine.substring(hintLine.indexOf("Hint: ") + 6, hintLine.indexOf(" (score"));
        // Yellow's start apex is row 1 of its own frame (13.1 in Red's).
        assertTrue(hint.startsWith("1.") || hint.startsWith("2.") || hint.startsWith("3.") || hint.startsWith("4.")
                || hint.startsWith("5."), hint);

        CliRun played = CliRun.runWithInput("hint\n" + hint + "\nquit\n", "play", "diamond", "--seat", "y", "--level",
                "beginner");
        assertEquals(0, played.exitStatus(), played.err());
        assertTrue(played.out().contains("Last move: Yellow " + hint + " ("), played.out());
        assertFalse(played.out().contains("Not played"), played.out());
    }

    @ParameterizedTest
    @MethodSource("games")
    void anyGameTakesAMoveAnUndoAHintAndAResignation(String id) {
        Game game = Games.byId(id);
        String first = game.newStartPosition().legalMoves().get(0).text();

        CliRun run = CliRun.runWithInput("xx-yy\n" + first + "\nundo\nhint\nresign\n", "play", id, "--level",
                "beginner");

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertEquals(1, count(lines, "Not played: move text 'xx-yy': "), run.out());
        assertEquals(1, count(lines, "Back to your previous turn."), run.out());
        assertEquals(1, count(lines, "Hint: "), run.out());
        assertTrue(lines.get(lines.size() - 1).startsWith("Result: "), run.out());
        assertTrue(lines.get(lines.size() - 1).endsWith(" wins (resignation)"), run.out());
    }

    @Test
    void endOfInputQuitsCleanly() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        CliRun run = CliRun.runWithInput("", "play", "konane");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("End of input: the game is left unfinished.", run.outLines().get(run.outLines().size() - 1));
    }

    @Test
    void seatChoosesTheHumansSideAndTheAiMovesFirst() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        CliRun run = CliRun.runWithInput("quit\n", "play", "konane", "--seat", "w", "--level", "beginner");

        assertEquals(0, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        int reply = 0;
        while (reply < lines.size() && !lines.get(reply).startsWith("Black plays ")) {
            reply++;
        }
        assertTrue(reply < lines.size(), run.out());
        assertEquals("Seen from White (w)", lines.get(2));
        assertTrue(lines.contains("Last move: Black " + lines.get(reply).substring("Black plays ".length()) + " (removal)"), run.out());
        assertEquals("White, your move: The game is left unfinished.", lines.get(lines.size() - 1));
    }

    @Test
    void aLevelWhoseStartIsAlreadyOverHasNoGameToPlay() {
        assumeTrue(InstalledAi.gameIds().contains("bashni"), "bashni's AI is not installed");
        assertEquals("play: level ladder:19 starts from a position that is already over (Black wins (opponent has no "
                + "legal move)), so there is no game to play",
                SearchCommandTest.badInput("play", "bashni", "--level", "ladder:19"));
    }

    @Test
    void unknownSeat() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");

        assertEquals("play: --seat 'x', expected one of b, w", SearchCommandTest.badInput("play", "konane", "--seat", "x"));
    }

    @Test
    void gameWithoutAi() {
        assertEquals("play: no AI installed for game 'toy'", SearchCommandTest.badInput("play", "toy"));
    }
}
