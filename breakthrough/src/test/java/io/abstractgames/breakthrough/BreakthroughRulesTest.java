package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Move;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** One test per rule of {@code docs/rules/breakthrough.md}, "Rules", each on a small position. */
class BreakthroughRulesTest {

    private static Position parse(String text) {
        return BreakthroughGame.INSTANCE.parsePosition(text);
    }

    /** Position text of two bitboards (bit 8 * rank + file), every empty square as its own digit 1. */
    private static String text(long white, long black, int side) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                int sq = rank * 8 + file;
                sb.append(((white >>> sq) & 1) != 0 ? 'w' : ((black >>> sq) & 1) != 0 ? 'b' : '1');
            }
            sb.append(rank > 0 ? "/" : side == 0 ? " w" : " b");
        }
        return sb.toString();
    }

    /** The legal moves of a position as sorted text. */
    private static TreeSet<String> moves(Position position) {
        TreeSet<String> texts = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            texts.add(move.text());
        }
        return texts;
    }

    /** The legal moves of the piece on one square. */
    private static TreeSet<String> movesFrom(Position position, String square) {
        TreeSet<String> texts = moves(position);
        texts.removeIf(m -> !m.startsWith(square));
        return texts;
    }

    @Test
    void startPositionHas8StraightAnd14DiagonalMoves() {
        Position start = BreakthroughGame.INSTANCE.newStartPosition();
        assertEquals(BreakthroughGame.START_TEXT, start.toText());
        assertEquals(BreakthroughGame.WHITE, start.sideToMove());
        List<Move> moves = start.legalMoves();
        assertEquals(22, moves.size());
        assertEquals(8, moves.stream().filter(m -> m.text().charAt(0) == m.text().charAt(3)).count());
        assertEquals(14, moves.stream().filter(m -> m.text().charAt(0) != m.text().charAt(3)).count());
        assertTrue(moves.stream().allMatch(m -> m.text().charAt(1) == '2' && m.text().charAt(4) == '3'),
                "only the pieces on rank 2 can move, to rank 3");
    }

    @Test
    void straightMoveOntoEmptySquare() {
        Position position = parse("7b/8/8/8/8/8/4w3/8 w");
        assertTrue(moves(position).contains("e2-e3"));
        position.play("e2-e3");
        assertEquals("7b/8/8/8/8/4w3/8/8 b", position.toText());
    }

    @Test
    void blackMovesDownTheBoard() {
        Position position = parse("8/8/8/3b4/8/8/8/7w b");
        assertEquals(new TreeSet<>(List.of("d5-c4", "d5-d4", "d5-e4")), moves(position));
    }

    @Test
    void straightMoveBlockedByOwnPiece() {
        Position position = parse("7b/8/8/8/4w3/4w3/8/8 w");
        assertEquals(new TreeSet<>(List.of("e3-d4", "e3-f4")), movesFrom(position, "e3"));
    }

    @Test
    void straightMoveBlockedByEnemyPiece() {
        Position position = parse("7b/8/8/8/4b3/4w3/8/8 w");
        assertEquals(new TreeSet<>(List.of("e3-d4", "e3-f4")), movesFrom(position, "e3"));
    }

    @Test
    void noStraightCapture() {
        Position position = parse("7b/8/8/8/4b3/4w3/8/8 w");
        assertFalse(moves(position).contains("e3xe4"));
        assertFalse(moves(position).contains("e3-e4"));
    }

    @Test
    void diagonalMoveOntoEmptySquare() {
        Position position = parse("7b/8/8/8/8/4w3/8/8 w");
        assertEquals(new TreeSet<>(List.of("e3-d4", "e3-e4", "e3-f4")), moves(position));
        position.play("e3-f4");
        assertEquals("7b/8/8/8/5w2/8/8/8 b", position.toText());
    }

    @Test
    void diagonalCaptureRemovesTheEnemyPiece() {
        Position position = parse("7b/8/8/8/3b1b2/4w3/8/8 w");
        assertEquals(new TreeSet<>(List.of("e3-e4", "e3xd4", "e3xf4")), moves(position));
        long capture = position.parseMove("e3xf4");
        assertTrue(BreakthroughMoves.isCapture(capture));
        assertTrue(position.isNoisy(capture));
        assertFalse(position.isNoisy(position.parseMove("e3-e4")));
        position.makeMove(capture);
        assertEquals("7b/8/8/8/3b1w2/8/8/8 b", position.toText());
    }

    @Test
    void blackCapturesDiagonallyDownward() {
        Position position = parse("8/8/8/3b4/2w1w3/8/8/7w b");
        assertEquals(new TreeSet<>(List.of("d5-d4", "d5xc4", "d5xe4")), moves(position));
    }

    @Test
    void noCaptureOfOwnPiece() {
        Position position = parse("7b/8/8/8/3w1w2/4w3/8/8 w");
        assertEquals(new TreeSet<>(List.of("e3-e4")), movesFrom(position, "e3"));
    }

    @Test
    void noWrapAroundTheBoardEdge() {
        Position white = parse("7b/8/b7/8/b6w/8/8/8 w");
        assertEquals(new TreeSet<>(List.of("h4-g5", "h4-h5")), moves(white));
        Position black = parse("7b/8/8/8/8/w7/8/7w b");
        assertEquals(new TreeSet<>(List.of("h8-g7", "h8-h7")), moves(black));
    }

    @Test
    void captureIsNotCompulsory() {
        Position position = parse("7b/8/8/8/5b2/4w3/8/8 w");
        assertEquals(new TreeSet<>(List.of("e3-d4", "e3-e4", "e3xf4")), moves(position));
        position.play("e3-d4");
        assertFalse(position.isOver());
    }

    @Test
    void reachingTheFarRankWins() {
        Position white = parse("b7/4w3/8/8/8/8/8/8 w");
        white.play("e7-e8");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.GOAL_REACHED), white.outcome());
        assertTrue(white.isOver());
        Position black = parse("8/8/8/8/8/8/3b4/7w b");
        black.play("d2-c1");
        assertEquals(Outcome.win(BreakthroughGame.BLACK, EndReason.GOAL_REACHED), black.outcome());
    }

    @Test
    void capturingTheLastPieceWins() {
        Position position = parse("8/8/8/3b4/4w3/8/8/8 w");
        position.play("e4xd5");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.NO_PIECES), position.outcome());
        assertTrue(position.isOver());
    }

    @Test
    void reachingTheFarRankIsCheckedBeforeNoPieces() {
        Position position = parse("3b4/4w3/8/8/8/8/8/8 w");
        position.play("e7xd8");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.GOAL_REACHED), position.outcome());
    }

    @Test
    void noPiecesIsCheckedBeforeNoMoves() {
        Position position = parse("8/8/8/8/8/8/1b6/w7 w");
        position.play("a1xb2");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.NO_PIECES), position.outcome());
    }

    /**
     * The third win condition (the opponent has no legal move) cannot decide a game: the most
     * advanced piece of a side has a diagonal target on the next rank, which holds no own piece. On
     * thousands of random boards, a side with pieces, none on its far rank, has a move.
     */
    @Test
    void noMovesNeverArisesWhileTheSideToMoveHasPieces() {
        Random random = new Random(0xD0_7E5L);
        MoveList moves = new MoveList();
        for (int i = 0; i < 5000; i++) {
            long white = random.nextLong() & random.nextLong() & ~0xFF00_0000_0000_0000L;
            long black = random.nextLong() & random.nextLong() & ~white & ~0xFFL;
            if (Long.bitCount(white) > 16 || Long.bitCount(black) > 16 || white == 0 || black == 0) {
                continue;
            }
            for (int side = 0; side < 2; side++) {
                Position position = parse(text(white, black, side));
                position.generateMoves(moves);
                assertFalse(moves.isEmpty(), position::toText);
                assertEquals(Outcome.ONGOING, position.outcome(), position::toText);
            }
        }
    }

    @Test
    void finishedPositionHasNoMoves() {
        Position position = parse("b7/4w3/8/8/8/8/8/8 w");
        position.play("e7-e8");
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        assertTrue(moves.isEmpty());
        assertEquals(0, position.countMoves(moves));
        assertTrue(position.legalMoves().isEmpty());
        assertThrows(IllegalStateException.class, position::makeNullMove);
    }

    @Test
    void parsedPositionWhereTheMoverStandsOnItsFarRankIsFinished() {
        Position white = parse("4w2b/8/8/8/8/8/8/8 b");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.GOAL_REACHED), white.outcome());
        assertTrue(white.legalMoves().isEmpty());
        Position black = parse("8/8/8/8/8/8/8/w6b w");
        assertEquals(Outcome.win(BreakthroughGame.BLACK, EndReason.GOAL_REACHED), black.outcome());
        assertTrue(black.legalMoves().isEmpty());
    }

    /** A side to move without a move at the start is a finished game; without pieces, NO_PIECES comes first. */
    @Test
    void sideToMoveWithoutPieceOrMoveAtTheStartIsFinished() {
        Position position = parse("8/8/8/8/8/8/8/4w3 b");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.NO_PIECES), position.outcome());
        assertTrue(position.legalMoves().isEmpty());
        Position blackWins = parse("8/8/8/2b5/8/8/8/8 w");
        assertEquals(Outcome.win(BreakthroughGame.BLACK, EndReason.NO_PIECES), blackWins.outcome());
    }

    @Test
    void goalIsCheckedBeforeNoPiecesInParsedPositions() {
        Position position = parse("4w3/8/8/8/8/8/8/8 b");
        assertEquals(Outcome.win(BreakthroughGame.WHITE, EndReason.GOAL_REACHED), position.outcome());
    }

    @Test
    void thereAreNoDraws() {
        Random random = new Random(42);
        MoveList moves = new MoveList();
        for (int game = 0; game < 200; game++) {
            Position position = BreakthroughGame.INSTANCE.newStartPosition();
            while (!position.isOver()) {
                position.generateMoves(moves);
                position.makeMove(moves.get(random.nextInt(moves.size())));
            }
            assertTrue(position.outcome().isWin(), position::toText);
            assertEquals(1 - position.sideToMove(), position.outcome().winner(), "the side that just moved wins");
        }
    }
}
