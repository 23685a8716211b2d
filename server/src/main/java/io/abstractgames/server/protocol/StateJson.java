package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.session.PlayedMove;
import io.abstractgames.server.session.Status;
import java.util.Locale;
import java.util.Set;

/** Writes the {@code state} and {@code hello} messages of {@code docs/protocol.md}. */
final class StateJson {

    private final ObjectMapper mapper;
    private final BoardJson board;

    StateJson(ObjectMapper mapper) {
        this.mapper = mapper;
        this.board = new BoardJson(mapper);
    }

    /**
     * The state message of a view for a viewer.
     *
     * @param view the game's state
     * @param seats the seats the viewer may move for
     * @param frame the seat whose view orients the board
     * @param requestId the request this answers, or null
     */
    ObjectNode state(GameView view, Set<Integer> seats, int frame, JsonNode requestId) {
        ObjectNode state = mapper.createObjectNode();
        state.put("type", "state");
        if (requestId != null) {
            state.set("requestId", requestId);
        }
        state.put("gameId", view.id());
        state.put("version", view.version());
        state.set("game", game(view.game()));
        ObjectNode settings = state.putObject("settings");
        settings.put("mode", view.settings().mode().wireName());
        settings.put("level", view.settings().level().orElse(null));
        ArrayNode human = settings.putArray("humanSeats");
        view.humanSeats().forEach(human::add);
        settings.put("position", view.settings().startPosition().orElse(null));
        ObjectNode viewer = state.putObject("viewer");
        ArrayNode mine = viewer.putArray("seats");
        seats.forEach(mine::add);
        viewer.put("frame", frame);
        state.putRawValue("layout", board.layout(view.game(), frame));
        state.put("position", view.position().toText());
        state.set("contents", board.contents(view.game(), view.position()));
        state.set("targets", board.targets(view.game(), view.position()));
        state.put("ply", view.ply());
        if (view.toMove() < 0) {
            state.putNull("toMove");
        } else {
            state.put("toMove", view.toMove());
        }
        state.put("status", view.status().wireName());
        boolean yourTurn = view.status() == Status.PLAYING && seats.contains(view.toMove());
        state.put("yourTurn", yourTurn);
        ArrayNode legal = state.putArray("legalMoves");
        if (yourTurn) {
            MoveList moves = new MoveList();
            view.position().generateMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                legal.add(board.describe(view.position(), moves.get(i), frame));
            }
        }
        ArrayNode last = state.putArray("lastMoves");
        for (PlayedMove m : view.lastMoves()) {
            ObjectNode move = board.describe(m.before(), m.code(), frame);
            move.put("seat", m.seat());
            move.put("ply", m.ply());
            move.put("sentence", sentence(view.game().sideName(m.seat()), move));
            last.add(move);
        }
        state.set("result", result(view.game(), view.outcome()));
        state.put("canUndo", view.canUndo() && !seats.isEmpty());
        state.set("notes", board.notes(view.game(), view.position()));
        state.set("counters", board.counters(view.game(), view.position()));
        return state;
    }

    /** The last move in a sentence, e.g. "Yellow moved from row 10 number 1 to row 10 number 3 (1 jump)". */
    static String sentence(String side, ObjectNode move) {
        String kind = move.path("kind").asText("");
        String label = move.path("label").asText("");
        return switch (kind) {
            case "pass" -> side + " passed";
            case "removal" -> side + " removed " + label.substring("remove ".length());
            case "" -> side + " played " + move.path("text").asText();
            default -> side + " moved from " + label;
        };
    }

    /**
     * The board of a game's start position for a viewer ({@code docs/protocol.md}, the {@code room}
     * message's {@code board}): what a room shows before its game starts.
     *
     * @param game the game
     * @param frame the seat whose view orients the board
     */
    ObjectNode startBoard(Game game, int frame) {
        Position start = game.newStartPosition();
        ObjectNode node = mapper.createObjectNode();
        node.put("frame", frame);
        node.putRawValue("layout", board.layout(game, frame));
        node.put("position", start.toText());
        node.set("contents", board.contents(game, start));
        node.set("targets", board.targets(game, start));
        return node;
    }

    ObjectNode game(Game game) {
        ObjectNode node = mapper.createObjectNode();
        node.put("id", game.id());
        node.put("name", game.displayName());
        node.put("players", game.playerCount());
        ArrayNode sides = node.putArray("sides");
        for (int s = 0; s < game.playerCount(); s++) {
            ObjectNode side = sides.addObject();
            side.put("seat", s);
            side.put("name", game.sideName(s));
            side.put("letter", String.valueOf(game.sideLetter(s)));
        }
        return node;
    }

    private JsonNode result(Game game, Outcome outcome) {
        if (!outcome.isOver()) {
            return mapper.nullNode();
        }
        ObjectNode result = mapper.createObjectNode();
        if (outcome.isWin()) {
            result.put("winner", outcome.winner());
        } else {
            result.putNull("winner");
        }
        result.put("draw", outcome.isDraw());
        result.put("reason", reasonName(outcome.reason()));
        result.put("reasonText", outcome.reason().description());
        result.put("text", outcome.describe(game));
        return result;
    }

    static String reasonName(EndReason reason) {
        return reason.name().toLowerCase(Locale.ROOT);
    }
}
