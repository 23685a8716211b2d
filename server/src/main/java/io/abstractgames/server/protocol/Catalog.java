package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.LevelRating;
import io.abstractgames.core.Game;
import io.abstractgames.core.GameTraits;
import io.abstractgames.core.Games;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.Region;
import io.abstractgames.server.session.HouseRules;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code hello} message: the protocol version and the installed games with their levels and
 * traits ({@code docs/protocol.md}, "Game traits"): everything the web client knows of a game comes
 * from here and the game's board model.
 */
final class Catalog {

    /** The protocol version of {@code docs/protocol.md}. */
    static final int PROTOCOL = 1;

    private Catalog() {}

    static ObjectNode hello(ObjectMapper mapper, StateJson json) {
        ObjectNode hello = mapper.createObjectNode();
        hello.put("type", "hello");
        hello.put("protocol", PROTOCOL);
        String version = Catalog.class.getPackage().getImplementationVersion();
        hello.put("server", "abstract-games" + (version == null ? "" : " " + version));
        ArrayNode games = hello.putArray("games");
        for (Game game : Games.all()) {
            ObjectNode node = json.game(game);
            node.put("start", game.startText());
            ArrayNode levels = node.putArray("levels");
            Optional<GameAi> ai = GameAis.find(game.id());
            if (ai.isPresent()) {
                Map<String, LevelRating> ratings = ai.get().ratings(game);
                for (Level level : ai.get().levels(game)) {
                    ObjectNode l = levels.addObject();
                    l.put("name", level.name());
                    l.put("description", level.description());
                    LevelRating rating = ratings.get(level.name());
                    if (rating != null) {
                        l.put("elo", rating.elo());
                    }
                }
            }
            node.put("localUndo", HouseRules.undoOnOneDevice(game));
            node.set("traits", traits(mapper, game));
            games.add(node);
        }
        return hello;
    }

    /**
     * A game's traits as JSON: its provider's {@link GameTraits} and what its board model shows
     * (counters towards a limit, target camps), with the undo on one device its house rules allow.
     */
    static ObjectNode traits(ObjectMapper mapper, Game game) {
        GameTraits traits = Games.traits(game);
        ObjectNode node = mapper.createObjectNode();
        node.put("family", traits.family());
        node.put("drawing", traits.drawing());
        ArrayNode views = node.putArray("views");
        traits.views().forEach(views::add);
        ArrayNode pieces = node.putArray("pieces");
        for (GameTraits.PieceLook look : traits.pieces()) {
            ObjectNode piece = pieces.addObject();
            piece.put("rank", look.rank().name().toLowerCase(Locale.ROOT));
            piece.put("nameKey", look.nameKey());
            piece.put("mark", look.mark());
        }
        ArrayNode seats = node.putArray("seats");
        for (int s = 0; s < traits.seats().size(); s++) {
            GameTraits.SeatLook look = traits.seats().get(s);
            ObjectNode seat = seats.addObject();
            seat.put("seat", s);
            seat.put("palette", look.palette());
            seat.put("colour", look.colour());
            seat.put("nameKey", look.nameKey());
        }
        node.put("pathPreview", traits.pathPreview());
        node.put("secondTap", traits.secondTap());
        node.put("pass", traits.pass());
        node.put("captureWords", traits.captureWords());
        node.put("pathInWords", traits.pathInWords());
        node.put("undo", HouseRules.undoOnOneDevice(game));
        Optional<BoardModel> board = BoardJson.model(game);
        node.put("counters", board.isPresent() && !board.get().counters(game.newStartPosition()).isEmpty());
        node.put("targetCampCount", board.isPresent() && !board.get().layout().regions(Region.Kind.TARGET_CAMP).isEmpty());
        node.put("relativePointNames", traits.relativePointNames());
        node.put("ladder", traits.ladder());
        ArrayNode rules = node.putArray("houseRules");
        traits.houseRules().forEach(rules::add);
        return node;
    }
}
