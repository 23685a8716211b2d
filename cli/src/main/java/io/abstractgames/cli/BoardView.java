package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.Location;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.Region;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * The board as {@code play} and {@code show} draw it, for any game, from the game's board model
 * ({@link Game#board()}) alone: no per-game code.
 *
 * <p>The drawing, line by line: {@code Position: TEXT}; {@code Seen from SIDE (s)}; the diagram;
 * for boards with stacked columns, a line listing every column of two or more pieces, top first;
 * for boards with camps, one line per player saying where their start and target camps are in the
 * picture; the last move in words, when there is one; who is to move, or how the game ended.
 *
 * <p>The diagram is drawn in the viewer's seat view ({@link Layout#locate(int, int)}):
 * <ul>
 *   <li>a {@link Layout.Shape#SQUARE_GRID} as a grid, the ranks labelled on the left and the files
 *       below; a square shows the side letter of its top piece (upper case for a king) followed by
 *       the column's height when it holds two or more, or {@code .} when it is empty;
 *   <li>a {@link Layout.Shape#STAR} in rows of equal height, each point at its horizontal place
 *       (two characters per half unit), each row labelled with the viewer's name of its leftmost
 *       point; an empty point shows {@code @} on a camp's apex, {@code +} in a player's camp
 *       outside the central hexagon, {@code -} in a camp of nobody, else {@code .}.
 * </ul>
 * The last move's to-point is shown in brackets {@code [x]}, its from-point in parentheses
 * {@code (.)}.
 */
final class BoardView {

    private BoardView() {}

    /**
     * The drawing of a position.
     *
     * @param position the position; not changed
     * @param seat the viewer's seat, 0 to the number of players minus 1
     * @param last the move that led to the position, described in the position before it, or
     *     {@code null}
     * @return the lines
     * @throws UnsupportedOperationException if the game provides no board model
     */
    static List<String> draw(Position position, int seat, MoveDescription last) {
        Game game = position.game();
        BoardModel board = game.board();
        Layout layout = board.layout();
        Contents contents = board.contents(position);
        List<String> lines = new ArrayList<>();
        lines.add("Position: " + position.toText());
        lines.add("Seen from " + side(game, seat));
        String[] cells = new String[layout.pointCount()];
        for (int p = 0; p < cells.length; p++) {
            cells[p] = cell(game, layout, contents, p);
        }
        if (layout.shape() == Layout.Shape.SQUARE_GRID) {
            grid(layout, seat, cells, last, lines);
        } else {
            rows(board, seat, cells, last, lines);
        }
        stacks(game, board, contents, seat, lines);
        camps(game, layout, seat, lines);
        if (last != null) {
            lines.add("Last move: " + game.sideName(last.seat()) + " " + board.moveText(last, seat) + " (" + kind(board, last, seat)
                    + ")");
        }
        lines.add(status(position));
        return List.copyOf(lines);
    }

    private static String side(Game game, int seat) {
        return game.sideName(seat) + " (" + game.sideLetter(seat) + ")";
    }

    private static String status(Position position) {
        Game game = position.game();
        if (position.isOver()) {
            return "Game over: " + position.outcome().describe(game);
        }
        int side = position.sideToMove();
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        return side(game, side) + " to move, " + moves.size() + (moves.size() == 1 ? " legal move" : " legal moves");
    }

    private static String letter(Game game, Piece piece) {
        char c = game.sideLetter(piece.seat());
        return String.valueOf(piece.kind() == Piece.Kind.KING ? Character.toUpperCase(c) : c);
    }

    private static String cell(Game game, Layout layout, Contents contents, int p) {
        if (!contents.isEmpty(p)) {
            int height = contents.height(p);
            return letter(game, contents.pieceAt(p).get()) + (height > 1 ? String.valueOf(height) : "");
        }
        if (layout.shape() == Layout.Shape.SQUARE_GRID || inRegion(layout, Region.Kind.HEXAGON, p)) {
            return ".";
        }
        for (Region region : layout.regions(Region.Kind.APEX)) {
            if (region.contains(p) && region.seat() != Region.NO_SEAT) {
                return "@";
            }
        }
        if (inRegion(layout, Region.Kind.START_CAMP, p) || inRegion(layout, Region.Kind.TARGET_CAMP, p)) {
            return "+";
        }
        return inRegion(layout, Region.Kind.CAMP, p) ? "-" : ".";
    }

    private static boolean inRegion(Layout layout, Region.Kind kind, int p) {
        for (Region region : layout.regions(kind)) {
            if (region.contains(p)) {
                return true;
            }
        }
        return false;
    }

    /** The cell with the last move's marks, {@code width + 2} characters wide. */
    private static String marked(String text, int width, int p, MoveDescription last) {
        String padded = text + " ".repeat(width - text.length());
        if (last != null && p == last.to()) {
            return "[" + padded + "]";
        }
        if (last != null && p == last.from()) {
            return "(" + padded + ")";
        }
        return " " + padded + " ";
    }

    private static void grid(Layout layout, int seat, String[] cells, MoveDescription last, List<String> lines) {
        TreeMap<Long, TreeMap<Long, Integer>> byRow = new TreeMap<>();
        int width = 1;
        for (int p = 0; p < cells.length; p++) {
            Location at = layout.locate(p, seat);
            byRow.computeIfAbsent(-Math.round(at.y()), k -> new TreeMap<>()).put(Math.round(at.x()), p);
            width = Math.max(width, cells[p].length());
        }
        int labelWidth = 0;
        for (String label : layout.rankLabels()) {
            labelWidth = Math.max(labelWidth, label.length());
        }
        List<Integer> bottom = null;
        for (TreeMap<Long, Integer> row : byRow.values()) {
            List<Integer> points = new ArrayList<>(row.values());
            String label = layout.rankLabels().get((int) Math.round(layout.point(points.get(0)).y()));
            StringBuilder sb = new StringBuilder(pad(label, labelWidth)).append(' ');
            for (int p : points) {
                sb.append(marked(cells[p], width, p, last));
            }
            lines.add(sb.toString().stripTrailing());
            bottom = points;
        }
        StringBuilder files = new StringBuilder(" ".repeat(labelWidth + 1));
        for (int p : bottom) {
            String label = layout.fileLabels().get((int) Math.round(layout.point(p).x()));
            files.append(' ').append(label).append(" ".repeat(Math.max(0, width + 1 - label.length())));
        }
        lines.add(files.toString().stripTrailing());
    }

    private static void rows(BoardModel board, int seat, String[] cells, MoveDescription last, List<String> lines) {
        Layout layout = board.layout();
        double minX = Double.MAX_VALUE;
        double half = Double.MAX_VALUE;
        TreeMap<Long, TreeMap<Double, Integer>> byRow = new TreeMap<>();
        for (int p = 0; p < cells.length; p++) {
            Location at = layout.locate(p, seat);
            minX = Math.min(minX, at.x());
            byRow.computeIfAbsent(-Math.round(at.y() * 1e6), k -> new TreeMap<>()).put(at.x(), p);
        }
        for (TreeMap<Double, Integer> row : byRow.values()) {
            for (Double x : row.keySet()) {
                for (TreeMap<Double, Integer> other : byRow.values()) {
                    for (Double y : other.keySet()) {
                        double d = Math.abs(x - y);
                        if (d > 1e-6) {
                            half = Math.min(half, d);
                        }
                    }
                }
            }
        }
        int labelWidth = 0;
        List<String> labels = new ArrayList<>();
        for (TreeMap<Double, Integer> row : byRow.values()) {
            String label = board.pointName(row.firstEntry().getValue(), seat);
            labels.add(label);
            labelWidth = Math.max(labelWidth, label.length());
        }
        int r = 0;
        for (TreeMap<Double, Integer> row : byRow.values()) {
            StringBuilder sb = new StringBuilder(pad(labels.get(r++), labelWidth)).append(' ');
            int origin = sb.length();
            for (var entry : row.entrySet()) {
                int column = origin + 2 * (int) Math.round((entry.getKey() - minX) / half);
                while (sb.length() < column) {
                    sb.append(' ');
                }
                sb.append(marked(cells[entry.getValue()], 1, entry.getValue(), last));
            }
            lines.add(sb.toString().stripTrailing());
        }
    }

    private static String pad(String label, int width) {
        return " ".repeat(width - label.length()) + label;
    }

    private static void stacks(Game game, BoardModel board, Contents contents, int seat, List<String> lines) {
        List<String> stacks = new ArrayList<>();
        for (int p = 0; p < contents.pointCount(); p++) {
            List<Piece> column = contents.column(p);
            if (column.size() > 1) {
                StringBuilder sb = new StringBuilder(board.pointName(p, seat)).append(' ');
                for (int i = column.size() - 1; i >= 0; i--) {
                    sb.append(letter(game, column.get(i)));
                }
                stacks.add(sb.toString());
            }
        }
        if (!stacks.isEmpty()) {
            lines.add("Stacks, top first: " + String.join(", ", stacks));
        }
    }

    private static void camps(Game game, Layout layout, int seat, List<String> lines) {
        for (int player = 0; player < game.playerCount(); player++) {
            String start = null;
            String target = null;
            for (Region region : layout.regions()) {
                if (region.seat() == player && region.kind() == Region.Kind.START_CAMP) {
                    start = where(layout, region, seat);
                } else if (region.seat() == player && region.kind() == Region.Kind.TARGET_CAMP) {
                    target = where(layout, region, seat);
                }
            }
            if (start != null && target != null) {
                lines.add(side(game, player) + ": start camp " + start + ", target camp " + target);
            }
        }
    }

    /** Where a region's centre lies in the seat's view, as one of six directions from the centre. */
    private static String where(Layout layout, Region region, int seat) {
        double x = 0;
        double y = 0;
        double cx = 0;
        double cy = 0;
        for (int p : region.points()) {
            Location at = layout.locate(p, seat);
            x += at.x();
            y += at.y();
        }
        for (int p = 0; p < layout.pointCount(); p++) {
            Location at = layout.locate(p, seat);
            cx += at.x();
            cy += at.y();
        }
        double angle = Math.toDegrees(Math.atan2(y / region.points().size() - cy / layout.pointCount(),
                x / region.points().size() - cx / layout.pointCount()));
        int sector = (int) Math.floorMod(Math.round((angle + 360) / 30.0), 12L);
        String[] names = {"at the right", "upper right", "upper right", "at the top", "upper left", "upper left",
            "at the left", "lower left", "lower left", "at the bottom", "lower right", "lower right"};
        return names[sector];
    }

    private static String kind(BoardModel board, MoveDescription move, int seat) {
        switch (move.kind()) {
            case STEP:
                return "step";
            case JUMP:
                return move.jumps() + (move.jumps() == 1 ? " jump" : " jumps") + " over " + names(board, move.captured(), seat);
            case CAPTURE:
                return "capture of " + names(board, move.captured(), seat);
            case REMOVAL:
                return "removal";
            default:
                return "pass";
        }
    }

    private static String names(BoardModel board, List<Integer> points, int seat) {
        List<String> names = new ArrayList<>();
        for (int p : points) {
            names.add(board.pointName(p, seat));
        }
        return String.join(", ", names);
    }
}
