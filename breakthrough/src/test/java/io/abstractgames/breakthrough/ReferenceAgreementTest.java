package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Move;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The engine against {@link ReferenceBreakthrough}: the same legal moves (as move text), outcome
 * and text in every position of a few hundred random games and of random boards, and the same
 * perft(2) on a sample of them.
 */
class ReferenceAgreementTest {

    private static final int GAMES = 300;
    private static final int RANDOM_BOARDS = 3000;
    private static final int PERFT_SAMPLE_EVERY = 20;

    @Test
    void randomGamesAgreeWithReference() {
        Random random = new Random(0x5EED_B7L);
        int positions = 0;
        for (int game = 0; game < GAMES; game++) {
            Position engine = BreakthroughGame.INSTANCE.newStartPosition();
            ReferenceBreakthrough reference = ReferenceBreakthrough.parse(BreakthroughGame.START_TEXT);
            while (true) {
                List<String> moves = compare(reference, engine);
                if (positions++ % PERFT_SAMPLE_EVERY == 0) {
                    assertEquals(reference.perft(2), Perft.perft(engine, 2), () -> "perft(2) of " + engine.toText());
                }
                if (moves.isEmpty()) {
                    break;
                }
                String move = moves.get(random.nextInt(moves.size()));
                engine.play(move);
                reference = reference.play(move);
            }
        }
        assertTrue(positions > 5000, "positions compared: " + positions);
    }

    @Test
    void randomBoardsAgreeWithReference() {
        Random random = new Random(0xB0A4D5L);
        int positions = 0;
        while (positions < RANDOM_BOARDS) {
            String text = randomBoardText(random);
            Position engine;
            try {
                engine = BreakthroughGame.INSTANCE.parsePosition(text);
            } catch (NotationException impossible) {
                continue;
            }
            ReferenceBreakthrough reference = ReferenceBreakthrough.parse(text);
            compare(reference, engine);
            if (positions++ % PERFT_SAMPLE_EVERY == 0) {
                assertEquals(reference.perft(2), Perft.perft(engine, 2), () -> "perft(2) of " + text);
            }
        }
    }

    /** Asserts that both agree on the position; returns the legal moves, sorted. */
    private static List<String> compare(ReferenceBreakthrough reference, Position engine) {
        String text = engine.toText();
        assertEquals(reference.text(), text, "position text");
        List<String> expected = new ArrayList<>(reference.legalMoves());
        Collections.sort(expected);
        List<String> actual = new ArrayList<>();
        for (Move move : engine.legalMoves()) {
            actual.add(move.text());
        }
        Collections.sort(actual);
        assertEquals(expected, actual, () -> "legal moves of " + text);
        Outcome outcome = engine.outcome();
        int winner = reference.winner() == 0 ? -1 : BreakthroughGame.INSTANCE.playerOf(reference.winner());
        assertEquals(winner, outcome.winner(), () -> "winner in " + text);
        assertEquals(reference.reason(), outcome.reason(), () -> "end reason in " + text);
        return expected;
    }

    /** Random placement: densities vary from board to board; at most 16 pieces a side. */
    private static String randomBoardText(Random random) {
        char[] squares = new char[64];
        double density = 0.05 + 0.45 * random.nextDouble();
        int white = 0;
        int black = 0;
        for (int sq = 0; sq < 64; sq++) {
            squares[sq] = '.';
            if (random.nextDouble() < density) {
                if (random.nextBoolean() && white < 16) {
                    squares[sq] = 'w';
                    white++;
                } else if (black < 16) {
                    squares[sq] = 'b';
                    black++;
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                char c = squares[rank * 8 + file];
                sb.append(c == '.' ? '1' : c);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(random.nextBoolean() ? " w" : " b").toString();
    }
}
