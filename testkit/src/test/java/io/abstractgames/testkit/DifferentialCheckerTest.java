package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DifferentialCheckerTest {

    /** The kit's own engine, seen from outside: agrees with itself everywhere. */
    private static Set<String> movesOf(String text) {
        Position p = Nim.GAME.parsePosition(text);
        MoveList list = new MoveList();
        p.generateMoves(list);
        Set<String> moves = new LinkedHashSet<>();
        for (int i = 0; i < list.size(); i++) {
            moves.add(p.moveText(list.get(i)));
        }
        return moves;
    }

    @Test
    void anEngineAgreesWithItself() {
        assertEquals(Optional.empty(), new DifferentialChecker(Nim.GAME, DifferentialCheckerTest::movesOf).check(1, 50, 100));
    }

    @Test
    void findsAMissingMoveTypeAndShrinksToTheShortestLine() {
        // Planted difference: the other engine lacks "take 3" when 4 stones are left.
        ReferenceEngine dropsTakingThreeFromFour = text -> {
            Set<String> moves = movesOf(text);
            if (text.startsWith("4 ")) {
                moves.remove("3");
            }
            return moves;
        };
        Disagreement d = new DifferentialChecker(Nim.GAME, dropsTakingThreeFromFour).check(7, 50, 100).orElseThrow();
        assertTrue(d.position().startsWith("4 "), d.describe());
        assertEquals(Set.of("3"), d.onlyOurs());
        assertEquals(Set.of(), d.onlyTheirs());
        // From 21 stones the pile reaches 4 in at least 6 moves (17 stones taken, 3 at a time).
        assertEquals(6, d.moves().size(), d.describe());
    }

    @Test
    void findsAnAddedIllegalMove() {
        ReferenceEngine addsTakingFour = text -> {
            Set<String> moves = movesOf(text);
            if (Integer.parseInt(text.split(" ")[0]) >= 4) {
                moves.add("4");
            }
            return moves;
        };
        Disagreement d = new DifferentialChecker(Nim.GAME, addsTakingFour).check(3, 10, 100).orElseThrow();
        assertEquals(List.of(), d.moves(), "the start position already differs");
        assertEquals(Set.of("4"), d.onlyTheirs());
    }

    @Test
    void comparesThePositionAfterAMove() {
        ReferenceEngine wrongAfterTakingTwo = new ReferenceEngine() {
            @Override
            public Set<String> legalMoves(String text) {
                return movesOf(text);
            }

            @Override
            public Optional<String> positionAfter(String text, String move) {
                Position p = Nim.GAME.parsePosition(text);
                p.play(move);
                return Optional.of(move.equals("2") ? "99 a" : p.toText());
            }
        };
        Disagreement d = new DifferentialChecker(Nim.GAME, wrongAfterTakingTwo).check(5, 20, 100).orElseThrow();
        assertEquals("2", d.afterMove());
        assertEquals("99 a", d.theirAfter());
        assertEquals(List.of(), d.moves(), d.describe());
    }
}
