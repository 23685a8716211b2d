package io.abstractgames.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.Location;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.Region;
import io.abstractgames.testkit.BoardModelContract;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board model contract for Breakthrough, and its layout and moves in small positions. */
class BreakthroughBoardTest extends BoardModelContract {

    private final BoardModel board = BreakthroughGame.INSTANCE.board();

    @Override
    protected Game game() {
        return BreakthroughGame.INSTANCE;
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
    void layoutHas64SquaresWithKingStepNeighbours() {
        Layout layout = board.layout();
        assertEquals(64, layout.pointCount());
        assertEquals(Layout.Shape.SQUARE_GRID, layout.shape());
        assertEquals(List.of(1, 8, 9), layout.neighbours(0));
        assertEquals(8, layout.neighbours(layout.indexOf("e4")).size());
        assertEquals(32, layout.regions(Region.Kind.DARK_SQUARES).get(0).points().size());
        assertEquals(new Location(4, 3), layout.point(layout.indexOf("e4")).location());
        assertEquals(new Location(3, 4), layout.locate(layout.indexOf("e4"), BreakthroughGame.BLACK));
    }

    @Test
    void breakthroughHasNoCounterTowardsALimit() {
        assertEquals(List.of(), board.counters(BreakthroughGame.INSTANCE.newStartPosition()));
    }

    @Test
    void startContentsHoldSixteenMenEach() {
        Contents contents = board.contents(BreakthroughGame.INSTANCE.newStartPosition());
        assertEquals(16, contents.pointsOf(BreakthroughGame.WHITE).size());
        assertEquals(16, contents.pointsOf(BreakthroughGame.BLACK).size());
        assertEquals(new Piece(BreakthroughGame.BLACK, Piece.Kind.MAN), contents.pieceAt(63).get());
        assertEquals(1, contents.height(0));
    }

    @Test
    void aCaptureTakesThePieceOnTheToSquare() {
        Position position = BreakthroughGame.INSTANCE.parsePosition("7b/8/8/3b4/4w3/8/8/w7 w");
        long move = position.parseMove("e4xd5");
        MoveDescription d = board.describe(position, move);
        assertEquals(MoveKind.CAPTURE, d.kind());
        assertEquals(List.of(28, 35), d.path());
        assertEquals(List.of(35), d.captured());
    }
}
