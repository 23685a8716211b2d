package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The verify verb against a small external engine (test resources, run as a Java source file). */
class VerifyCommandTest {

    private static String engine(String flags) throws URISyntaxException {
        Path source = Path.of(VerifyCommandTest.class.getResource("/verify/BreakthroughEngine.java").toURI());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return "'" + java + "' '" + source + "' " + flags;
    }

    @Test
    void anAgreeingEngineIsVerified() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine(""), "--games", "20", "--seed", "5");
        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("agreed on 20 games (seed 5)"), run.outLines());
    }

    @Test
    void aDisagreeingEngineGivesAShortReproducibleCase() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine("--no-captures"), "--games", "20");
        assertEquals(VerifyCommand.DISAGREEMENT, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertEquals("disagreement", lines.get(0));
        assertEquals("start: bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w", lines.get(1));
        String moves = lines.get(2);
        assertTrue(moves.startsWith("moves: ") && moves.split(" ").length - 1 <= 5, moves);
        assertEquals("only theirs: (none)", lines.get(5));
        assertTrue(lines.get(4).startsWith("only ours: ") && lines.get(4).contains("x"), lines.get(4));
        // The case replays: the moves lead to the position printed.
        CliRun replay = CliRun.run("perft", "breakthrough", "1", "--position", lines.get(3).substring("position: ".length()));
        assertEquals(0, replay.exitStatus(), replay.err());
    }

    @Test
    void anEngineThatCannotRunIsBadInput() {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", "exit 0", "--timeout", "2000");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("verify: engine 'sh -c exit 0' exited without answering at 'moves "), run.err());
    }

    @Test
    void anEngineThatCannotStartIsNamedInOneLine() {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", "/nonexistent/engine", "--timeout", "2000");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("exited without answering") && run.err().contains("it said: ")
                && run.err().contains("not found"), run.err());
    }

    @Test
    void anEngineThatHangsIsStoppedAfterTheTimeout() {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", "sleep 30", "--timeout", "300");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("did not answer within 300 ms"), run.err());
        assertTrue(ProcessHandle.current().descendants().noneMatch(p -> p.info().command().orElse("").endsWith("sleep")),
                "the engine's processes are ended");
    }

    @Test
    void aMissingEngineOptionIsBadInput() {
        CliRun run = CliRun.run("verify", "breakthrough");
        assertEquals(2, run.exitStatus());
        assertEquals(List.of("verify: Missing required option: '--engine=COMMAND'"), run.errLines());
    }
}
