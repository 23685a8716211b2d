package io.abstractgames.konane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.RankText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The engine against the simple reference generator ({@link ReferenceKonane}): the same legal move
 * set (as move text), outcome and position text at every position of random games, and on random
 * boards of the jumping phase.
 */
class ReferenceAgreementTest {

    private static final int GAMES = 400;
    private static final int RANDOM_BOARDS = 3000;

    @Test
    void engineAgreesWithReferenceAlongRandomGames() {
        Random random = new Random(20240601L);
        int positions = 0;
        for (int game = 0; game < GAMES; game++) {
            ReferenceKonane reference = ReferenceKonane.start();
            Position engine = KonaneGame.INSTANCE.newStartPosition();
            while (true) {
                List<String> expected = compare(reference, engine);
                positions++;
                if (expected.isEmpty()) {
                    break;
                }
                String move = expected.get(random.nextInt(expected.size()));
                reference.play(move);
                engine.play(move);
            }
            int plies = engine.undoDepth();
            for (int i = 0; i < plies; i++) {
                engine.unmakeMove();
            }
            assertEquals(KonaneGame.START_TEXT, engine.toText(), "taking back game " + game);
        }
        assertTrue(positions > 5000, "positions compared: " + positions);
    }

    @Test
    void engineAgreesWithReferenceOnRandomBoards() {
        Random random = new Random(77L);
        for (int i = 0; i < RANDOM_BOARDS; i++) {
            double density = random.nextDouble();
            char[] board = new char[64];
            int stones = 0;
            for (int sq = 0; sq < 64; sq++) {
                boolean dark = ((sq & 7) + (sq >>> 3)) % 2 == 0;
                board[sq] = random.nextDouble() < density ? (dark ? 'b' : 'w') : '.';
                stones += board[sq] == '.' ? 0 : 1;
            }
            if (stones > 61) {
                continue;
            }
            String text = RankText.format(board) + (random.nextBoolean() ? " b" : " w");
            ReferenceKonane reference = ReferenceKonane.parse(text);
            Position engine = KonaneGame.INSTANCE.parsePosition(text);
            compare(reference, engine);
        }
    }

    /** Compares one position; returns the reference's moves, sorted. */
    private static List<String> compare(ReferenceKonane reference, Position engine) {
        String where = reference.toText();
        assertEquals(where, engine.toText(), "position text");
        assertEquals(engine.computeKey(), engine.key(), () -> "key of " + where);
        List<String> expected = new ArrayList<>(reference.legalMoves());
        Collections.sort(expected);
        MoveList moves = new MoveList();
        engine.generateMoves(moves);
        List<String> actual = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            actual.add(engine.moveText(moves.get(i)));
        }
        Collections.sort(actual);
        assertEquals(expected, actual, () -> "legal moves of " + where);
        assertEquals(expected.size(), engine.countMoves(new MoveList()), () -> "countMoves of " + where);
        Outcome outcome = expected.isEmpty()
                ? Outcome.win(KonaneGame.INSTANCE.playerOf(reference.winner()), EndReason.NO_MOVES)
                : Outcome.ONGOING;
        assertEquals(outcome, engine.outcome(), () -> "outcome of " + where);
        assertEquals(outcome.isOver(), engine.isOver(), () -> "isOver of " + where);
        return expected;
    }
}
