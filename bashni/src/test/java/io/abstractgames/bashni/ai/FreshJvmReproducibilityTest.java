package io.abstractgames.bashni.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two searchers with the same seed search the same nodes in a JVM that has compiled nothing yet.
 * A search whose compiled code behaves differently from the interpreted code shows up here: the
 * first searches of a fresh JVM run while the just-in-time compiler replaces the search's methods,
 * so the two searchers of a pair run different mixes of interpreted and compiled code. The
 * same-JVM test ({@link BashniLevelsTest}) runs after other tests have compiled the search and misses
 * it. Several JVMs run, since compilation timing varies from run to run.
 */
class FreshJvmReproducibilityTest {

    private static final int JVMS = 4;
    private static final int PAIRS = 3;

    @Test
    void sameSeedSearchesAgreeInFreshJvms() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("java.class.path");
        List<String> outputs = new ArrayList<>();
        for (int i = 0; i < JVMS; i++) {
            Process process = new ProcessBuilder(java, "-Xmx256m", "-cp", classPath, SameSeedSearches.class.getName(),
                    Integer.toString(PAIRS)).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertTrue(process.waitFor(10, TimeUnit.MINUTES), "the JVM did not exit");
            assertEquals(0, process.exitValue(), output);
            outputs.add(output);
        }
        for (String output : outputs) {
            assertEquals(PAIRS * 2, output.split(" ").length, output);
            assertFalse(output.contains("!="), "searchers with the same seed differ: " + outputs);
        }
        assertEquals(1, outputs.stream().distinct().count(), "JVMs differ: " + outputs);
    }
}
