package io.abstractgames.server.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import io.abstractgames.core.Game;
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
import io.abstractgames.core.board.Region;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The board parts of a {@code state} message (layout, contents, move descriptions, camp counts,
 * notes) in a viewer's frame, from the game's {@link BoardModel}: no game-specific code.
 *
 * <p>Coordinates are SVG's: the layout's plane mapped by the viewer seat's view, then {@code y}
 * negated so that it grows downwards and the viewer's home is at the bottom.
 */
final class BoardJson {

    private final ObjectMapper mapper;
    private final Map<String, RawValue> layouts = new ConcurrentHashMap<>();
    /** By identity: a layout is a record, whose hash would walk all its points. */
    private final Map<Layout, Double> rowHeights = Collections.synchronizedMap(new IdentityHashMap<>());

    BoardJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The game's board model, or empty when the game provides none. */
    static Optional<BoardModel> model(Game game) {
        try {
            return Optional.of(game.board());
        } catch (UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /**
     * The layout of a game's board for a seat's view, as JSON text: it never changes, so it is
     * built and written once per game and frame, and every state carries the same text.
     */
    RawValue layout(Game game, int frame) {
        return layouts.computeIfAbsent(game.id() + "/" + frame, k -> {
            try {
                return new RawValue(mapper.writeValueAsString(buildLayout(game, frame)));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write the layout of " + game.id(), e);
            }
        });
    }

    private ObjectNode buildLayout(Game game, int frame) {
        ObjectNode node = mapper.createObjectNode();
        Optional<BoardModel> model = model(game);
        if (model.isEmpty()) {
            node.putNull("shape");
            node.putArray("points");
            node.putArray("regions");
            node.putArray("lines");
            node.putArray("edgeLabels");
            return node;
        }
        BoardModel board = model.get();
        Layout layout = board.layout();
        node.put("shape", layout.shape().name().toLowerCase(Locale.ROOT));
        ArrayNode points = node.putArray("points");
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (BoardPoint p : layout.points()) {
            Location at = screen(layout, p.index(), frame);
            ObjectNode point = points.addObject();
            point.put("index", p.index());
            point.put("name", p.name());
            point.put("label", board.pointName(p.index(), frame));
            point.put("x", at.x());
            point.put("y", at.y());
            minX = Math.min(minX, at.x());
            minY = Math.min(minY, at.y());
            maxX = Math.max(maxX, at.x());
            maxY = Math.max(maxY, at.y());
        }
        ObjectNode bounds = node.putObject("bounds");
        bounds.put("minX", minX);
        bounds.put("minY", minY);
        bounds.put("maxX", maxX);
        bounds.put("maxY", maxY);
        node.put("spacing", spacing(layout));
        ArrayNode regions = node.putArray("regions");
        for (Region r : layout.regions()) {
            ObjectNode region = regions.addObject();
            region.put("kind", r.kind().name().toLowerCase(Locale.ROOT));
            region.put("name", r.name());
            if (r.seat() == Region.NO_SEAT) {
                region.putNull("seat");
            } else {
                region.put("seat", r.seat());
            }
            ArrayNode members = region.putArray("points");
            r.points().forEach(members::add);
        }
        ArrayNode lines = node.putArray("lines");
        for (Line l : layout.lines()) {
            lines.addArray().add(l.from()).add(l.to());
        }
        ArrayNode labels = node.putArray("edgeLabels");
        if (layout.shape() == Layout.Shape.SQUARE_GRID) {
            double step = spacing(layout);
            for (BoardPoint p : layout.points()) {
                Location at = screen(layout, p.index(), frame);
                // The file letter under the bottom row, the rank number left of the left column.
                if (Math.abs(at.y() - maxY) < 1e-9) {
                    addLabel(labels, layout.fileLabels().get((int) Math.round(p.x())), at.x(), maxY + step);
                }
                if (Math.abs(at.x() - minX) < 1e-9) {
                    addLabel(labels, layout.rankLabels().get((int) Math.round(p.y())), minX - step, at.y());
                }
            }
        }
        return node;
    }

    private static void addLabel(ArrayNode labels, String text, double x, double y) {
        ObjectNode label = labels.addObject();
        label.put("text", text);
        label.put("x", x);
        label.put("y", y);
    }

    private static Location screen(Layout layout, int point, int frame) {
        Location at = layout.locate(point, frame);
        return new Location(at.x(), at.y() == 0 ? 0 : -at.y());
    }

    /** The distance between neighbouring point centres (the first point and its nearest neighbour). */
    private static double spacing(Layout layout) {
        double best = Double.MAX_VALUE;
        for (int n : layout.neighbours(0)) {
            double dx = layout.point(n).x() - layout.point(0).x();
            double dy = layout.point(n).y() - layout.point(0).y();
            best = Math.min(best, Math.hypot(dx, dy));
        }
        return best == Double.MAX_VALUE ? 1 : best;
    }

    /** The height of one row in the layout's plane, worked out once per layout. */
    private double rowHeight(Layout layout) {
        return rowHeights.computeIfAbsent(layout, BoardJson::smallestVerticalStep);
    }

    /** The smallest vertical step between neighbours. */
    private static double smallestVerticalStep(Layout layout) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < layout.pointCount(); i++) {
            for (int n : layout.neighbours(i)) {
                double dy = Math.abs(layout.point(n).y() - layout.point(i).y());
                if (dy > 1e-9) {
                    best = Math.min(best, dy);
                }
            }
        }
        return best == Double.MAX_VALUE ? 1 : best;
    }

    /** What stands on each occupied point. */
    ArrayNode contents(Game game, Position position) {
        ArrayNode out = mapper.createArrayNode();
        Optional<BoardModel> model = model(game);
        if (model.isEmpty()) {
            return out;
        }
        Contents contents = model.get().contents(position);
        for (int p = 0; p < contents.pointCount(); p++) {
            List<Piece> column = contents.column(p);
            if (column.isEmpty()) {
                continue;
            }
            ObjectNode point = out.addObject();
            point.put("point", p);
            ArrayNode pieces = point.putArray("pieces");
            for (Piece piece : column) {
                ObjectNode node = pieces.addObject();
                node.put("seat", piece.seat());
                node.put("rank", piece.kind().name().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    /** A legal move of {@code before} described for a viewer. */
    ObjectNode describe(Position before, long code, int frame) {
        Game game = before.game();
        ObjectNode move = mapper.createObjectNode();
        Optional<BoardModel> model = model(game);
        if (model.isEmpty()) {
            String text = before.moveText(code);
            move.put("code", Long.toString(code));
            move.put("text", text);
            move.put("viewText", text);
            move.put("kind", "pass".equals(text) ? "pass" : null);
            move.put("label", text);
            return move;
        }
        BoardModel board = model.get();
        Layout layout = board.layout();
        MoveDescription d = board.describe(before, code);
        move.put("code", Long.toString(code));
        move.put("text", d.text());
        move.put("viewText", board.moveText(d, frame));
        move.put("kind", d.kind().name().toLowerCase(Locale.ROOT));
        move.put("jumps", d.jumps());
        putPoint(move, "from", d.from());
        putPoint(move, "to", d.to());
        ArrayNode path = move.putArray("path");
        d.path().forEach(path::add);
        ArrayNode captured = move.putArray("captured");
        ArrayNode jumped = move.putArray("jumped");
        // A jump leaves what it jumps over on the board (Diamond); the other kinds take it.
        (d.kind() == MoveKind.JUMP ? jumped : captured).addAll(ints(d.captured()));
        move.put("label", label(board, d, frame));
        if (d.from() != MoveDescription.NO_POINT && d.to() != d.from()) {
            double dy = layout.locate(d.to(), d.seat()).y() - layout.locate(d.from(), d.seat()).y();
            move.put("forward", (int) Math.round(dy / rowHeight(layout)));
        } else {
            move.put("forward", 0);
        }
        return move;
    }

    private ArrayNode ints(List<Integer> points) {
        ArrayNode out = mapper.createArrayNode();
        points.forEach(out::add);
        return out;
    }

    private static void putPoint(ObjectNode node, String field, int point) {
        if (point == MoveDescription.NO_POINT) {
            node.putNull(field);
        } else {
            node.put(field, point);
        }
    }

    /** The move in words in the viewer's frame, e.g. "row 4 number 2 to row 6 number 4 (1 jump)". */
    static String label(BoardModel board, MoveDescription d, int frame) {
        if (d.kind() == MoveKind.PASS) {
            return "pass";
        }
        String from = spoken(board, d.from(), frame);
        if (d.kind() == MoveKind.REMOVAL) {
            return "remove " + from;
        }
        String words = from + " to " + spoken(board, d.to(), frame);
        if (d.kind() == MoveKind.JUMP) {
            words += " (" + d.jumps() + (d.jumps() == 1 ? " jump)" : " jumps)");
        } else if (d.kind() == MoveKind.CAPTURE) {
            int n = d.captured().size();
            words += " (" + n + (n == 1 ? " capture)" : " captures)");
        }
        return words;
    }

    /** A point's name for people: "row R number C" on the star, the square's name on a grid. */
    private static String spoken(BoardModel board, int point, int frame) {
        String name = board.pointName(point, frame);
        if (board.layout().shape() == Layout.Shape.STAR) {
            int dot = name.indexOf('.');
            if (dot > 0) {
                return "row " + name.substring(0, dot) + " number " + name.substring(dot + 1);
            }
        }
        return name;
    }

    /**
     * Per player with a target camp, how many of its own pieces stand there (Diamond); empty for
     * boards without camps.
     */
    ArrayNode targets(Game game, Position position) {
        ArrayNode out = mapper.createArrayNode();
        Optional<BoardModel> model = model(game);
        if (model.isEmpty()) {
            return out;
        }
        List<Region> camps = new java.util.ArrayList<>(model.get().layout().regions(Region.Kind.TARGET_CAMP));
        camps.sort(java.util.Comparator.comparingInt(Region::seat));
        if (camps.isEmpty()) {
            return out;
        }
        Contents contents = model.get().contents(position);
        for (Region camp : camps) {
            int own = 0;
            for (int p : camp.points()) {
                Optional<Piece> top = contents.pieceAt(p);
                if (top.isPresent() && top.get().seat() == camp.seat()) {
                    own++;
                }
            }
            ObjectNode node = out.addObject();
            node.put("seat", camp.seat());
            node.put("inCamp", own);
            node.put("of", camp.points().size());
        }
        return out;
    }

    /**
     * The game's counters towards a limit that ends it ({@link BoardModel#counters}), as
     * {@code {"code": "no_progress", "label": "no progress", "value": 12, "limit": 50}}; empty for a
     * game without such limits or without a board model.
     */
    ArrayNode counters(Game game, Position position) {
        ArrayNode out = mapper.createArrayNode();
        Optional<BoardModel> model = model(game);
        if (model.isEmpty()) {
            return out;
        }
        for (Counter c : model.get().counters(position)) {
            ObjectNode node = out.addObject();
            node.put("code", c.code());
            node.put("label", c.label());
            node.put("value", c.value());
            node.put("limit", c.limit());
        }
        return out;
    }

    /**
     * Notes for the seat to move: "king to ◎" when its target camp is full but its king is not on
     * the camp's apex ({@code docs/rules/diamond.md}, "End of the game").
     */
    ArrayNode notes(Game game, Position position) {
        ArrayNode out = mapper.createArrayNode();
        Optional<BoardModel> model = model(game);
        if (model.isEmpty() || position.isOver()) {
            return out;
        }
        Layout layout = model.get().layout();
        int seat = position.sideToMove();
        Contents contents = null;
        for (Region camp : layout.regions(Region.Kind.TARGET_CAMP)) {
            if (camp.seat() != seat) {
                continue;
            }
            Optional<Region> apex = layout.region(Region.Kind.APEX, camp.name());
            if (apex.isEmpty() || apex.get().points().isEmpty()) {
                continue;
            }
            contents = contents == null ? model.get().contents(position) : contents;
            boolean full = true;
            for (int p : camp.points()) {
                full &= !contents.isEmpty(p);
            }
            Optional<Piece> onApex = contents.pieceAt(apex.get().points().get(0));
            boolean kingHome = onApex.isPresent() && onApex.get().seat() == seat && onApex.get().kind() == Piece.Kind.KING;
            if (full && !kingHome) {
                ObjectNode note = out.addObject();
                note.put("seat", seat);
                note.put("code", "king_to_apex");
                note.put("text", "king to ◎");
            }
        }
        return out;
    }
}
