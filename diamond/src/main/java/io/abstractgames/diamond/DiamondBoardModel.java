package io.abstractgames.diamond;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.BoardModels;
import io.abstractgames.core.board.BoardPoint;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Counter;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.Line;
import io.abstractgames.core.board.Location;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.Region;
import io.abstractgames.core.board.Transform;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The board model of the Diamond game ({@code docs/rules/diamond.md}) for 2 or 3 players.
 *
 * <h2>Layout</h2>
 * The 121 points of {@link DiamondBoard} in its index order, point {@code ROW.COL} at
 * {@code (x / 2, (ROW - 9) * sqrt(3) / 2)} with {@code x} of {@link DiamondBoard#x(int)}: one unit
 * between neighbours, the centre {@code 9.5} at the origin, Red's start camp at the bottom. The
 * lines are the 6-neighbour segments of the star; the regions are, in order, the hexagon (61
 * points), its boundary (24), the six camps in {@link DiamondBoard.Camp} order (15 points each: a
 * player's {@link Region.Kind#START_CAMP} and {@link Region.Kind#TARGET_CAMP}, or
 * {@link Region.Kind#CAMP} for Green's with two players) and their six apexes. A seat's view turns
 * the star so that the seat's start camp is at the bottom: it draws point {@code p} where the
 * absolute point of the same name as {@code p}'s relative name ({@link RelativeNames}) is.
 *
 * <h2>Contents and moves</h2>
 * Each point holds nothing or one {@link Piece.Kind#MAN} or {@link Piece.Kind#KING}, read from the
 * position text. A move to a neighbouring point is a {@link MoveKind#STEP}; any other is a
 * {@link MoveKind#JUMP} sequence whose path is found by a breadth-first search over the position's
 * contents (the mover's start point empty, every landing allowed for the mover): the fewest jumps,
 * and among those the first found when every point's jumps are tried in direction order east,
 * north-east, north-west, west, south-west, south-east ({@link DiamondBoard#EAST} to
 * {@link DiamondBoard#SOUTH_EAST}). The pass is a {@link MoveKind#PASS}.
 *
 * <p>Names in a viewer's frame are the {@link RelativeNames} of the viewer's seat.
 */
final class DiamondBoardModel implements BoardModel {

    /** The distance between rows; declared before the instances, whose layouts use it. */
    private static final double ROW_HEIGHT = Math.sqrt(3) / 2;

    private static final DiamondBoardModel TWO = new DiamondBoardModel(DiamondGame.twoPlayers());
    private static final DiamondBoardModel THREE = new DiamondBoardModel(DiamondGame.threePlayers());

    private final DiamondGame game;
    private final Layout layout;

    private DiamondBoardModel(DiamondGame game) {
        this.game = game;
        this.layout = buildLayout(game.playerCount());
    }

    static DiamondBoardModel of(DiamondGame game) {
        return game.playerCount() == 2 ? TWO : THREE;
    }

    private static Location location(int point) {
        return new Location(DiamondBoard.x(point) / 2.0, (DiamondBoard.row(point) - 9) * ROW_HEIGHT);
    }

    private static Layout buildLayout(int players) {
        List<BoardPoint> points = new ArrayList<>(DiamondBoard.POINTS);
        List<List<Integer>> neighbours = new ArrayList<>(DiamondBoard.POINTS);
        List<Line> lines = new ArrayList<>();
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            points.add(new BoardPoint(p, DiamondBoard.name(p), location(p)));
            List<Integer> around = new ArrayList<>(DiamondBoard.DIRECTIONS);
            for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
                int n = DiamondBoard.neighbour(p, d);
                if (n != DiamondBoard.OFF_BOARD) {
                    around.add(n);
                    if (n > p) {
                        lines.add(new Line(p, n));
                    }
                }
            }
            around.sort(null);
            neighbours.add(around);
        }
        lines.sort((a, b) -> a.from() != b.from() ? Integer.compare(a.from(), b.from()) : Integer.compare(a.to(), b.to()));
        List<Integer> hexagon = new ArrayList<>();
        List<Integer> boundary = new ArrayList<>();
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            if (DiamondBoard.inHexagon(p)) {
                hexagon.add(p);
            }
            if (DiamondBoard.onBoundary(p)) {
                boundary.add(p);
            }
        }
        List<Region> regions = new ArrayList<>();
        regions.add(new Region(Region.Kind.HEXAGON, "hexagon", Region.NO_SEAT, hexagon));
        regions.add(new Region(Region.Kind.HEXAGON_BOUNDARY, "hexagon boundary", Region.NO_SEAT, boundary));
        List<Region> apexes = new ArrayList<>();
        for (DiamondBoard.Camp camp : DiamondBoard.Camp.values()) {
            Region.Kind kind = Region.Kind.CAMP;
            int seat = Region.NO_SEAT;
            for (int colour = 0; colour < players; colour++) {
                if (DiamondBoard.startCamp(colour) == camp) {
                    kind = Region.Kind.START_CAMP;
                    seat = colour;
                } else if (DiamondBoard.targetCamp(colour) == camp) {
                    kind = Region.Kind.TARGET_CAMP;
                    seat = colour;
                }
            }
            List<Integer> campPoints = new ArrayList<>();
            for (int p : camp.points()) {
                campPoints.add(p);
            }
            regions.add(new Region(kind, camp.name(), seat, campPoints));
            apexes.add(new Region(Region.Kind.APEX, camp.name(), seat, List.of(camp.apex())));
        }
        regions.addAll(apexes);
        List<Transform> views = new ArrayList<>(players);
        for (int seat = 0; seat < players; seat++) {
            views.add(seatView(seat));
        }
        return new Layout(Layout.Shape.STAR, points, neighbours, lines, regions, views, List.of(), List.of());
    }

    /** The rotation about the centre that takes each point to where its relative name lies. */
    private static Transform seatView(int seat) {
        int apex = DiamondBoard.startCamp(seat).apex();
        Location from = location(apex);
        Location to = location(RelativeNames.toRelative(seat, apex));
        double turn = Math.toDegrees(Math.atan2(to.y(), to.x()) - Math.atan2(from.y(), from.x()));
        return Transform.rotation(Math.round(turn / 60.0) * 60.0, new Location(0, 0));
    }

    @Override
    public Layout layout() {
        return layout;
    }

    @Override
    public Contents contents(Position position) {
        BoardModels.requireGame(position, game);
        Contents.Builder contents = Contents.builder(DiamondBoard.POINTS);
        for (String field : position.toText().split(" ")) {
            int colon = field.indexOf(':');
            if (colon < 0) {
                continue;
            }
            int seat = game.playerOf(field.charAt(0));
            for (String name : field.substring(colon + 1).split(",")) {
                boolean king = name.startsWith("K");
                int point = DiamondBoard.parse(king ? name.substring(1) : name);
                contents.add(point, new Piece(seat, king ? Piece.Kind.KING : Piece.Kind.MAN));
            }
        }
        return contents.build();
    }

    /**
     * {@inheritDoc}
     *
     * <p>The Diamond game's turn limit ({@code docs/rules/diamond.md}, "End of the game"): {@code
     * turns}, the turns played, passes included, to {@link DiamondGame#turnLimit()} (800 with two
     * players, 1,200 with three; the {@code TURNS} of the position text).
     */
    @Override
    public List<Counter> counters(Position position) {
        BoardModels.requireGame(position, game);
        String text = position.toText();
        String[] fields = text.split(" ");
        int turns = Integer.parseInt(fields[fields.length - 2]);
        return List.of(new Counter("turns", "turns", turns, game.turnLimit()));
    }

    @Override
    public MoveDescription describe(Position position, long move) {
        BoardModels.requireGame(position, game);
        BoardModels.requireLegal(position, move);
        return describe(position, contents(position), move);
    }

    @Override
    public List<MoveDescription> describeMoves(Position position) {
        BoardModels.requireGame(position, game);
        Contents contents = contents(position);
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        List<MoveDescription> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            out.add(describe(position, contents, moves.get(i)));
        }
        return List.copyOf(out);
    }

    private static MoveDescription describe(Position position, Contents contents, long move) {
        int seat = position.sideToMove();
        String text = position.moveText(move);
        if (DiamondMoves.isPass(move)) {
            return new MoveDescription(move, text, MoveKind.PASS, seat, MoveDescription.NO_POINT, MoveDescription.NO_POINT,
                    List.of(), List.of(), 0);
        }
        int from = DiamondMoves.from(move);
        int to = DiamondMoves.to(move);
        for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
            if (DiamondBoard.neighbour(from, d) == to) {
                return new MoveDescription(move, text, MoveKind.STEP, seat, from, to, List.of(from, to), List.of(), 0);
            }
        }
        return jumpPath(move, text, seat, contents, from, to);
    }

    /** The breadth-first search of the class comment. */
    private static MoveDescription jumpPath(long move, String text, int seat, Contents contents, int from, int to) {
        Optional<Piece> mover = contents.pieceAt(from);
        if (mover.isEmpty()) {
            throw new IllegalStateException("move " + text + " starts on an empty point");
        }
        boolean king = mover.get().kind() == Piece.Kind.KING;
        int colour = mover.get().seat();
        int[] parent = new int[DiamondBoard.POINTS];
        Arrays.fill(parent, -1);
        parent[from] = from;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
                int landing = landing(contents, from, at, d, king);
                if (landing >= 0 && DiamondBoard.isAllowed(colour, landing) && parent[landing] < 0) {
                    parent[landing] = at;
                    if (landing == to) {
                        return jumpDescription(move, text, seat, contents, from, to, parent);
                    }
                    queue.add(landing);
                }
            }
        }
        throw new IllegalStateException("no jump path for " + text);
    }

    /** Where a jump from {@code at} in direction {@code d} lands, or -1; {@code start} counts as empty. */
    private static int landing(Contents contents, int start, int at, int d, boolean king) {
        int over = DiamondBoard.neighbour(at, d);
        int jumped = 0;
        while (over >= 0 && over != start && !contents.isEmpty(over)) {
            if (contents.pieceAt(over).get().kind() == Piece.Kind.KING) {
                return -1;
            }
            jumped++;
            if (!king && jumped > 1) {
                return -1;
            }
            over = DiamondBoard.neighbour(over, d);
        }
        return jumped == 0 ? -1 : over;
    }

    private static MoveDescription jumpDescription(
            long move, String text, int seat, Contents contents, int from, int to, int[] parent) {
        List<Integer> path = new ArrayList<>();
        for (int p = to; p != from; p = parent[p]) {
            path.add(p);
        }
        path.add(from);
        java.util.Collections.reverse(path);
        List<Integer> jumped = new ArrayList<>();
        for (int i = 1; i < path.size(); i++) {
            int a = path.get(i - 1);
            int b = path.get(i);
            int d = direction(a, b);
            for (int p = DiamondBoard.neighbour(a, d); p != b; p = DiamondBoard.neighbour(p, d)) {
                jumped.add(p);
            }
        }
        return new MoveDescription(move, text, MoveKind.JUMP, seat, from, to, path, jumped, path.size() - 1);
    }

    /** The direction of the straight line from {@code a} to {@code b}. */
    private static int direction(int a, int b) {
        int dr = DiamondBoard.row(b) - DiamondBoard.row(a);
        int dx = DiamondBoard.x(b) - DiamondBoard.x(a);
        for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
            int sr = DiamondBoard.stepRow(d);
            int sx = DiamondBoard.stepX(d);
            int n = sr != 0 ? dr / sr : dx / sx;
            if (n > 0 && n * sr == dr && n * sx == dx) {
                return d;
            }
        }
        throw new IllegalStateException(DiamondBoard.name(a) + " and " + DiamondBoard.name(b) + " are not on a line");
    }

    @Override
    public String pointName(int point, int viewerSeat) {
        layout.seatView(viewerSeat);
        return RelativeNames.name(viewerSeat, point);
    }

    @Override
    public int pointIndex(String name, int viewerSeat) {
        layout.seatView(viewerSeat);
        try {
            return RelativeNames.parse(viewerSeat, name);
        } catch (NotationException e) {
            return -1;
        }
    }

    @Override
    public String moveText(MoveDescription move, int viewerSeat) {
        layout.seatView(viewerSeat);
        if (move.isPass()) {
            return move.text();
        }
        return pointName(move.from(), viewerSeat) + "-" + pointName(move.to(), viewerSeat);
    }
}
