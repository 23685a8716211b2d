package io.abstractgames.konane;

import static io.abstractgames.konane.TestBoards.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** Move text ({@code docs/rules/konane.md}, "Move identity and text"): reading, writing and each rejection. */
class MoveTextTest {

    @Test
    void removalsAndJumpsReadAndWriteTheirText() {
        Position start = KonaneGame.INSTANCE.newStartPosition();
        long removal = start.parseMove("d4");
        assertEquals(KonaneMoves.removal(27), removal);
        assertEquals("d4", start.moveText(removal));
        Position position = position("d2", "d3 d5", "b");
        long jump = position.parseMove(" d2-d6 ");
        assertEquals(KonaneMoves.jump(11, 43), jump);
        assertEquals("d2-d6", position.moveText(jump));
    }

    @Test
    void rejectsEmptyText() {
        assertRejected(start(), "", "move text '': empty, expected a square (d4) or a jump from-to (d6-d4)");
    }

    @Test
    void rejectsTextThatIsNoSquare() {
        assertRejected(start(), "z9",
                "move text 'z9': 'z9' is not a square (a1..h8); expected a square (d4) or a jump from-to (d6-d4)");
        assertRejected(jumping(), "g1-i1",
                "move text 'g1-i1': 'i1' is not a square (a1..h8); expected a jump from-to (d6-d4)");
        assertRejected(jumping(), "d2-d4-d6",
                "move text 'd2-d4-d6': 'd4-d6' is not a square (a1..h8); expected a jump from-to (d6-d4)");
        assertRejected(jumping(), "D2-d4",
                "move text 'D2-d4': 'D2' is not a square (a1..h8); expected a jump from-to (d6-d4)");
    }

    @Test
    void rejectsAJumpToItsOwnSquare() {
        assertRejected(jumping(), "d2-d2", "move text 'd2-d2': from and to are the same square");
    }

    @Test
    void rejectsADiagonalJump() {
        assertRejected(jumping(), "c3-e5",
                "move text 'c3-e5': c3 and e5 are not on one rank or file (jumps are orthogonal)");
    }

    @Test
    void rejectsAnOddDistance() {
        assertRejected(jumping(), "d2-d5",
                "move text 'd2-d5': a jump lands an even number of squares away (2, 4 or 6), not 3");
    }

    @Test
    void rejectsARemovalBlackMayNotMake() {
        assertRejected(start(), "c3", "move text 'c3': Black may remove only a1, d4, e5 or h8");
    }

    @Test
    void rejectsARemovalWhiteMayNotMake() {
        Position position = start();
        position.play("d4");
        assertRejected(position, "a2", "move text 'a2': White may remove only c4, d3, d5 or e4");
        assertRejected(position, "e5", "move text 'e5': White may remove only c4, d3, d5 or e4");
    }

    @Test
    void rejectsAJumpDuringTheRemovals() {
        assertRejected(start(), "d2-d4",
                "move text 'd2-d4': a jump, but Black must first remove a stone: one of a1, d4, e5 or h8");
    }

    @Test
    void rejectsARemovalAfterTheOpening() {
        assertRejected(jumping(), "d2",
                "move text 'd2': a removal, but the opening removals are over: expected a jump from-to (d6-d4)");
    }

    @Test
    void rejectsAJumpOfAStoneThatIsNotTheMovers() {
        assertRejected(jumping(), "d3-d1", "move text 'd3-d1': d3 holds no Black stone");
        assertRejected(jumping(), "f4-f6", "move text 'f4-f6': f4 holds no Black stone");
    }

    @Test
    void rejectsAJumpOverNoEnemyStone() {
        assertRejected(jumping(), "d2-b2", "move text 'd2-b2': c2 holds no White stone to jump");
        assertRejected(jumping(), "d2-d8", "move text 'd2-d8': d7 holds no White stone to jump");
    }

    @Test
    void rejectsAJumpOntoAnOccupiedSquare() {
        Position position = position("d2 d4", "d3 d5", "b");
        assertRejected(position, "d2-d4", "move text 'd2-d4': the landing square d4 is not empty");
    }

    @Test
    void rejectsAnyMoveWhenTheGameIsOver() {
        Position position = position("a1 c1", "b1", "b");
        assertRejected(position, "a1-c1", "move text 'a1-c1': the game is over (Black has no legal move)");
    }

    private static Position start() {
        return KonaneGame.INSTANCE.newStartPosition();
    }

    /** Black d2 with White on d3 and d5: d2-d4 and d2-d6 are legal. */
    private static Position jumping() {
        return position("d2", "d3 d5", "b");
    }

    private static void assertRejected(Position position, String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> position.parseMove(text));
        assertEquals(message, e.getMessage());
    }
}
