package io.abstractgames.konane;

import static io.abstractgames.konane.TestBoards.moves;
import static io.abstractgames.konane.TestBoards.movesFrom;
import static io.abstractgames.konane.TestBoards.position;
import static io.abstractgames.konane.TestBoards.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One test per rule of {@code docs/rules/konane.md}, each on a small position that would fail if the
 * rule were wrong.
 *
 * <p>On a legal board Black stands on dark squares and White on light ones, so orthogonal
 * neighbours always differ in colour and diagonal neighbours never do: the square beyond a jumped
 * stone can only hold an own stone, and a diagonal jump could only pass over an own stone.
 */
class KonaneRulesTest {

    // ----- the opening removals -----

    @Test
    void blackRemovesFromACornerOrACentreSquare() {
        assertEquals(List.of("a1", "d4", "e5", "h8"), moves(KonaneGame.INSTANCE.newStartPosition()));
    }

    @Test
    void whiteRemovesOneOfTwoStonesNextToAnEmptiedCorner() {
        assertEquals(List.of("a2", "b1"), moves(after("a1")));
        assertEquals(List.of("g8", "h7"), moves(after("h8")));
    }

    @Test
    void whiteRemovesOneOfFourStonesNextToAnEmptiedCentreSquare() {
        assertEquals(List.of("c4", "d3", "d5", "e4"), moves(after("d4")));
        assertEquals(List.of("d5", "e4", "e6", "f5"), moves(after("e5")));
    }

    @Test
    void aRemovalEmptiesItsSquareAndPassesTheTurn() {
        Position position = after("d4", "e4");
        assertEquals("wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw2bwb/bwbwbwbw/wbwbwbwb/bwbwbwbw b", position.toText());
        assertEquals(KonaneGame.BLACK, position.sideToMove());
    }

    @Test
    void blackMakesTheFirstJumpAfterTheRemovals() {
        assertEquals(List.of("a3-a1"), moves(after("a1", "b1")));
        assertEquals(List.of("c1-a1"), moves(after("a1", "a2")));
        assertEquals(List.of("d2-d4", "d6-d4", "f4-d4"), moves(after("d4", "c4")));
    }

    @Test
    void startPositionHasTheKnownPerft() {
        Position start = KonaneGame.INSTANCE.newStartPosition();
        assertEquals(4, Perft.perft(start, 1));
        assertEquals(12, Perft.perft(start, 2));
        assertEquals(28, Perft.perft(start, 3));
    }

    // ----- jumps -----

    @Test
    void aSingleJumpGoesOverAnAdjacentEnemyStoneOntoTheEmptySquareBeyond() {
        Position position = position("d4", "d5 e4", "b");
        assertEquals(List.of("d4-d6", "d4-f4"), moves(position));
    }

    @Test
    void doubleJumpAndItsShorterStopAreBothLegal() {
        Position position = position("d2", "d3 d5", "b");
        assertEquals(List.of("d2-d4", "d2-d6"), moves(position));
    }

    @Test
    void tripleJumpAndEachShorterStopAreLegal() {
        assertEquals(List.of("d2-d4", "d2-d6", "d2-d8"), moves(position("d2", "d3 d5 d7", "b")));
        assertEquals(List.of("h2-b2", "h2-d2", "h2-f2"), moves(position("h2", "g2 e2 c2", "b")));
        assertEquals(List.of("b1-d1", "b1-f1", "b1-h1"), moves(position("c1 e1 g1", "b1", "w")));
        assertEquals(List.of("e8-e2", "e8-e4", "e8-e6"), moves(position("e7 e5 e3", "e8", "w")));
    }

    @Test
    void aMultiJumpNeverTurns() {
        Position position = position("d2", "d3 e4", "b");
        assertEquals(List.of("d2-d4"), moves(position));
        position.play("d2-d4");
        assertEquals(KonaneGame.WHITE, position.sideToMove());
    }

    @Test
    void thereAreNoDiagonalJumps() {
        Position position = position("a1 c3 d4", "a2", "b");
        assertEquals(List.of("a1-a3"), moves(position));
    }

    @Test
    void noJumpOverTwoAdjacentStones() {
        // d3 and d4 are adjacent, so they differ in colour: d2 cannot jump both at once.
        Position position = position("d2 d4", "d3 d5", "b");
        assertEquals(List.of(), movesFrom(position, "d2"));
        assertEquals(List.of("d4-d6"), moves(position));
    }

    @Test
    void noJumpOverAnOwnStone() {
        Position position = position("d2 d6", "d3 d5 d7", "b");
        assertEquals(List.of("d2-d4"), movesFrom(position, "d2"));
        assertEquals(List.of("d2-d4", "d6-d4", "d6-d8"), moves(position));
    }

    @Test
    void noJumpOverAnEmptySquare() {
        assertEquals(List.of(), movesFrom(position("d2", "d5", "b"), "d2"));
    }

    @Test
    void jumpsDoNotWrapAroundTheBoardEdge() {
        // g1 over h1 would wrap to a2, b2 over a2 to h1; both landing squares are empty.
        assertEquals(List.of(), moves(position("g1 b2", "h1 a2", "b")));
        assertEquals(List.of("a2-c2", "h1-f1"), moves(position("g1 b2", "h1 a2", "w")));
    }

    @Test
    void everyJumpRemovesTheStonesJumped() {
        Position position = position("d2", "d3 d5 d7", "b");
        position.play("d2-d4");
        assertEquals(text("d4", "d5 d7", "w"), position.toText());
        position.unmakeMove();
        position.play("d2-d6");
        assertEquals(text("d6", "d7", "w"), position.toText());
        position.unmakeMove();
        position.play("d2-d8");
        assertEquals(text("d8", "", "w"), position.toText());
    }

    // ----- the end of the game -----

    @Test
    void aPlayerWithNoJumpAtTheStartOfItsTurnLoses() {
        Position black = position("a1 c1", "b1", "b");
        assertTrue(black.isOver());
        assertEquals(Outcome.win(KonaneGame.WHITE, EndReason.NO_MOVES), black.outcome());
        assertEquals(List.of(), moves(black));
        assertEquals(0, black.countMoves(new MoveList()));

        Position white = position("a1 c1", "b1", "w");
        assertFalse(white.isOver());
        assertEquals(List.of("b1-d1"), moves(white));
    }

    @Test
    void theLastJumpWinsTheGame() {
        Position position = position("d2", "d3 a8", "b");
        assertEquals(Outcome.ONGOING, position.outcome());
        position.play("d2-d4");
        assertEquals(Outcome.win(KonaneGame.BLACK, EndReason.NO_MOVES), position.outcome());
        assertEquals(List.of(), moves(position));
    }

    @Test
    void aPlayerWithoutStonesLoses() {
        Position position = KonaneGame.INSTANCE.parsePosition("8/8/8/8/8/8/8/8 w");
        assertEquals(Outcome.win(KonaneGame.BLACK, EndReason.NO_MOVES), position.outcome());
    }

    // ----- search hints -----

    @Test
    void longerJumpsAreOrderedFirstAndNoMoveIsNoisy() {
        Position position = position("d2", "d3 d5 d7", "b");
        long single = position.parseMove("d2-d4");
        long triple = position.parseMove("d2-d8");
        assertTrue(position.orderingHint(triple) > position.orderingHint(position.parseMove("d2-d6")));
        assertTrue(position.orderingHint(position.parseMove("d2-d6")) > position.orderingHint(single));
        assertFalse(position.isNoisy(single));
        assertFalse(position.isNoisy(triple));
    }

    @Test
    void aNullMoveInTheRemovalPhaseLeavesTheSideToMoveWithoutAMove() {
        Position position = KonaneGame.INSTANCE.newStartPosition();
        position.makeNullMove();
        assertEquals(KonaneGame.WHITE, position.sideToMove());
        assertEquals(Outcome.win(KonaneGame.BLACK, EndReason.NO_MOVES), position.outcome());
        assertEquals(List.of(), moves(position));
        position.unmakeMove();
        assertEquals(KonaneGame.START_TEXT, position.toText());
        assertEquals(position.computeKey(), position.key());
    }

    private static Position after(String... moves) {
        Position position = KonaneGame.INSTANCE.newStartPosition();
        for (String move : moves) {
            position.play(move);
        }
        return position;
    }
}
