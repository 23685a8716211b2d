package io.abstractgames.lasca;

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
import io.abstractgames.testkit.BoardModelContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board model contract for Lasca, and its 7x7 layout, columns and capture paths. */
class LascaBoardTest extends BoardModelContract {

    private final BoardModel board = LascaGame.INSTANCE.board();

    @Override
    protected Game game() {
        return LascaGame.INSTANCE;
    }

    @Override
    protected String positionText(Contents contents, Position position) {
        String[] fields = position.toText().split(" ");
        Layout layout = board.layout();
        List<String> columns = new ArrayList<>();
        for (int sq = 0; sq < layout.pointCount(); sq++) {
            List<Piece> column = contents.column(sq);
            if (column.isEmpty()) {
                continue;
            }
            StringBuilder sb = new StringBuilder(layout.name(sq)).append(':');
            for (int i = column.size() - 1; i >= 0; i--) {
                char letter = game().sideLetter(column.get(i).seat());
                sb.append(column.get(i).kind() == Piece.Kind.KING ? Character.toUpperCase(letter) : letter);
            }
            columns.add(sb.toString());
        }
        return fields[0] + " " + (columns.isEmpty() ? "-" : String.join(",", columns)) + " " + fields[2] + " " + fields[3];
    }

    private static int sq(String name) {
        return LascaGame.INSTANCE.board().layout().indexOf(name);
    }

    @Test
    void layoutHas49SquaresIndexedSevenTimesRankPlusFileAnd25UsedOnes() {
        Layout layout = board.layout();
        assertEquals(Layout.Shape.SQUARE_GRID, layout.shape());
        assertEquals(49, layout.pointCount());
        assertEquals(0, sq("a1"));
        assertEquals(6, sq("g1"));
        assertEquals(42, sq("a7"));
        assertEquals(48, sq("g7"));
        Region dark = layout.region(Region.Kind.DARK_SQUARES, "dark").orElseThrow();
        assertEquals(25, dark.points().size());
        assertEquals(true, dark.contains(sq("a1")));
        assertEquals(true, dark.contains(sq("g7")));
        assertEquals(false, dark.contains(sq("b1")));
        for (String column : LascaGame.START_TEXT.split(" ")[1].split(",")) {
            assertEquals(true, dark.contains(sq(column.substring(0, 2))), column);
        }
    }

    @Test
    void aColumnIsReadBottomToTop() {
        Position position = LascaGame.INSTANCE.parsePosition("w d6:BwwW,c3:w 0 0");
        Contents contents = board.contents(position);
        int d6 = sq("d6");
        assertEquals(List.of(new Piece(0, Piece.Kind.KING), new Piece(0, Piece.Kind.MAN), new Piece(0, Piece.Kind.MAN),
                new Piece(1, Piece.Kind.KING)), contents.column(d6));
        assertEquals(new Piece(1, Piece.Kind.KING), contents.pieceAt(d6).get());
        assertEquals(4, contents.height(d6));
    }

    @Test
    void aCaptureSequenceListsEveryLandingAndEveryColumnTaken() {
        Position position = LascaGame.INSTANCE.parsePosition("w c3:W,d4:b,f4:b,f2:b,d2:b,a7:b 0 0");
        MoveDescription d = board.describe(position, position.parseMove("c3:e5:g3:e1:c3"));
        assertEquals(MoveKind.CAPTURE, d.kind());
        assertEquals(4, d.jumps());
        assertEquals(List.of(sq("c3"), sq("e5"), sq("g3"), sq("e1"), sq("c3")), d.path());
        assertEquals(List.of(sq("d4"), sq("f4"), sq("f2"), sq("d2")), d.captured());
        assertEquals(sq("c3"), d.from());
        assertEquals(sq("c3"), d.to());
    }

    @Test
    void aQuietMoveIsAStep() {
        Position position = LascaGame.INSTANCE.newStartPosition();
        MoveDescription d = board.describe(position, position.parseMove("c3-d4"));
        assertEquals(MoveKind.STEP, d.kind());
        assertEquals(List.of(sq("c3"), sq("d4")), d.path());
        assertEquals(List.of(), d.captured());
    }

    @Test
    void countersShowTheTwoDrawLimits() {
        Position start = LascaGame.INSTANCE.newStartPosition();
        assertEquals(List.of(new Counter("no_progress", "no progress", 0, 50), new Counter("plies", "plies", 0, 250)),
                board.counters(start));
        Position position = LascaGame.INSTANCE.parsePosition("w a1:W,g7:b 48 100");
        position.play("a1-b2");
        assertEquals(new Counter("no_progress", "no progress", 49, 50), board.counters(position).get(0));
        position.play("g7-f6");
        assertEquals(new Counter("no_progress", "no progress", 0, 50), board.counters(position).get(0));
    }
}
