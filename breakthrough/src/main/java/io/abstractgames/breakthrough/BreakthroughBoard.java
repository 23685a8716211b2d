package io.abstractgames.breakthrough;

import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.BoardModels;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.SquareLayouts;
import java.util.List;

/**
 * The board model of Breakthrough ({@code docs/rules/breakthrough.md}): the 8x8 layout of
 * {@link SquareLayouts#eightByEight()} (White's home, rank 1, at the bottom; Black sees the board
 * turned), one {@link Piece.Kind#MAN} or nothing per square, and moves that are a
 * {@link MoveKind#STEP} or a {@link MoveKind#CAPTURE} of the piece on the to-square.
 *
 * <p>Contents are read from the position text; moves from their codes ({@link BreakthroughMoves}).
 */
final class BreakthroughBoard implements BoardModel {

    static final BreakthroughBoard INSTANCE = new BreakthroughBoard();

    private BreakthroughBoard() {}

    @Override
    public Layout layout() {
        return SquareLayouts.eightByEight();
    }

    @Override
    public Contents contents(Position position) {
        BoardModels.requireGame(position, BreakthroughGame.INSTANCE);
        String text = position.toText();
        char[] board = RankText.parse(text.substring(0, text.indexOf(' ')), "wb");
        Contents.Builder contents = Contents.builder(64);
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != RankText.EMPTY) {
                contents.add(sq, new Piece(board[sq] == 'w' ? BreakthroughGame.WHITE : BreakthroughGame.BLACK, Piece.Kind.MAN));
            }
        }
        return contents.build();
    }

    @Override
    public MoveDescription describe(Position position, long move) {
        BoardModels.requireGame(position, BreakthroughGame.INSTANCE);
        BoardModels.requireLegal(position, move);
        int from = BreakthroughMoves.from(move);
        int to = BreakthroughMoves.to(move);
        boolean capture = BreakthroughMoves.isCapture(move);
        return new MoveDescription(move, position.moveText(move), capture ? MoveKind.CAPTURE : MoveKind.STEP,
                position.sideToMove(), from, to, List.of(from, to), capture ? List.of(to) : List.of(), 0);
    }
}
