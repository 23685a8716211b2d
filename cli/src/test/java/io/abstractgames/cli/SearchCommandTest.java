package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.core.Games;
import io.abstractgames.core.Position;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code search}: info lines per completed depth, then bestmove; limits; bad input. */
class SearchCommandTest {

    private static final Pattern INFO =
            Pattern.compile("info depth (\\d+) score (-?\\d+|win \\d+|loss \\d+) nodes (\\d+) nps \\d+ pv( \\S+)+");
    private static final Pattern SUMMARY = Pattern.compile(".*: depth \\d+, (\\d+) nodes, (\\d+) ms, \\d+ nodes/s");

    static List<String> games() {
        return InstalledAi.gameIds();
    }

    /** Runs the command line, which must succeed. */
    private static CliRun searched(String... args) {
        CliRun run = CliRun.run(args);
        assertEquals(0, run.exitStatus(), run.err());
        return run;
    }

    @ParameterizedTest
    @MethodSource("games")
    void depthLimitGivesOneInfoLinePerDepthThenTheBestMove(String game) {
        CliRun run = searched("search", game, "--depth", "3");
        List<String> lines = run.outLines();
        assertEquals(4, lines.size(), run.out());
        for (int d = 1; d <= 3; d++) {
            Matcher m = INFO.matcher(lines.get(d - 1));
            assertTrue(m.matches(), lines.get(d - 1));
            assertEquals(d, Integer.parseInt(m.group(1)));
        }
        String best = lines.get(3);
        assertTrue(best.startsWith("bestmove "), best);
        Position start = Games.byId(game).newStartPosition();
        start.parseMove(best.substring("bestmove ".length()));
        assertTrue(lines.get(2).contains(" pv " + best.substring("bestmove ".length())), run.out());
    }

    @ParameterizedTest
    @MethodSource("games")
    void twoThreadsGiveOneInfoLinePerDepthAndALegalBestMove(String game) {
        CliRun run = searched("search", game, "--depth", "3", "--threads", "2");
        List<String> lines = run.outLines();
        assertEquals(4, lines.size(), run.out());
        for (int d = 1; d <= 3; d++) {
            Matcher m = INFO.matcher(lines.get(d - 1));
            assertTrue(m.matches(), lines.get(d - 1));
            assertEquals(d, Integer.parseInt(m.group(1)));
        }
        String best = lines.get(3);
        assertTrue(best.startsWith("bestmove "), best);
        Games.byId(game).newStartPosition().parseMove(best.substring("bestmove ".length()));
        assertTrue(run.err().contains(", 2 threads, "), run.err());
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"0", "-1", "257", "99999999999"})
    void aThreadCountOutOfRangeIsBadInput(String threads) {
        assumeTrue(!games().isEmpty(), "no AI installed");
        CliRun run = CliRun.run("search", games().get(0), "--depth", "1", "--threads", threads);

        assertEquals(2, run.exitStatus());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().size(), run.err());
    }

    @ParameterizedTest
    @MethodSource("games")
    void theLastInfoLineOfAMonteCarloSearchIsItsResult(String game) {
        CliRun run = searched("search", game, "--strategy", "mcts", "--iterations", "2000");
        List<String> lines = run.outLines();
        String best = lines.get(lines.size() - 1);
        assertTrue(best.startsWith("bestmove "), run.out());
        String info = lines.get(lines.size() - 2);
        Matcher last = INFO.matcher(info);
        assertTrue(last.matches(), run.out());
        assertEquals(best.substring("bestmove ".length()), info.substring(info.indexOf(" pv ") + 4).split(" ")[0], run.out());
        Matcher summary = SUMMARY.matcher(run.err().strip());
        assertTrue(summary.matches(), run.err());
        assertEquals(summary.group(1), last.group(3), "the last info line's nodes are the search's");
    }

    @Nested
    class OnKonane {

        @BeforeEach
        void konaneIsInstalled() {
            assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        }

        @Test
        void nodeLimitIsHonoured() {
            CliRun run = CliRun.run("search", "konane", "--nodes", "700");

            assertEquals(0, run.exitStatus(), run.err());
            List<String> lines = run.outLines();
            assertTrue(lines.get(lines.size() - 1).startsWith("bestmove "), run.out());
            for (String line : lines.subList(0, lines.size() - 1)) {
                Matcher m = INFO.matcher(line);
                assertTrue(m.matches(), line);
                assertTrue(Long.parseLong(m.group(3)) <= 700, line);
            }
            Matcher summary = SUMMARY.matcher(run.err().strip());
            assertTrue(summary.matches(), run.err());
            assertTrue(Long.parseLong(summary.group(1)) <= 700, run.err());
        }

        @Test
        void aTimeLimitReplacesTheLevelsLimitsAndEndsWithABestMove() {
            // How a time limit ends a search is tested in ai with a controlled clock; here only
            // that the option reaches the search, whatever the machine's speed.
            CliRun run = CliRun.run("search", "konane", "--time", "150");

            assertEquals(0, run.exitStatus(), run.err());
            Matcher summary = SUMMARY.matcher(run.err().strip());
            assertTrue(summary.matches(), run.err());
            assertTrue(run.err().startsWith("search konane: level advanced, limits 150 ms (given): depth "), run.err());
            assertTrue(run.outLines().get(run.outLines().size() - 1).startsWith("bestmove "), run.out());
        }

        @Test
        void withoutALimitOptionTheLevelsOwnLimitsApply() {
            CliRun run = CliRun.run("search", "konane", "--level", "beginner");

            assertEquals(0, run.exitStatus(), run.err());
            List<String> lines = run.outLines();
            assertEquals(3, lines.size(), run.out());
            Matcher last = INFO.matcher(lines.get(1));
            assertTrue(last.matches(), lines.get(1));
            assertEquals(2, Integer.parseInt(last.group(1)), run.out());
            assertTrue(run.err().startsWith("search konane: level beginner, limits depth 2 (the level's own): depth 2,"),
                    run.err());
        }

        @Test
        void aLimitOptionReplacesTheLevelsLimits() {
            CliRun run = CliRun.run("search", "konane", "--level", "beginner", "--depth", "3");

            assertEquals(0, run.exitStatus(), run.err());
            assertEquals(4, run.outLines().size(), run.out());
            assertTrue(run.err().startsWith("search konane: level beginner, limits depth 3 (given): depth 3,"), run.err());
        }

        @Test
        void positionOption() {
            CliRun run = CliRun.run("search", "konane", "--depth", "1", "--position",
                    "wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbw1wbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw w");

            assertEquals(0, run.exitStatus(), run.err());
            String best = run.outLines().get(run.outLines().size() - 1);
            assertTrue(List.of("bestmove e4", "bestmove d5", "bestmove f5", "bestmove e6").contains(best), best);
        }

        @Test
        void zeroDepth() {
            assertEquals("search: --depth 0, expected 1 to 128 plies", badInput("search", "konane", "--depth", "0"));
        }

        @Test
        void zeroNodes() {
            assertEquals("search: --nodes 0, expected 1 or more", badInput("search", "konane", "--nodes", "0"));
        }

        @Test
        void negativeTime() {
            assertEquals("search: --time -5, expected 1 millisecond or more",
                    badInput("search", "konane", "--time", "-5"));
        }

        @Test
        void twoLimits() {
            String line = badInput("search", "konane", "--depth", "2", "--time", "100");
            assertTrue(line.startsWith("search: --depth=N, --time=MS are mutually exclusive"), line);
        }

        @Test
        void unknownLevel() {
            assertEquals("search: unknown level 'expert' for konane, expected one of beginner, intermediate, advanced, mcts, random",
                    badInput("search", "konane", "--level", "expert"));
        }

        @Test
        void finishedPosition() {
            String message = badInput("search", "konane", "--position", "w7/8/8/8/8/8/8/b7 b");

            assertTrue(message.startsWith("search: the position is already over ("), message);
        }

        @Test
        void malformedPosition() {
            assertTrue(badInput("search", "konane", "--position", "x").startsWith("search: position text"));
        }
    }

    @Test
    void gameWithoutAi() {
        assertEquals("search: no AI installed for game 'toy'", badInput("search", "toy", "--depth", "1"));
    }

    @Test
    void unknownGame() {
        assertTrue(badInput("search", "chess").startsWith("search: unknown game 'chess'"));
    }

    @Test
    void strategyMctsWithAnIterationLimitSearchesByMonteCarlo() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        CliRun run = CliRun.run("search", "konane", "--strategy", "mcts", "--iterations", "300");
        CliRun again = CliRun.run("search", "konane", "--strategy", "mcts", "--iterations", "300");

        assertEquals(0, run.exitStatus(), run.err());
        String bestMove = run.outLines().get(run.outLines().size() - 1);
        assertTrue(bestMove.startsWith("bestmove "), run.out());
        assertEquals(bestMove, again.outLines().get(again.outLines().size() - 1));
        assertTrue(run.err().contains("limits 300 iterations (given)"), run.err());
    }

    @Test
    void theMctsLevelSearchesWithItsOwnIterations() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        CliRun run = CliRun.run("search", "konane", "--level", "mcts", "--iterations", "200");
        assertEquals(0, run.exitStatus(), run.err());
        assertTrue(run.err().contains("level mcts, limits 200 iterations (given)"), run.err());
    }

    @Test
    void anIterationLimitWithoutMctsIsRefusedRatherThanSearchingWithoutEnd() {
        assertEquals("search: --iterations limits Monte Carlo tree search, and level advanced searches with alpha-beta: "
                + "add --strategy mcts, or limit the search by --depth, --nodes or --time",
                badInput("search", "breakthrough", "--iterations", "100"));
        assertEquals("search: --iterations limits Monte Carlo tree search, and level mcts searches with alpha-beta: "
                + "add --strategy mcts, or limit the search by --depth, --nodes or --time",
                badInput("search", "konane", "--level", "mcts", "--strategy", "alpha-beta", "--iterations", "100"));
        assertEquals("search: level mcts is limited by iterations, which only Monte Carlo tree search counts: with "
                + "--strategy alpha-beta limit the search by --depth, --nodes or --time",
                badInput("search", "konane", "--level", "mcts", "--strategy", "alpha-beta"));
        CliRun byDepth = CliRun.run("search", "konane", "--level", "mcts", "--strategy", "alpha-beta", "--depth", "2");
        assertEquals(0, byDepth.exitStatus(), byDepth.err());
    }

    @Test
    void unknownStrategy() {
        assumeTrue(InstalledAi.konane(), "konane's AI is not installed");
        assertEquals("search: --strategy 'uct', expected one of alpha-beta, paranoid, best-reply, max-n, mcts",
                badInput("search", "konane", "--strategy", "uct", "--depth", "1"));
    }

    @Test
    void helpShowsTheSynopsis() {
        CliRun run = CliRun.run("search", "--help");

        assertEquals(0, run.exitStatus());
        assertTrue(run.out().replaceAll("\\s+", " ").contains("[--depth=N | --time=MS | --nodes=N | --iterations=N]"),
                run.out());
    }

    static String badInput(String... args) {
        CliRun run = CliRun.run(args);
        assertEquals(2, run.exitStatus(), run.err());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().size(), run.err());
        return run.errLines().get(0);
    }
}
