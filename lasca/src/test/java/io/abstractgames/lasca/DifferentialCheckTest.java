package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.LineProtocolEngine;
import io.abstractgames.testkit.ReferenceEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The verification kit on Lasca: a planted difference (an engine whose officers capture forwards
 * only, as soldiers do) is found and shrunk, and the simple reference
 * generator, run as an external program speaking the line protocol (as {@code verify lasca
 * --engine} runs one), agrees with the engine.
 */
class DifferentialCheckTest {

    /** Generous: the program is compiled from source when it starts, on a machine that may be busy. */
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @Test
    void anEngineWithoutBackwardOfficerCapturesIsCaughtAndShrunk() {
        ReferenceEngine reference = ReferenceAgreementTest.REFERENCE;
        ReferenceEngine noBackwardOfficerCaptures = text -> {
            List<String> moves = reference.legalMoves(text);
            moves.removeIf(m -> isBackwardOfficerCapture(text, m));
            return moves;
        };
        Disagreement d = new DifferentialChecker(LascaGame.INSTANCE, noBackwardOfficerCaptures).check(4, 300, 250).orElseThrow();
        assertTrue(d.onlyTheirs().isEmpty(), d.describe());
        assertTrue(!d.onlyOurs().isEmpty() && d.onlyOurs().stream().allMatch(m -> isBackwardOfficerCapture(d.position(), m)),
                d.describe());
        assertTrue(d.moves().size() <= 20, d.describe());
    }

    @Test
    void theReferenceAsAnExternalProgramAgreesThroughTheLineProtocol() throws Exception {
        Path source = Path.of("src/test/java/io/abstractgames/lasca/ReferenceLasca.java").toAbsolutePath();
        assertTrue(Files.isRegularFile(source), source.toString());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        try (LineProtocolEngine engine = new LineProtocolEngine(List.of(java, source.toString()), TIMEOUT, LascaGame.INSTANCE)) {
            assertEquals(Optional.empty(), new DifferentialChecker(LascaGame.INSTANCE, engine).check(11L, 10, 250));
        }
    }

    /** A capture whose first leg goes backwards, by a column topped by an officer. */
    private static boolean isBackwardOfficerCapture(String position, String move) {
        String[] squares = move.split(":");
        if (squares.length < 2) {
            return false;
        }
        char top = topOf(position, squares[0]);
        int forward = top == 'W' ? 1 : top == 'B' ? -1 : 0;
        return forward != 0 && Integer.signum(squares[1].charAt(1) - squares[0].charAt(1)) == -forward;
    }

    private static char topOf(String position, String square) {
        for (String column : position.split(" +")[1].split(",")) {
            if (column.startsWith(square + ":")) {
                return column.charAt(square.length() + 1);
            }
        }
        throw new IllegalArgumentException("no column on " + square + " in " + position);
    }
}
