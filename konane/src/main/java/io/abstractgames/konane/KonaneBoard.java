package io.abstractgames.konane;

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
import java.util.ArrayList;
import java.util.List;

/**
 * The board model of Kōnane ({@code docs/rules/konane.md}): the 8x8 layout of
 * {@link SquareLayouts#eightByEight()} (Black, player 0, sees rank 1 at the bottom; White sees the
 * board turned), one {@link Piece.Kind#STONE} or nothing per square, and moves that are a
 * {@link MoveKind#REMOVAL} of one stone in the opening or a {@link MoveKind#CAPTURE}: a jump along a
 * rank or file over 1 to 3 stones, each jumped stone taken.
 *
 * <p>Contents are read from the position text; moves from their codes ({@link KonaneMoves}).
 */
final class KonaneBoard implements BoardModel {

    static final KonaneBoard INSTANCE = new KonaneBoard();

    private KonaneBoard() {}

    @Override
    public Layout layout() {
        return SquareLayouts.eightByEight();
    }

    @Override
    public Contents contents(Position position) {
        BoardModels.requireGame(position, KonaneGame.INSTANCE);
        String text = position.toText();
        char[] board = RankText.parse(text.substring(0, text.indexOf(' ')), "bw");
        Contents.Builder contents = Contents.builder(64);
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != RankText.EMPTY) {
                contents.add(sq, new Piece(KonaneGame.INSTANCE.playerOf(board[sq]), Piece.Kind.STONE));
            }
        }
        return contents.build();
    }

    @Override
    public MoveDescription describe(Position position, long move) {
        BoardModels.requireGame(position, KonaneGame.INSTANCE);
        BoardModels.requireLegal(position, move);
        String text = position.moveText(move);
        int side = position.sideToMove();
        int from = KonaneMoves.from(move);
        if (KonaneMoves.isRemoval(move)) {
            return new MoveDescription(move, text, MoveKind.REMOVAL, side, from, from, List.of(from), List.of(from), 0);
        }
        int to = KonaneMoves.to(move);
        int stones = KonaneMoves.stonesJumped(move);
        int step = (to - from) / (2 * stones);
        List<Integer> path = new ArrayList<>(stones + 1);
        List<Integer> captured = new ArrayList<>(stones);
        path.add(from);
        for (int i = 0; i < stones; i++) {
            captured.add(from + (2 * i + 1) * step);
            path.add(from + (2 * i + 2) * step);
        }
        return new MoveDescription(move, text, MoveKind.CAPTURE, side, from, to, path, captured, stones);
    }
}
