package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.testkit.LineProtocolEngine.EngineFailureException;
import io.abstractgames.testkit.LineProtocolEngine.EngineFailureException.Kind;
import io.abstractgames.testkit.toy.ToyGame;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * The line protocol against small shell programs playing the toy game. Where a program must
 * answer, the timeout is far longer than any machine needs; where the outcome depends on a program
 * exiting or a pipe closing, exactly one verdict is accepted, and both orders of events give it.
 */
class LineProtocolEngineTest {

    private static final Duration GENEROUS = Duration.ofMinutes(2);

    /** A shell loop that answers the toy game's requests correctly (moves only; '?' to after). */
    private static final String CORRECT = "while read verb pile side plies rest; do"
            + " case $verb in quit) exit 0;; after) echo '?'; continue;; esac;"
            + " m=''; n=1; while [ $n -le 3 ] && [ $n -le $pile ] && [ $plies -gt 0 ]; do m=\"$m t$n\"; n=$((n+1)); done;"
            + " echo $m; done";

    private static LineProtocolEngine engine(String shell) {
        return new LineProtocolEngine(List.of("sh", "-c", shell), GENEROUS, ToyGame.INSTANCE);
    }

    private static EngineFailureException failure(String shell) {
        try (LineProtocolEngine engine = engine(shell)) {
            return assertThrows(EngineFailureException.class,
                    () -> new DifferentialChecker(ToyGame.INSTANCE, engine, "21 a 999").check(1, 3, 100));
        }
    }

    @Test
    void aCorrectProgramAgrees() {
        try (LineProtocolEngine engine = engine(CORRECT)) {
            assertEquals(Optional.empty(), new DifferentialChecker(ToyGame.INSTANCE, engine, "21 a 999").check(1, 5, 100));
        }
    }

    @RepeatedTest(5)
    void aProgramThatExitsAtOnceHasEndedWhicheverComesFirst() {
        // The request may be written before the program exits or find its input closed.
        EngineFailureException e = failure("exit 0");
        assertEquals(Kind.ENDED, e.kind());
        assertTrue(e.getMessage().startsWith("engine 'sh -c exit 0' ended before answering at 'moves 21 a 999'"), e.getMessage());
    }

    @Test
    void aProgramThatNeverAnswersTimesOut() {
        try (LineProtocolEngine engine = new LineProtocolEngine(List.of("sh", "-c", "sleep 60"), Duration.ofMillis(200),
                ToyGame.INSTANCE)) {
            EngineFailureException e = assertThrows(EngineFailureException.class, () -> engine.legalMoves("21 a 999"));
            assertEquals(Kind.TIMED_OUT, e.kind());
        }
    }

    @Test
    void aTimeoutDoesNotQuoteTheShellsReportOfTheEnd() {
        // Ending a shell's child makes the shell print "Killed": not what the engine said.
        try (LineProtocolEngine engine = new LineProtocolEngine(List.of("sh", "-c", "sleep 60; echo x"), Duration.ofMillis(200),
                ToyGame.INSTANCE)) {
            EngineFailureException e = assertThrows(EngineFailureException.class, () -> engine.legalMoves("21 a 999"));
            assertEquals(Kind.TIMED_OUT, e.kind());
            assertFalse(e.getMessage().contains("Killed"), e.getMessage());
        }
    }

    @Test
    void aReplyThatIsNotMoveTextIsAViolationNamingIt() {
        EngineFailureException e = failure("while read l; do echo t1 garbage; done");
        assertEquals(Kind.PROTOCOL_VIOLATION, e.kind());
        assertEquals("engine 'sh -c while read l; do echo t1 garbage; done' broke the protocol at 'moves 21 a 999':"
                + " it answered 't1 garbage'; 'garbage' is not Toy take-away game move text", e.getMessage());
    }

    @Test
    void anEmptyLineBeforeTheFirstAnswerIsAViolationNotARuleDisagreement() {
        // Every answer comes one line late: the first request is answered by the empty line.
        EngineFailureException e = failure("echo; " + CORRECT);
        assertEquals(Kind.PROTOCOL_VIOLATION, e.kind());
        assertTrue(e.getMessage().startsWith("engine 'sh -c echo; while read") && e.getMessage().contains(
                "broke the protocol at 'moves 21 a 999': it answered ''; it wrote 1 line(s) more than it was asked for"),
                e.getMessage());
    }

    @Test
    void aLineAfterTheLastAnswerIsAViolation() {
        try (LineProtocolEngine engine = engine(CORRECT.replace("exit 0", "echo bye; exit 0"))) {
            EngineFailureException e = assertThrows(EngineFailureException.class,
                    () -> new DifferentialChecker(ToyGame.INSTANCE, engine, "21 a 999").check(1, 2, 100));
            assertEquals(Kind.PROTOCOL_VIOLATION, e.kind());
            assertTrue(e.getMessage().contains("it wrote 1 line(s) more than it was asked for"), e.getMessage());
        }
    }

    @Test
    void aMoveListedTwiceIsPassedOnForTheChecker() {
        try (LineProtocolEngine engine = engine("while read l; do echo t1 t1; done")) {
            assertEquals(List.of("t1", "t1"), engine.legalMoves("21 a 999"));
        }
    }

    /** A shell loop answering every request with {@code t1}, then the text {@code repeat} times, on one line. */
    private static String answering(String text, int repeat) {
        return "while read l; do case $l in quit*) exit 0;; esac; printf 't1 '; yes '" + text + "' | head -n " + repeat
                + " | tr -d '\\n'; echo; done";
    }

    @Test
    void aHugeTokenIsQuotedShort() {
        EngineFailureException e = failure(answering("t1", 400_000));
        assertEquals(Kind.PROTOCOL_VIOLATION, e.kind());
        String message = e.getMessage();
        assertTrue(message.length() < 600, message.length() + " characters");
        assertTrue(message.contains(": it answered 't1 t1t1t1") && message.contains(" characters left out) ... ")
                && message.endsWith("t1t1' is not Toy take-away game move text"), message);
    }

    @Test
    void aLineLongerThanTheBoundIsAViolationNotReadToItsEnd() {
        EngineFailureException e = failure(answering("t1", LineProtocolEngine.MAX_LINE));
        assertEquals(Kind.PROTOCOL_VIOLATION, e.kind());
        String message = e.getMessage();
        assertTrue(message.length() < 600, message.length() + " characters");
        assertTrue(message.contains(": it answered 't1 t1t1t1") && message.endsWith(
                "; that line has more than " + LineProtocolEngine.MAX_LINE + " characters"), message);
    }

    @Test
    void whatTheProgramSaidIsQuotedShortAndPrintable() {
        EngineFailureException e = failure("yes x | head -n 100000 | tr -d '\\n' >&2; printf '\\n\\033[2J\\n' >&2; exit 3");
        assertEquals(Kind.ENDED, e.kind());
        assertTrue(e.getMessage().endsWith("; it said: '\\u001B[2J'"), e.getMessage());
        e = failure("yes x | head -n 100000 | tr -d '\\n' >&2; exit 3");
        assertTrue(e.getMessage().length() < 600 && e.getMessage().contains("; it said: 'xxx"), e.getMessage());
    }

    @Test
    void aLongLineWrittenWithoutBeingAskedIsQuotedShort() {
        try (LineProtocolEngine engine = engine("yes x | head -n 100000 | tr -d '\\n'; echo; " + CORRECT)) {
            EngineFailureException e = assertThrows(EngineFailureException.class, engine::checkInStep);
            assertEquals(Kind.PROTOCOL_VIOLATION, e.kind());
            assertTrue(e.getMessage().length() < 600 && e.getMessage().contains("it wrote 'xxx"), e.getMessage());
        }
    }
}
