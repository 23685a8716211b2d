package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The verify verb against a small external engine (test resources, run as a Java source file).
 * Where a real program must answer, the timeout is generous (compiling the source file may take
 * long on a busy machine); where an outcome depends on a process exiting or a pipe closing, the
 * test accepts exactly one verdict, which both orders of events give.
 */
class VerifyCommandTest {

    /** Milliseconds a real program gets for each answer: far more than it needs on any machine. */
    private static final String GENEROUS = "120000";

    private static String engine(String flags) throws URISyntaxException {
        Path source = Path.of(VerifyCommandTest.class.getResource("/verify/BreakthroughEngine.java").toURI());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return "'" + java + "' '" + source + "' " + flags;
    }

    @Test
    void anAgreeingEngineIsVerified() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine(""), "--games", "20", "--seed", "5", "--timeout", GENEROUS);
        assertEquals(0, run.exitStatus(), run.err());
        assertEquals(List.of("agreed on 20 games (seed 5)"), run.outLines());
    }

    @Test
    void aDisagreeingEngineGivesAShortReproducibleCase() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine("--no-captures"), "--games", "20",
                "--timeout", GENEROUS);
        assertEquals(VerifyCommand.DISAGREEMENT, run.exitStatus(), run.err());
        List<String> lines = run.outLines();
        assertEquals("disagreement", lines.get(0));
        assertEquals("start: bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w", lines.get(1));
        String moves = lines.get(2);
        assertTrue(moves.startsWith("moves: ") && moves.split(" ").length - 1 <= 5, moves);
        assertEquals("result: game in progress", lines.get(4));
        assertEquals("only theirs: (none)", lines.get(6));
        assertTrue(lines.get(5).startsWith("only ours: ") && lines.get(5).contains("x"), lines.get(5));
        // The case replays: the moves lead to the position printed.
        CliRun replay = CliRun.run("perft", "breakthrough", "1", "--position", lines.get(3).substring("position: ".length()));
        assertEquals(0, replay.exitStatus(), replay.err());
    }

    @Test
    void aMoveListedTwiceIsADisagreementAtTheStart() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine("--twice"), "--games", "5",
                "--timeout", GENEROUS);
        assertEquals(VerifyCommand.DISAGREEMENT, run.exitStatus(), run.err());
        assertEquals(List.of("disagreement", "start: bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w", "moves: (none)",
                "position: bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w", "result: game in progress",
                "only ours: (none)", "only theirs: (none)", "listed twice by theirs: a2-a3"), run.outLines());
    }

    @Test
    void anExtraLineIsAProtocolViolationNamingIt() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine("--extra-line"), "--games", "5",
                "--timeout", GENEROUS);
        assertEquals(2, run.exitStatus(), run.out());
        assertEquals("", run.out());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("verify: engine '") && run.err().contains("broke the protocol at 'after ")
                && run.err().contains("it answered ''"), run.err());
    }

    @Test
    void aReplyThatIsNotMoveTextIsAProtocolViolationNamingIt() throws Exception {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine("--garbage"), "--games", "5",
                "--timeout", GENEROUS);
        assertEquals(2, run.exitStatus(), run.out());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("broke the protocol at 'moves ") && run.err().contains("it answered 'garbage'")
                && run.err().contains("'garbage' is not Breakthrough move text"), run.err());
    }

    @Test
    void aHugeReplyIsQuotedInAShortLine() {
        // The start position's 22 moves, then 'a2-a3' a million times without spaces: one token
        // of 5,000,000 characters.
        String moves = "a2-a3 a2-b3 b2-a3 b2-b3 b2-c3 c2-b3 c2-c3 c2-d3 d2-c3 d2-d3 d2-e3 e2-d3 e2-e3 e2-f3 f2-e3"
                + " f2-f3 f2-g3 g2-f3 g2-g3 g2-h3 h2-g3 h2-h3";
        for (int repeat : new int[] {1_000_000, 100_000}) {
            String engine = "while read l; do case $l in quit*) exit 0;; esac; printf '" + moves + " ';"
                    + " yes a2-a3 | head -n " + repeat + " | tr -d '\\n'; echo; done";
            CliRun run = CliRun.run("verify", "breakthrough", "--engine", engine, "--timeout", GENEROUS);
            assertEquals(2, run.exitStatus(), run.out());
            assertEquals(1, run.errLines().size(), run.err());
            String line = run.errLines().get(0);
            assertTrue(line.length() < 1000, line.length() + " characters");
            assertTrue(line.startsWith("verify: engine 'sh -c while read l; do case") && line.contains("broke the protocol at 'moves ")
                    && line.contains(" characters left out) ... "), line);
        }
    }

    @Test
    void aDiamondPointWithALeadingZeroIsAProtocolViolationNotADisagreement() {
        CliRun run = CliRun.run("verify", "diamond", "--engine",
                "while read l; do case $l in quit*) exit 0;; esac; echo 01.1-2.1; done", "--timeout", GENEROUS);
        assertEquals(2, run.exitStatus(), run.out());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("'01.1-2.1' is not Diamond game (2 players) move text"), run.err());
    }

    @Test
    void anEngineThatEndsAtOnceIsOneKindOfFailureWhicheverComesFirst() {
        // The request may reach the program's input before it exits, or find the pipe closed: both
        // are the same verdict.
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", "exit 0", "--timeout", GENEROUS);
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("verify: engine 'sh -c exit 0' ended before answering at 'moves "), run.err());
    }

    @Test
    void anEngineThatCannotStartIsNamedInOneLine() {
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", "/nonexistent/engine", "--timeout", GENEROUS);
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("ended before answering") && run.err().contains("it said: ")
                && run.err().contains("not found"), run.err());
    }

    @Test
    void anEngineThatHangsIsStoppedWithItsWholeProcessTree() {
        // The program never answers, so the verdict is a timeout however fast the machine is.
        CliRun run = CliRun.run("verify", "breakthrough", "--engine", "sleep 30 & sleep 31", "--timeout", "300");
        assertEquals(2, run.exitStatus());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("did not answer within 300 ms"), run.err());
        assertTrue(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                        .noneMatch(p -> p.info().command().orElse("").endsWith("sleep")),
                "the engine's processes are ended");
    }

    @Test
    void aMissingEngineOptionIsBadInput() {
        CliRun run = CliRun.run("verify", "breakthrough");
        assertEquals(2, run.exitStatus());
        assertEquals(List.of("verify: Missing required option: '--engine=COMMAND'"), run.errLines());
    }

    @Test
    void anEmptyEngineCommandIsBadInput() {
        for (String blank : List.of("", "   ")) {
            CliRun run = CliRun.run("verify", "breakthrough", "--engine", blank);
            assertEquals(2, run.exitStatus());
            assertEquals(List.of("verify: --engine: empty command, expected the other engine's command line"), run.errLines());
        }
    }
}
