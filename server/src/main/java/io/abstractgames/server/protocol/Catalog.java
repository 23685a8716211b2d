package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.LevelRating;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.server.session.HouseRules;
import java.util.Map;
import java.util.Optional;

/** The {@code hello} message: the protocol version and the installed games with their levels. */
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
            games.add(node);
        }
        return hello;
    }
}
