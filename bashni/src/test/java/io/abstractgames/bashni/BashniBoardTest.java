package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Counter;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.Region;
import io.abstractgames.core.board.Squares;
import io.abstractgames.testkit.BoardModelContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board model contract for Bashni, and its columns and capture paths. */
class BashniBoardTest extends BoardModelContract {

    private final BoardModel board = BashniGame.INSTANCE.board();

    @Override
    protected Game game() {
        return BashniGame.INSTANCE;
    }

    @Override
    protected String positionText(Contents contents, Position position) {
        String[] fields = position.toText().split(" ");
        List<String> columns = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            List<Piece> column = contents.column(sq);
            if (column.isEmpty()) {
                continue;
            }
            StringBuilder sb = new StringBuilder(Squares.name(sq)).append(':');
            for (int i = column.size() - 1; i >= 0; i--) {
                char letter = game().sideLetter(column.get(i).seat());
                sb.append(column.get(i).kind() == Piece.Kind.KING ? Character.toUpperCase(letter) : letter);
            }
            columns.add(sb.toString());
        }
        return fields[0] + " " + (columns.isEmpty() ? "-" : String.join(",", columns)) + " " + fields[2] + " " + fields[3];
    }

    @Test
    void layoutHas64SquaresAnd32DarkOnes() {
        Layout layout = board.layout();
        assertEquals(64, layout.pointCount());
        Region dark = layout.region(Region.Kind.DARK_SQUARES, "dark").get();
        assertEquals(32, dark.points().size());
        assertEquals(true, dark.contains(Squares.index("a1")));
        assertEquals(false, dark.contains(Squares.index("b1")));
    }

    @Test
    void aColumnIsReadBottomToTop() {
        Position position = BashniGame.INSTANCE.parsePosition("w d6:BwwW,c3:w 0 0");
        Contents contents = board.contents(position);
        int d6 = Squares.index("d6");
        assertEquals(List.of(new Piece(0, Piece.Kind.KING), new Piece(0, Piece.Kind.MAN), new Piece(0, Piece.Kind.MAN),
                new Piece(1, Piece.Kind.KING)), contents.column(d6));
        assertEquals(new Piece(1, Piece.Kind.KING), contents.pieceAt(d6).get());
        assertEquals(4, contents.height(d6));
    }

    @Test
    void aCaptureSequenceListsEveryLandingAndEveryColumnTaken() {
        Position position = BashniGame.INSTANCE.parsePosition("w c3:w,d4:b,d6:b,h8:b 0 0");
        MoveDescription d = board.describe(position, position.parseMove("c3:e5:c7"));
        assertEquals(MoveKind.CAPTURE, d.kind());
        assertEquals(2, d.jumps());
        assertEquals(List.of(Squares.index("c3"), Squares.index("e5"), Squares.index("c7")), d.path());
        assertEquals(List.of(Squares.index("d4"), Squares.index("d6")), d.captured());
    }
    @Test
    void countersShowTheTwoDrawLimits() {
        Position start = BashniGame.INSTANCE.newStartPosition();
        assertEquals(List.of(new Counter("no_progress", "no progress", 0, 50), new Counter("plies", "plies", 0, 250)),
                board.counters(start));

        Position position = BashniGame.INSTANCE.parsePosition("w a1:W,h8:b 48 100");
        position.play("a1-b2");
        assertEquals(List.of(49, 101), values(board.counters(position)), "a king's quiet move makes no progress");
        position.play("h8-g7");
        assertEquals(List.of(0, 102), values(board.counters(position)), "a man's move is progress");
    }

    @Test
    void aCounterAtItsLimitEndsTheGame() {
        Position position = BashniGame.INSTANCE.parsePosition("w a1:W,h8:b 49 100");
        position.play("a1-b2");
        assertEquals(true, position.isOver());
        assertEquals(new Counter("no_progress", "no progress", 50, 50), board.counters(position).get(0));
        assertEquals(0, board.counters(position).get(0).remaining());
    }

    private static List<Integer> values(List<Counter> counters) {
        List<Integer> out = new ArrayList<>();
        for (Counter c : counters) {
            out.add(c.value());
        }
        return out;
    }
}
