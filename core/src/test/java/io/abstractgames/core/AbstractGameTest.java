package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class AbstractGameTest {

    /** A three-sided game with no positions: only the identity part is under test. */
    private static final class ThreeSides extends AbstractGame {
        ThreeSides() {
            super("three", "Three sides", List.of("Red", "Yellow", "Green"), "ryg");
        }

        @Override
        public String startText() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Position newStartPosition() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Position parsePosition(String text) {
            throw new UnsupportedOperationException();
        }
    }

    private final Game game = new ThreeSides();

    @Test
    void identityComesFromTheConstructor() {
        assertEquals("three", game.id());
        assertEquals("Three sides", game.displayName());
        assertEquals(3, game.playerCount());
        assertEquals("three", game.toString());
    }

    @Test
    void sidesAreIndexedByPlayer() {
        assertEquals("Yellow", game.sideName(1));
        assertEquals('g', game.sideLetter(2));
        assertEquals(2, game.playerOf('g'));
        assertEquals(-1, game.playerOf('w'));
    }

    @Test
    void playerOutOfRangeIsRejected() {
        IllegalArgumentException low = assertThrows(IllegalArgumentException.class, () -> game.sideName(-1));
        assertEquals("player -1 out of range 0..2", low.getMessage());
        IllegalArgumentException high = assertThrows(IllegalArgumentException.class, () -> game.sideLetter(3));
        assertEquals("player 3 out of range 0..2", high.getMessage());
    }

    @Test
    void sidesMustMatchLetters() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new AbstractGame(
                "two", "Two", List.of("White", "Black"), "w") {
            @Override
            public String startText() {
                return "";
            }

            @Override
            public Position newStartPosition() {
                return null;
            }

            @Override
            public Position parsePosition(String text) {
                return null;
            }
        });
        assertEquals("game 'two': 2 side names and 1 side letters, expected the same number, 2 to 4",
                e.getMessage());
    }
}
