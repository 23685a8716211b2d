package io.abstractgames.core.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import org.junit.jupiter.api.Test;

class RankTextTest {

    private static final String START = "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww";

    @Test
    void parsesRanksFromEightDownToOne() {
        char[] board = RankText.parse("b7/8/8/8/8/8/8/6w1", "wb");
        assertEquals('b', board[Squares.index("a8")]);
        assertEquals('w', board[Squares.index("g1")]);
        assertEquals(RankText.EMPTY, board[Squares.index("h1")]);
    }

    @Test
    void formatsCanonically() {
        assertEquals(START, RankText.format(RankText.parse(START, "wb")));
        assertEquals("8/8/8/8/8/8/8/3w4", RankText.format(RankText.parse("8/8/8/8/8/8/8/111w22", "wb")));
        assertEquals(START, RankText.format(RankText.parse("bbbbbbbb/bbbbbbbb/44/11111111/8/8/wwwwwwww/wwwwwwww", "wb")));
    }

    @Test
    void namesARankWithTooManySquares() {
        NotationException e = assertThrows(NotationException.class, () -> RankText.parse("8/8/71b/8/8/8/8/8", "wb"));
        assertEquals("position text, rank 6: 9 squares, expected 8", e.getMessage());
    }

    @Test
    void namesARankWithTooFewSquares() {
        NotationException e = assertThrows(NotationException.class, () -> RankText.parse("8/8/8/8/8/8/8/7", "wb"));
        assertEquals("position text, rank 1: 7 squares, expected 8", e.getMessage());
    }

    @Test
    void namesAnUnknownCharacter() {
        NotationException e = assertThrows(NotationException.class, () -> RankText.parse("8/8/8/8/3x4/8/8/8", "wb"));
        assertEquals("position text, rank 4: unknown character 'x', expected one of wb or a digit 1-8", e.getMessage());
    }

    @Test
    void countsTheRanks() {
        NotationException e = assertThrows(NotationException.class, () -> RankText.parse("8/8/8/8/8/8/8", "wb"));
        assertEquals("position text: 7 ranks, expected 8", e.getMessage());
    }

    @Test
    void oneRankAndOneSquareAreCountedInTheSingular() {
        NotationException e = assertThrows(NotationException.class, () -> RankText.parse("8", "wb"));
        assertEquals("position text: 1 rank, expected 8", e.getMessage());
        e = assertThrows(NotationException.class, () -> RankText.parse("8/8/8/8/8/8/8/1", "wb"));
        assertEquals("position text, rank 1: 1 square, expected 8", e.getMessage());
    }
}
