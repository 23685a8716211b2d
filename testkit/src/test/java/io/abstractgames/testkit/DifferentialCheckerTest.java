package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Move;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The checker on the toy game, against planted faults; games start from a pile of 21. */
class DifferentialCheckerTest {

    private static final Game TOY = ToyGame.INSTANCE;
    private static final String START = "21 a 999";

    /** The kit's own engine, seen from outside: agrees with itself everywhere. */
    private static List<String> movesOf(String text) {
        return new ArrayList<>(TOY.parsePosition(text).legalMoves().stream().map(Move::text).toList());
    }

    private static DifferentialChecker checker(ReferenceEngine other) {
        return new DifferentialChecker(TOY, other, START);
    }

    @Test
    void anEngineAgreesWithItself() {
        assertEquals(Optional.empty(), checker(DifferentialCheckerTest::movesOf).check(1, 50, 100));
    }

    @Test
    void findsAMissingMoveTypeAndShrinksToTheShortestLine() {
        // Planted difference: the other engine lacks "take 3" when 4 counters are left.
        ReferenceEngine dropsTakingThreeFromFour = text -> {
            List<String> moves = movesOf(text);
            if (text.startsWith("4 ")) {
                moves.remove("t3");
            }
            return moves;
        };
        Disagreement d = checker(dropsTakingThreeFromFour).check(7, 50, 100).orElseThrow();
        assertTrue(d.position().startsWith("4 "), d.describe());
        assertEquals(Set.of("t3"), d.onlyOurs());
        assertEquals(Set.of(), d.onlyTheirs());
        // From 21 counters the pile reaches 4 in at least 6 moves (17 taken, 3 at a time).
        assertEquals(6, d.moves().size(), d.describe());
        assertEquals("game in progress", d.result());
    }

    @Test
    void findsAnAddedIllegalMove() {
        ReferenceEngine addsTakingFour = text -> {
            List<String> moves = movesOf(text);
            if (Integer.parseInt(text.split(" ")[0]) >= 4) {
                moves.add("t4");
            }
            return moves;
        };
        Disagreement d = checker(addsTakingFour).check(3, 10, 100).orElseThrow();
        assertEquals(List.of(), d.moves(), "the start position already differs");
        assertEquals(Set.of("t4"), d.onlyTheirs());
    }

    @Test
    void aMoveListedTwiceIsADisagreementAtItsPosition() {
        ReferenceEngine repeatsTakingOneFromFive = text -> {
            List<String> moves = movesOf(text);
            if (text.startsWith("5 ")) {
                moves.add("t1");
            }
            return moves;
        };
        Disagreement d = checker(repeatsTakingOneFromFive).check(4, 50, 100).orElseThrow();
        assertTrue(d.position().startsWith("5 "), d.describe());
        assertEquals(Set.of(), d.onlyOurs());
        assertEquals(Set.of(), d.onlyTheirs());
        assertEquals(Set.of("t1"), d.listedTwice());
        assertTrue(d.describe().contains("\nlisted twice by theirs: t1\n"), d.describe());
    }

    @Test
    void aCaseWhoseLastPositionIsFinishedSaysSo() {
        // The other engine plays on after the last counter is taken.
        ReferenceEngine playsOnAnEmptyPile = text -> text.startsWith("0 ") ? new ArrayList<>(List.of("t1")) : movesOf(text);
        Disagreement d = checker(playsOnAnEmptyPile).check(5, 10, 100).orElseThrow();
        assertTrue(d.position().startsWith("0 "), d.describe());
        Position finished = TOY.parsePosition(d.position());
        String winner = TOY.sideName(finished.outcome().winner());
        assertEquals(winner + " wins (reached the goal)", d.result());
        assertTrue(d.describe().contains("\nresult: " + winner + " wins (reached the goal)\n"), d.describe());
    }

    @Test
    void comparesThePositionAfterAMove() {
        ReferenceEngine wrongAfterTakingTwo = new ReferenceEngine() {
            @Override
            public List<String> legalMoves(String text) {
                return movesOf(text);
            }

            @Override
            public Optional<String> positionAfter(String text, String move) {
                Position p = TOY.parsePosition(text);
                p.play(move);
                return Optional.of(move.equals("t2") ? "59 a 1" : p.toText());
            }
        };
        Disagreement d = checker(wrongAfterTakingTwo).check(5, 20, 100).orElseThrow();
        assertEquals("t2", d.afterMove());
        assertEquals("59 a 1", d.theirAfter());
        assertEquals(List.of(), d.moves(), d.describe());
    }

    @Test
    void theEngineConfirmsItKeptInStepBeforeEachVerdict() {
        List<String> calls = new ArrayList<>();
        ReferenceEngine counting = new ReferenceEngine() {
            @Override
            public List<String> legalMoves(String text) {
                List<String> moves = movesOf(text);
                if (text.startsWith("3 ")) {
                    moves.remove("t3");
                }
                return moves;
            }

            @Override
            public void checkInStep() {
                calls.add("checked");
            }
        };
        checker(counting).check(1, 20, 100).orElseThrow();
        assertEquals(List.of("checked", "checked"), calls, "before shrinking and after");
        calls.clear();
        checker(DifferentialCheckerTest::movesOf).check(1, 3, 100);
        assertEquals(List.of(), calls, "a plain lambda keeps the default");
    }

    @Test
    void theOtherEnginesPositionTextIsShownOnOnePrintableLineOfBoundedLength() {
        String theirs = "\u001B[2J" + "x".repeat(1_000_000);
        Disagreement d = new Disagreement(START, List.of(), START, "game in progress", Set.of(), Set.of(), Set.of(),
                "t1", "20 b 998", theirs);
        String line = d.describe().lines().filter(l -> l.startsWith("position after t1, theirs: ")).findFirst()
                .orElseThrow();
        assertTrue(line.length() < 2 * Disagreement.LONGEST_THEIR_TEXT, line.length() + " characters");
        assertTrue(line.startsWith("position after t1, theirs: \\u001B[2Jxxx") && line.endsWith("xxx"), line);
        assertTrue(line.contains(" characters left out) ... "), line);
        Disagreement whole = new Disagreement(START, List.of(), START, "game in progress", Set.of(), Set.of(), Set.of(),
                "t1", "20 b 998", "20 a " + "9".repeat(900));
        assertTrue(whole.describe().contains("\nposition after t1, theirs: 20 a " + "9".repeat(900) + "\n"));
    }
}
