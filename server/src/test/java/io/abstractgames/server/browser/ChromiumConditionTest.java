package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;

/**
 * Without Chromium the browser tests are skipped with one line on the console saying why, once
 * for the whole run; where they are required, or Chromium is there, they run. (Runs everywhere: it
 * starts no browser.)
 */
class ChromiumConditionTest {

    @Test
    void aMissingBrowserSkipsEveryClassAndSaysWhyOnceOnOneLine() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
        AtomicBoolean told = new AtomicBoolean();
        ConditionEvaluationResult first = ChromiumCondition.decide("/usr/bin/chromium", false, told, console);
        ConditionEvaluationResult second = ChromiumCondition.decide("/usr/bin/chromium", false, told, console);
        assertTrue(first.isDisabled());
        assertTrue(second.isDisabled());
        String line = "browser tests skipped: /usr/bin/chromium is missing (apt-get install chromium chromium-driver)";
        assertEquals(line, first.getReason().orElse(""));
        assertEquals(line + System.lineSeparator(), out.toString(StandardCharsets.UTF_8), "one line, once");
    }

    @Test
    void anInstalledOrRequiredBrowserRunsTheTestsSilently() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertFalse(ChromiumCondition.decide(null, false, new AtomicBoolean(), console).isDisabled());
        assertFalse(ChromiumCondition.decide("/usr/bin/chromedriver", true, new AtomicBoolean(), console).isDisabled());
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}
