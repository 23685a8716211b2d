package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.core.Game;
import io.abstractgames.core.Position;

/**
 * The board parts of a {@code state} message (layout, contents, move descriptions, notes) in a
 * viewer's frame, from the board model of core.
 */
final class BoardJson {

    private final ObjectMapper mapper;

    BoardJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The layout of a game's board for a seat's view. */
    ObjectNode layout(Game game, int frame) {
        ObjectNode layout = mapper.createObjectNode();
        layout.putArray("points");
        layout.putArray("regions");
        layout.putArray("lines");
        return layout;
    }

    /** What stands on each occupied point. */
    ArrayNode contents(Position position, int frame) {
        return mapper.createArrayNode();
    }

    /** A legal move of {@code before} described for a viewer. */
    ObjectNode describe(Position before, long code, int frame) {
        ObjectNode move = mapper.createObjectNode();
        String text = before.moveText(code);
        move.put("code", Long.toString(code));
        move.put("text", text);
        move.put("kind", "pass".equals(text) ? "pass" : null);
        move.put("label", text);
        return move;
    }

    /** Short sentences for the player to move. */
    ArrayNode notes(Position position, int frame) {
        return mapper.createArrayNode();
    }
}
