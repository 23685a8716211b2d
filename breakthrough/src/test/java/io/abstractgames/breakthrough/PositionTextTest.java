package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** Position text ({@code docs/rules/breakthrough.md}, "Position text"): the round trip and each rejection with its message. */
class PositionTextTest {

    private static Position parse(String text) {
        return BreakthroughGame.INSTANCE.parsePosition(text);
    }

    private static String rejection(String text) {
        return assertThrows(NotationException.class, () -> parse(text)).getMessage();
    }

    @Test
    void startTextRoundTrips() {
        assertEquals(BreakthroughGame.START_TEXT, parse(BreakthroughGame.START_TEXT).toText());
        assertEquals(BreakthroughGame.START_TEXT, BreakthroughGame.INSTANCE.newStartPosition().toText());
        assertEquals(parse(BreakthroughGame.START_TEXT).key(), BreakthroughGame.INSTANCE.newStartPosition().key());
    }

    @Test
    void splitRunsAndExtraSpacesAreReadAndFormattedCanonically() {
        String loose = "  bbbbbbbb/bbbbbbbb/44/11111111/8/2411/wwwwwwww/wwwwwwww   w ";
        assertEquals(BreakthroughGame.START_TEXT, parse(loose).toText());
    }

    @Test
    void textOfAPositionInPlayRoundTrips() {
        String text = "b1b2bbb/b2bb2b/2b1bbwb/b5w1/1bw1b3/1w2w1ww/1www4/1www1www w";
        Position position = parse(text);
        assertEquals(text, position.toText());
        assertEquals(position.computeKey(), position.key());
    }

    @Test
    void sideToMoveIsPartOfTextAndKey() {
        Position white = parse("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w");
        Position black = parse("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww b");
        assertEquals(BreakthroughGame.BLACK, black.sideToMove());
        assertEquals("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww b", black.toText());
        org.junit.jupiter.api.Assertions.assertNotEquals(white.key(), black.key());
    }

    @Test
    void rejectsRankWithTooManySquares() {
        assertEquals("position text, rank 6: 9 squares, expected 8",
                rejection("bbbbbbbb/bbbbbbbb/81/8/8/8/wwwwwwww/wwwwwwww w"));
    }

    @Test
    void rejectsRankWithTooFewSquares() {
        assertEquals("position text, rank 2: 7 squares, expected 8",
                rejection("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwww/wwwwwwww w"));
    }

    @Test
    void rejectsWrongNumberOfRanks() {
        assertEquals("position text: 7 ranks, expected 8", rejection("bbbbbbbb/bbbbbbbb/8/8/8/wwwwwwww/wwwwwwww w"));
    }

    @Test
    void rejectsUnknownCharacter() {
        assertEquals("position text, rank 4: unknown character 'x', expected one of wb or a digit 1-8",
                rejection("bbbbbbbb/bbbbbbbb/8/8/3x4/8/wwwwwwww/wwwwwwww w"));
        assertEquals("position text, rank 8: unknown character 'B', expected one of wb or a digit 1-8",
                rejection("Bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w"));
        assertEquals("position text, rank 5: unknown character '9', expected one of wb or a digit 1-8",
                rejection("bbbbbbbb/bbbbbbbb/8/9/8/8/wwwwwwww/wwwwwwww w"));
    }

    @Test
    void rejectsMoreThan16WhitePieces() {
        assertEquals("position text: 17 White pieces, expected at most 16",
                rejection("bbbbbbbb/bbbbbbbb/8/8/8/w7/wwwwwwww/wwwwwwww w"));
    }

    @Test
    void rejectsMoreThan16BlackPieces() {
        assertEquals("position text: 17 Black pieces, expected at most 16",
                rejection("bbbbbbbb/bbbbbbbb/7b/8/8/8/wwwwwwww/wwwwwwww b"));
    }

    @Test
    void rejectsWhiteToMoveOnItsFarRank() {
        assertEquals("position text: White is to move but already has a piece on c8, its far rank (the game would have ended)",
                rejection("2w5/8/8/8/8/8/8/b7 w"));
    }

    @Test
    void rejectsBlackToMoveOnItsFarRank() {
        assertEquals("position text: Black is to move but already has a piece on g1, its far rank (the game would have ended)",
                rejection("w7/8/8/8/8/8/8/6b1 b"));
    }

    @Test
    void rejectsSideThatJustMovedWithoutPiece() {
        assertEquals("position text: Black has just moved but has no piece", rejection("8/8/8/8/8/8/4w3/8 w"));
        assertEquals("position text: White has just moved but has no piece", rejection("8/8/8/8/8/8/8/8 b"));
    }

    @Test
    void rejectsUnknownSideToMove() {
        assertEquals("position text: side to move 'x', expected w or b",
                rejection("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww x"));
        assertEquals("position text: side to move 'white', expected w or b",
                rejection("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww white"));
    }

    @Test
    void rejectsMissingOrExtraFields() {
        assertEquals("position text: 1 field, expected 2 (the board and the side to move)",
                rejection("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww"));
        assertEquals("position text: 3 fields, expected 2 (the board and the side to move)",
                rejection("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w 1"));
        assertEquals("position text: empty", rejection("   "));
    }
}
