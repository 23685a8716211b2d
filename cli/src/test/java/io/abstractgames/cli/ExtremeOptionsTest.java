package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every verb's numeric and text options at their extremes, on positions where any answer is quick
 * (finished or nearly finished games): each run either succeeds or is bad input, one line on
 * standard error and exit status 2; never an internal error or a stack trace.
 */
class ExtremeOptionsTest {

    private static final List<String> NUMBERS = List.of("0", "-1", "1", "2147483647", "2147483648",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "", "\u0663", "\uff13", "x");

    /** Finished or nearly finished positions of real games: any count or search ends at once. */
    private static final List<String[]> POSITIONS = List.of(
            new String[] {"breakthrough", "8/8/8/8/8/8/8/w7 b"},
            new String[] {"breakthrough", "8/w7/8/8/8/8/8/7b w"},
            new String[] {"konane", "8/8/8/8/8/8/8/8 b"},
            new String[] {"bashni", "w a1:w,h8:b 0 249"});

    static Stream<List<String>> runs() {
        List<List<String>> runs = new ArrayList<>();
        for (String[] p : POSITIONS) {
            for (String n : NUMBERS) {
                runs.add(List.of("perft", p[0], n, "--position", p[1]));
                runs.add(List.of("perft", p[0], n, "--divide", "--position", p[1]));
                runs.add(List.of("search", p[0], "--position", p[1], "--depth", n));
                runs.add(List.of("search", p[0], "--position", p[1], "--nodes", n));
                runs.add(List.of("search", p[0], "--position", p[1], "--depth", "1", "--seed", n));
            }
            runs.add(List.of("perft", p[0], "1", "--position", ""));
            runs.add(List.of("search", p[0], "--position", "", "--depth", "1"));
        }
        for (String n : NUMBERS) {
            runs.add(List.of("playouts", "toy", "--seconds", n.equals("1") ? "0" : n.startsWith("2") || n.startsWith("9") ? "-5" : n));
            runs.add(List.of("playouts", "toy", "--seconds", "0", "--seed", n));
            runs.add(List.of("match", "breakthrough", "--a", "beginner", "--b", "beginner", "--games", n.equals("1") ? "0" : n.startsWith("2") || n.startsWith("9") ? "-" + n : n));
            runs.add(List.of("match", "breakthrough", "--a", "beginner", "--b", "beginner", "--games", "0", "--threads", n));
            runs.add(List.of("match", "breakthrough", "--a", "beginner", "--b", "beginner", "--games", "0", "--seed", n));
            runs.add(List.of("play", "breakthrough", "--seed", n));
            runs.add(List.of("perft", "toy", n, "--position", "0 b 3"));
        }
        runs.add(List.of("replay", ""));
        runs.add(List.of("replay", "."));
        runs.add(List.of("play", "breakthrough", "--seat", ""));
        runs.add(List.of("play", "breakthrough", "--level", ""));
        runs.add(List.of("search", "breakthrough", "--level", ""));
        runs.add(List.of("match", "breakthrough", "--a", "", "--b", "beginner", "--games", "1"));
        runs.add(List.of("perft", "", "1"));
        return runs.stream();
    }

    @ParameterizedTest
    @MethodSource("runs")
    void succeedsOrIsBadInputInOneLine(List<String> args) {
        CliRun run = CliRun.run(args.toArray(String[]::new));

        assertTrue(run.exitStatus() == 0 || run.exitStatus() == 2, () -> "exit " + run.exitStatus() + ": " + run.err());
        if (run.exitStatus() == 2) {
            assertEquals(1, run.errLines().size(), run.err());
            assertEquals("", run.out());
        }
        assertTrue(!run.err().contains("Exception") && !run.err().contains("\tat "), run.err());
    }
}
