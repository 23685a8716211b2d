package io.abstractgames.server.browser;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a browser test class only where Chromium and its driver are installed; elsewhere the class
 * is skipped with the reason (on one line of standard error, as Surefire does not show it), unless browser tests are required ({@link Chromium#missing()}).
 */
final class ChromiumCondition implements ExecutionCondition {

    private static final AtomicBoolean TOLD = new AtomicBoolean();

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        String missing = Chromium.missing();
        if (missing == null || Chromium.required()) {
            return ConditionEvaluationResult.enabled("Chromium is installed, or browser tests are required");
        }
        String why = "browser tests skipped: " + missing + " is missing (apt-get install chromium chromium-driver)";
        if (!TOLD.getAndSet(true)) {
            // Surefire counts skipped tests without their reason: the one line that says why.
            System.err.println(why);
        }
        return ConditionEvaluationResult.disabled(why);
    }
}
