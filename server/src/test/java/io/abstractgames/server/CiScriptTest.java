package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code .ci/run} installs what the browser tests need on a fresh machine: Chromium, its driver,
 * and a Korean font, without which the Korean screenshots show boxes for Hangul.
 */
class CiScriptTest {

    @Test
    void theCiInstallsChromiumItsDriverAndAKoreanFont() throws IOException {
        List<String> installs = Files.readAllLines(Path.of("..", ".ci", "run")).stream()
                .filter(l -> l.contains("apt-get install") && l.contains("chromium")).toList();
        assertTrue(installs.size() == 1, "one apt-get line installs Chromium: " + installs);
        for (String pkg : List.of("chromium", "chromium-driver", "fonts-noto-cjk")) {
            assertTrue(List.of(installs.get(0).trim().split("\\s+")).contains(pkg), pkg + " in " + installs.get(0));
        }
    }
}
