package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Games against a level that names a start position begin there: Bashni's challenge-ladder
 * opponent 8, against whom White starts a man short (when Bashni's AI is installed and sets it).
 */
class LevelStartTest {

    private String start;

    @BeforeEach
    void ladderLevelHasAStartText() {
        assumeTrue(InstalledAi.gameIds().contains("bashni"), "bashni's AI is not installed");
        Game bashni = Games.byId("bashni");
        Level level = GameAis.level(bashni, "ladder:8");
        assumeTrue(level.startText().isPresent(), "ladder:8 names no start position");
        start = bashni.parsePosition(level.startText().get()).toText();
    }

    @Test
    void playStartsFromTheLevelsPosition() {
        CliRun run = CliRun.runWithInput("", "play", "bashni", "--level", "ladder:8");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Position: " + start, run.outLines().get(1));
    }

    @Test
    void matchStartsFromTheLevelsPositionAndSaysSo() {
        CliRun run = CliRun.run("match", "bashni", "--a", "ladder:8", "--b", "beginner", "--games", "1", "--threads",
                "1");

        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("Start: " + start, run.outLines().get(1));
    }
}
