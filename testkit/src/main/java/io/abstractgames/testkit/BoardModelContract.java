package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.BoardPoint;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Counter;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.Line;
import io.abstractgames.core.board.Location;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.Transform;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The contract of a game's {@link BoardModel} ({@link Game#board()}), as tests of the layout and
 * jqwik properties over positions from random legal play ({@link RandomPlay}).
 *
 * <p>Subclass it in a test tree, name the game and say how contents are written back as position
 * text. The checks:
 *
 * <ul>
 *   <li>the layout: names unique and found again by {@link Layout#indexOf(String)}; neighbours
 *       symmetric; every line joins neighbours; seat 0's view is the identity and every seat's view
 *       maps the set of point locations onto itself; a viewer's point names round-trip;
 *   <li>contents round-trip: written back as text they give the position's text;
 *   <li>for every legal move of positions along random games: the descriptions are in generation
 *       order with the position's move text; the mover stands on {@code from}; every later point
 *       of the path was empty (or is the start); each hop of a jump or capture passes over exactly
 *       the points listed as captured (a run of occupied points for a {@link MoveKind#JUMP}, one
 *       opposing column for a capture leg); after the move {@code to} holds the mover's piece,
 *       {@code from} is empty (unless the move ends there), every captured or removed point lost
 *       its top piece, jumped points and all other points are unchanged, and a pass changes
 *       nothing;
 *   <li>a move that is not legal is refused with {@link IllegalArgumentException};
 *   <li>the {@linkplain BoardModel#counters counters} along random games: the same codes, labels
 *       and limits in every position; each value within 0 to its limit, one more than before or
 *       0 after every ply; a counter at its limit only in a finished position.
 * </ul>
 */
public abstract class BoardModelContract {

    private static final double EPS = 1e-9;

    /** Creates the contract. */
    protected BoardModelContract() {}

    /**
     * The game under test.
     *
     * @return the game
     */
    protected abstract Game game();

    /**
     * The position text of a position whose board holds the given contents: the game's board field
     * written from the contents, the other fields (side to move, counters) taken from
     * {@code position}.
     *
     * @param contents contents from {@code game().board().contents(position)}
     * @param position the position they were read from
     * @return the text, expected to equal {@code position.toText()}
     */
    protected abstract String positionText(Contents contents, Position position);

    /**
     * The longest random game the properties play.
     *
     * @return the bound in plies; 200 by default
     */
    protected int maxPlies() {
        return 200;
    }

    @Provide
    Arbitrary<List<Integer>> games() {
        return RandomPlay.choices(maxPlies());
    }

    private BoardModel board() {
        return game().board();
    }

    @Test
    void layoutNamesAreUniqueAndFound() {
        Layout layout = board().layout();
        Set<String> names = new HashSet<>();
        for (BoardPoint p : layout.points()) {
            assertTrue(names.add(p.name()), () -> "name " + p.name() + " twice");
            assertEquals(p.index(), layout.indexOf(p.name()), p.name());
        }
        assertEquals(-1, layout.indexOf("no such point"));
        assertEquals(game().playerCount(), layout.seatCount(), "one view per seat");
    }

    @Test
    void neighboursAreSymmetricAndLinesJoinNeighbours() {
        Layout layout = board().layout();
        for (int p = 0; p < layout.pointCount(); p++) {
            for (int q : layout.neighbours(p)) {
                assertTrue(layout.neighbours(q).contains(p), layout.name(p) + " and " + layout.name(q));
            }
        }
        for (Line line : layout.lines()) {
            assertTrue(layout.neighbours(line.from()).contains(line.to()), line.toString());
        }
    }

    @Test
    void seatViewsMapTheBoardOntoItself() {
        Layout layout = board().layout();
        assertEquals(Transform.IDENTITY, layout.seatView(0));
        for (int seat = 0; seat < layout.seatCount(); seat++) {
            for (int p = 0; p < layout.pointCount(); p++) {
                Location at = layout.locate(p, seat);
                boolean found = false;
                for (BoardPoint q : layout.points()) {
                    found |= Math.abs(q.x() - at.x()) < EPS && Math.abs(q.y() - at.y()) < EPS;
                }
                int s = seat;
                int point = p;
                assertTrue(found, () -> "seat " + s + " draws " + layout.name(point) + " off the board at " + at);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> layout.seatView(layout.seatCount()));
    }

    @Test
    void viewerNamesRoundTrip() {
        BoardModel board = board();
        for (int seat = 0; seat < game().playerCount(); seat++) {
            Set<String> names = new HashSet<>();
            for (int p = 0; p < board.layout().pointCount(); p++) {
                String name = board.pointName(p, seat);
                assertTrue(names.add(name), name);
                assertEquals(p, board.pointIndex(name, seat), name);
            }
        }
        for (int p = 0; p < board.layout().pointCount(); p++) {
            assertEquals(board.layout().name(p), board.pointName(p, 0), "seat 0 names are absolute");
        }
    }

    @Test
    void anIllegalMoveIsRefused() {
        Position position = game().newStartPosition();
        assertThrows(IllegalArgumentException.class, () -> board().describe(position, 0L));
    }

    @Property(tries = 40)
    void contentsRoundTripWithPositionText(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        assertEquals(position.toText(), positionText(board().contents(position), position));
    }

    @Property(tries = 30)
    void everyMoveDescriptionFitsThePositionAfterIt(@ForAll("games") List<Integer> choices) {
        Position position = game().newStartPosition();
        MoveList moves = new MoveList();
        int ply = 0;
        for (int choice : choices) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            if (ply++ % 5 == 0) {
                checkAllMoves(position);
            }
            position.makeMove(RandomPlay.choose(position, moves, choice));
        }
        checkAllMoves(position);
    }

    @Property(tries = 30)
    void countersCountPliesTowardsTheirLimits(@ForAll("games") List<Integer> choices) {
        Position position = game().newStartPosition();
        List<Counter> before = board().counters(position);
        checkCounters(before, position);
        MoveList moves = new MoveList();
        for (int choice : choices) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            long move = RandomPlay.choose(position, moves, choice);
            String what = position.toText() + " then " + position.moveText(move);
            position.makeMove(move);
            List<Counter> after = board().counters(position);
            checkCounters(after, position);
            assertEquals(before.size(), after.size(), what);
            for (int i = 0; i < after.size(); i++) {
                Counter b = before.get(i);
                Counter a = after.get(i);
                assertEquals(List.of(b.code(), b.label(), b.limit()), List.of(a.code(), a.label(), a.limit()), what);
                assertTrue(a.value() == b.value() + 1 || a.value() == 0,
                        () -> a.code() + " went from " + b.value() + " to " + a.value() + " after " + what);
            }
            before = after;
        }
    }

    private static void checkCounters(List<Counter> counters, Position position) {
        for (Counter c : counters) {
            assertTrue(c.value() >= 0 && c.value() <= c.limit(), () -> c + " in " + position.toText());
            if (c.value() == c.limit()) {
                assertTrue(position.isOver(), () -> c.code() + " at its limit in a running game: " + position.toText());
            }
        }
    }

    private void checkAllMoves(Position position) {
        BoardModel board = board();
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        List<MoveDescription> described = board.describeMoves(position);
        assertEquals(moves.size(), described.size(), position.toText());
        Contents before = board.contents(position);
        for (int i = 0; i < moves.size(); i++) {
            MoveDescription d = described.get(i);
            assertEquals(moves.get(i), d.code(), "generation order");
            assertEquals(position.moveText(d.code()), d.text());
            assertEquals(d, board.describe(position, d.code()), "describe agrees with describeMoves");
            assertEquals(d.text(), board.moveText(d, 0), "seat 0 reads absolute move text");
            position.makeMove(d.code());
            Contents after = board.contents(position);
            position.unmakeMove();
            checkMove(board.layout(), before, after, d, position.sideToMove(), position.toText());
        }
    }

    private static void checkMove(Layout layout, Contents before, Contents after, MoveDescription d, int mover, String where) {
        String what = d.text() + " in " + where;
        assertEquals(mover, d.seat(), what);
        Set<Integer> touched = new HashSet<>(d.captured());
        if (d.kind() == MoveKind.PASS) {
            assertEquals(before, after, what);
            return;
        }
        touched.add(d.from());
        touched.add(d.to());
        assertFalse(before.isEmpty(d.from()), () -> "from-point empty: " + what);
        if (d.kind() == MoveKind.REMOVAL) {
            assertEquals(List.of(d.from()), d.captured(), what);
            assertTrue(after.isEmpty(d.from()), what);
        } else {
            assertEquals(mover, before.pieceAt(d.from()).get().seat(), () -> "mover on the from-point: " + what);
            Piece moved = after.pieceAt(d.to()).orElseThrow(() -> new AssertionError("to-point empty after " + what));
            assertEquals(mover, moved.seat(), () -> "mover on the to-point: " + what);
            if (d.from() != d.to()) {
                assertTrue(after.isEmpty(d.from()), () -> "from-point not emptied: " + what);
            }
            for (int i = 1; i < d.path().size(); i++) {
                int p = d.path().get(i);
                boolean free = p == d.from() || before.isEmpty(p) || (d.kind() == MoveKind.CAPTURE && d.jumps() == 0);
                assertTrue(free, () -> "path lands on an occupied point " + layout.name(p) + ": " + what);
            }
            checkHops(layout, before, d, mover, what);
        }
        boolean takes = d.kind() == MoveKind.CAPTURE || d.kind() == MoveKind.REMOVAL;
        for (int p : d.captured()) {
            if (p == d.to()) {
                continue;
            }
            List<Piece> column = before.column(p);
            List<Piece> expected = takes ? column.subList(0, column.size() - 1) : column;
            assertEquals(expected, after.column(p), () -> "captured or jumped point " + layout.name(p) + ": " + what);
        }
        for (int p = 0; p < layout.pointCount(); p++) {
            if (!touched.contains(p)) {
                assertEquals(before.column(p), after.column(p), "untouched point " + layout.name(p) + ": " + what);
            }
        }
    }

    private static void checkHops(Layout layout, Contents before, MoveDescription d, int mover, String what) {
        switch (d.kind()) {
            case STEP:
                assertEquals(List.of(), d.captured(), what);
                assertEquals(0, d.jumps(), what);
                return;
            case CAPTURE:
                if (d.jumps() == 0) {
                    assertEquals(List.of(d.to()), d.captured(), () -> "a capture in place takes the to-point: " + what);
                    assertTrue(before.pieceAt(d.to()).get().seat() != mover, what);
                    return;
                }
                break;
            case JUMP:
                break;
            default:
                throw new AssertionError(d.kind() + " of " + what);
        }
        assertEquals(d.path().size() - 1, d.jumps(), what);
        List<Integer> passed = new ArrayList<>();
        for (int i = 1; i < d.path().size(); i++) {
            List<Integer> between = between(layout, d.path().get(i - 1), d.path().get(i));
            List<Integer> occupied = new ArrayList<>();
            for (int p : between) {
                if (p != d.from() && !before.isEmpty(p)) {
                    occupied.add(p);
                }
            }
            if (d.kind() == MoveKind.JUMP) {
                assertEquals(between, occupied, () -> "a jump passes over a run of pieces: " + what);
                assertFalse(occupied.isEmpty(), what);
            } else {
                assertEquals(1, occupied.size(), () -> "a capture leg passes over one column: " + what);
                assertTrue(before.pieceAt(occupied.get(0)).get().seat() != mover, () -> "captures an own piece: " + what);
            }
            passed.addAll(occupied);
        }
        assertEquals(passed, d.captured(), () -> "the points jumped: " + what);
    }

    /** The points strictly inside the segment from {@code a} to {@code b}, nearest {@code a} first. */
    private static List<Integer> between(Layout layout, int a, int b) {
        Location pa = layout.point(a).location();
        Location pb = layout.point(b).location();
        double dx = pb.x() - pa.x();
        double dy = pb.y() - pa.y();
        double length2 = dx * dx + dy * dy;
        List<double[]> found = new ArrayList<>();
        for (BoardPoint q : layout.points()) {
            double qx = q.x() - pa.x();
            double qy = q.y() - pa.y();
            double cross = dx * qy - dy * qx;
            double dot = dx * qx + dy * qy;
            if (Math.abs(cross) < EPS && dot > EPS && dot < length2 - EPS) {
                found.add(new double[] {dot, q.index()});
            }
        }
        found.sort((u, v) -> Double.compare(u[0], v[0]));
        List<Integer> out = new ArrayList<>();
        for (double[] f : found) {
            out.add((int) f[1]);
        }
        return out;
    }
}
