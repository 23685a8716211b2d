package io.abstractgames.benchmarks.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareMainTest {

    @TempDir
    Path folder;

    private Path jarA;
    private Path jarB;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final List<String> order = new ArrayList<>();

    @BeforeEach
    void jars() throws IOException {
        jarA = Files.writeString(folder.resolve("a.jar"), "");
        jarB = Files.writeString(folder.resolve("b.jar"), "");
    }

    private int run(String... args) {
        ForkRunner fake = (jar, arguments) -> {
            order.add(jar.getFileName() + " " + String.join(" ", arguments));
            double score = jar.getFileName().toString().equals("a.jar") ? 100 : 90;
            return List.of(new Measurement("PerftBenchmark.bulk game=bashni", true, score, "ops/s"));
        };
        return CompareMain.execute(fake, new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void runsOneForkOfEachInTurnsAndReportsTheRatioWithItsVerdict() {
        int status = run("--a", jarA.toString(), "--b", jarB.toString(), "--pairs", "3", "--work", folder.toString(),
                "--", "PerftBenchmark", "-p", "game=bashni");

        assertEquals(0, status, err.toString());
        assertEquals(List.of("a.jar PerftBenchmark -p game=bashni", "b.jar PerftBenchmark -p game=bashni",
                "a.jar PerftBenchmark -p game=bashni", "b.jar PerftBenchmark -p game=bashni",
                "a.jar PerftBenchmark -p game=bashni", "b.jar PerftBenchmark -p game=bashni"), order);
        String report = out.toString();
        assertTrue(report.contains("PerftBenchmark.bulk game=bashni: A 100.0, B 90.00 ops/s; B/A 0.900 [0.900, 0.900] (pairs 3,"),
                report);
        assertTrue(report.contains(") regression"), report);
        assertTrue(report.contains("load average before") && report.contains("load average after"), report);
    }

    @Test
    void anArgumentThatJmhTakesFromCompareIsRefusedInOneLine() {
        int status = run("--a", jarA.toString(), "--b", jarB.toString(), "--", "PerftBenchmark", "-f", "3");

        assertEquals(2, status);
        assertEquals("compare: JMH argument '-f' is set by compare (one fork a run, JSON results; choose the count with --pairs)"
                + System.lineSeparator(), err.toString());
        assertTrue(order.isEmpty());
    }

    @Test
    void aMissingJarIsRefusedInOneLineBeforeAnyForkRuns() {
        int status = run("--a", folder.resolve("gone.jar").toString(), "--b", jarB.toString(), "--", "PerftBenchmark");

        assertEquals(2, status);
        assertEquals("compare: --a " + folder.resolve("gone.jar") + ": no such jar file" + System.lineSeparator(), err.toString());
        assertTrue(order.isEmpty());
    }

    @Test
    void aBuildThatIsNeitherAJarNorACommitIsRefusedInOneLine() {
        int status = run("--a", "no-such-revision-xyz", "--b", jarB.toString(), "--repo", folder.toString(),
                "--", "PerftBenchmark");

        assertEquals(2, status);
        assertEquals("compare: --a no-such-revision-xyz: neither a jar file nor a commit of the repository"
                + System.lineSeparator(), err.toString());
    }
}
