package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** The position's behaviour beyond the rules: the null move, the undo stack, keys, copies and the search hints. */
class PositionBehaviourTest {

    @Test
    void nullMoveChangesOnlyTheSideToMove() {
        Position position = BreakthroughGame.INSTANCE.parsePosition("bbbbbbbb/bbbb2bb/3b2b1/8/8/1w3ww1/w1ww1ww1/wwwwwwww b");
        String text = position.toText();
        long key = position.key();
        position.makeNullMove();
        assertEquals(BreakthroughGame.WHITE, position.sideToMove());
        assertEquals(text.replace(" b", " w"), position.toText());
        assertEquals(position.computeKey(), position.key());
        assertNotEquals(key, position.key());
        assertEquals(Outcome.ONGOING, position.outcome());
        assertEquals(1, position.undoDepth());
        position.unmakeMove();
        assertEquals(text, position.toText());
        assertEquals(key, position.key());
    }

    @Test
    void undoStackGrowsBeyondItsFirstCapacityAndUnwindsExactly() {
        Position position = BreakthroughGame.INSTANCE.newStartPosition();
        long key = position.key();
        for (int i = 0; i < 1000; i++) {
            position.makeNullMove();
        }
        position.play("e2-e3");
        assertEquals(1001, position.undoDepth());
        for (int i = 0; i < 1001; i++) {
            position.unmakeMove();
        }
        assertEquals(BreakthroughGame.START_TEXT, position.toText());
        assertEquals(key, position.key());
        assertThrows(IllegalStateException.class, position::unmakeMove);
    }

    @Test
    void unmakeRestoresCapturedPiece() {
        Position position = BreakthroughGame.INSTANCE.parsePosition("7b/8/8/8/3b1b2/4w3/8/8 w");
        long key = position.key();
        position.play("e3xd4");
        assertEquals(position.computeKey(), position.key());
        position.unmakeMove();
        assertEquals("7b/8/8/8/3b1b2/4w3/8/8 w", position.toText());
        assertEquals(key, position.key());
    }

    @Test
    void copyIsIndependentAndStartsWithEmptyUndoStack() {
        Position position = BreakthroughGame.INSTANCE.newStartPosition();
        position.play("a2-a3");
        Position copy = position.copy();
        assertEquals(0, copy.undoDepth());
        assertThrows(IllegalStateException.class, copy::unmakeMove);
        assertEquals(position.key(), copy.key());
        copy.play("h7-h6");
        assertEquals("bbbbbbbb/bbbbbbbb/8/8/8/w7/1wwwwwww/wwwwwwww b", position.toText());
        position.unmakeMove();
        assertEquals("bbbbbbbb/bbbbbbb1/7b/8/8/w7/1wwwwwww/wwwwwwww w", copy.toText());
    }

    @Test
    void transpositionsHaveEqualKeys() {
        Position a = BreakthroughGame.INSTANCE.newStartPosition();
        a.play("a2-a3");
        a.play("h7-h6");
        a.play("b2-b3");
        Position b = BreakthroughGame.INSTANCE.newStartPosition();
        b.play("b2-b3");
        b.play("h7-h6");
        b.play("a2-a3");
        assertEquals(a.toText(), b.toText());
        assertEquals(a.key(), b.key());
    }

    @Test
    void countMovesAgreesWithGenerateMoves() {
        Position position = BreakthroughGame.INSTANCE.parsePosition("b1b2bbb/b2bb2b/2b1bbwb/b5w1/1bw1b3/1w2w1ww/1www4/1www1www w");
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        assertEquals(32, moves.size());
        assertEquals(32, position.countMoves(new MoveList()));
    }

    @Test
    void orderingHintPrefersWinsThenCapturesThenAdvance() {
        Position position = BreakthroughGame.INSTANCE.parsePosition("2b4b/1w6/8/8/3b4/4w3/4w3/8 w");
        int win = position.orderingHint(position.parseMove("b7-b8"));
        int capture = position.orderingHint(position.parseMove("e3xd4"));
        int advanced = position.orderingHint(position.parseMove("e3-e4"));
        int quiet = position.orderingHint(position.parseMove("e2-d3"));
        assertTrue(win > capture, "a win before a capture");
        assertTrue(capture > advanced, "a capture before a quiet move");
        assertTrue(advanced > quiet, "a further advance first");
        assertTrue(win <= 1_000_000 && quiet >= -1_000_000);
    }
}
