package io.abstractgames.konane;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.Squares;
import io.abstractgames.testkit.BoardModelContract;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board model contract for Kōnane, and its removals and multiple jumps. */
class KonaneBoardTest extends BoardModelContract {

    private final BoardModel board = KonaneGame.INSTANCE.board();

    @Override
    protected Game game() {
        return KonaneGame.INSTANCE;
    }

    @Override
    protected String positionText(Contents contents, Position position) {
        char[] squares = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            squares[sq] = contents.pieceAt(sq).map(p -> game().sideLetter(p.seat())).orElse(RankText.EMPTY);
        }
        return RankText.format(squares) + " " + game().sideLetter(position.sideToMove());
    }

    @Test
    void startFillsAll64SquaresWithStones() {
        Layout layout = board.layout();
        assertEquals(64, layout.pointCount());
        Contents contents = board.contents(KonaneGame.INSTANCE.newStartPosition());
        assertEquals(32, contents.pointsOf(0).size());
        assertEquals(32, contents.pointsOf(1).size());
        assertEquals(Piece.Kind.STONE, contents.pieceAt(0).get().kind());
    }

    @Test
    void aRemovalEmptiesItsSquare() {
        Position position = KonaneGame.INSTANCE.newStartPosition();
        MoveDescription d = board.describeMoves(position).get(0);
        assertEquals(MoveKind.REMOVAL, d.kind());
        assertEquals(List.of(d.from()), d.path());
        assertEquals(List.of(d.from()), d.captured());
    }

    @Test
    void aDoubleJumpListsBothLandingsAndBothStones() {
        Position position = KonaneGame.INSTANCE.parsePosition("8/8/8/8/8/8/8/bw1w4 b");
        MoveDescription d = board.describe(position, position.parseMove("a1-e1"));
        assertEquals(MoveKind.CAPTURE, d.kind());
        assertEquals(2, d.jumps());
        assertEquals(List.of(Squares.index("a1"), Squares.index("c1"), Squares.index("e1")), d.path());
        assertEquals(List.of(Squares.index("b1"), Squares.index("d1")), d.captured());
    }
}
