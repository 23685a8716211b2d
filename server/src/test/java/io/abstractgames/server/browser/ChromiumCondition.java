package io.abstractgames.server.browser;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a browser test class only where Chromium and its driver are installed; elsewhere the class
 * is skipped with the reason, told once per test run on one line of standard error, which Surefire
 * copies to the console (its reports keep a skipped test's reason only in their XML), unless browser
 * tests are required ({@link Chromium#missing()}).
 */
final class ChromiumCondition implements ExecutionCondition {

    private static final AtomicBoolean TOLD = new AtomicBoolean();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return decide(Chromium.missing(), Chromium.required(), TOLD, System.err);
    }

    /**
     * Whether browser tests run, and the one line that says why not, told on {@code console} the
     * first time only.
     *
     * @param missing the missing browser or driver, or {@code null} when both are installed
     * @param required whether a missing browser fails the tests instead (they run, and fail)
     * @param told whether the line was told already in this run; set by the call that tells it
     * @param console where the line goes
     */
    static ConditionEvaluationResult decide(String missing, boolean required, AtomicBoolean told, PrintStream console) {
        if (missing == null || required) {
            return ConditionEvaluationResult.enabled("Chromium is installed, or browser tests are required");
        }
        String why = skipLine(missing);
        if (!told.getAndSet(true)) {
            console.println(why);
        }
        return ConditionEvaluationResult.disabled(why);
    }

    /** The line that says why the browser tests are skipped. */
    static String skipLine(String missing) {
        return "browser tests skipped: " + missing + " is missing (apt-get install chromium chromium-driver)";
    }
}
