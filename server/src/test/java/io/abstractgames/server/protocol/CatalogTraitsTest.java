package io.abstractgames.server.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The traits of each installed game as the {@code hello} sends them ({@code docs/protocol.md},
 * "Game traits"): what the web client draws and offers without naming a game.
 */
class CatalogTraitsTest {

    private final ObjectMapper mapper = ProtocolMapper.create();

    private JsonNode traits(String id) {
        return Catalog.traits(mapper, Games.byId(id));
    }

    private static List<String> texts(JsonNode array, String field) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(field == null ? n.asText() : n.path(field).asText()));
        return out;
    }

    @Test
    void everyGameHasEveryTraitAndASeatLookPerPlayer() {
        List<String> fields = List.of("family", "drawing", "views", "pieces", "seats", "pathPreview", "secondTap", "pass",
                "captureWords", "pathInWords", "undo", "counters", "targetCampCount", "relativePointNames", "ladder", "houseRules");
        for (Game game : Games.all()) {
            JsonNode t = Catalog.traits(mapper, game);
            for (String field : fields) {
                assertTrue(t.has(field), game.id() + " lacks " + field + ": " + t);
            }
            assertEquals(game.playerCount(), t.path("seats").size(), game.id());
            for (JsonNode seat : t.path("seats")) {
                assertTrue(seat.path("colour").asText().matches("#[0-9a-f]{6}"), game.id() + ": " + seat);
                assertTrue(seat.path("nameKey").asText().startsWith("side."), game.id() + ": " + seat);
            }
            assertFalse(t.path("views").isEmpty(), game.id());
        }
    }

    @Test
    void theDiamondGamesAreOneFamilyDrawnAsAStarWithTwoViews() {
        for (String id : List.of("diamond", "diamond3")) {
            JsonNode t = traits(id);
            assertEquals("diamond", t.path("family").asText());
            assertEquals("star", t.path("drawing").asText());
            assertEquals(List.of("above", "slanted"), texts(t.path("views"), null));
            assertTrue(t.path("secondTap").asBoolean());
            assertTrue(t.path("pass").asBoolean());
            assertTrue(t.path("targetCampCount").asBoolean());
            assertTrue(t.path("counters").asBoolean());
            assertTrue(t.path("relativePointNames").asBoolean());
            assertEquals(List.of("rank.starMan", "rank.king"), texts(t.path("pieces"), "nameKey"));
        }
        assertEquals(List.of("red", "yellow", "green"), texts(traits("diamond3").path("seats"), "palette"));
    }

    @Test
    void bashniIsWhiteAndCrimsonWithCrownedKingsAndTheLadder() {
        JsonNode t = traits("bashni");
        assertEquals(List.of("white", "crimson"), texts(t.path("seats"), "palette"));
        assertEquals(List.of("side.bashni.white", "side.bashni.black"), texts(t.path("seats"), "nameKey"));
        assertEquals(List.of("none", "crown"), texts(t.path("pieces"), "mark"));
        assertTrue(t.path("ladder").asBoolean());
        assertTrue(t.path("secondTap").asBoolean());
        assertTrue(t.path("pathInWords").asBoolean());
        assertEquals("captures", t.path("captureWords").asText());
        assertEquals("squares", t.path("drawing").asText());
    }

    @Test
    void lascaIsWhiteAndCrimsonWithStarredOfficersOnSquares() {
        JsonNode t = traits("lasca");
        assertEquals("lasca", t.path("family").asText());
        assertEquals("squares", t.path("drawing").asText());
        assertEquals(List.of("white", "crimson"), texts(t.path("seats"), "palette"));
        assertEquals(List.of("side.lasca.white", "side.lasca.black"), texts(t.path("seats"), "nameKey"));
        assertEquals(List.of("man", "king"), texts(t.path("pieces"), "rank"));
        assertEquals(List.of("rank.soldier", "rank.officer"), texts(t.path("pieces"), "nameKey"));
        assertEquals(List.of("none", "star"), texts(t.path("pieces"), "mark"));
        assertTrue(t.path("secondTap").asBoolean());
        assertTrue(t.path("pathPreview").asBoolean());
        assertTrue(t.path("counters").asBoolean());
        assertTrue(t.path("undo").asBoolean());
        assertFalse(t.path("ladder").asBoolean());
    }

    @Test
    void breakthroughHasNoUndoOnOneDeviceAndKonaneCountsJumps() {
        JsonNode b = traits("breakthrough");
        assertFalse(b.path("undo").asBoolean());
        assertEquals(List.of("no_undo_on_one_device"), texts(b.path("houseRules"), null));
        assertEquals("capture", b.path("captureWords").asText());
        assertFalse(b.path("counters").asBoolean());
        assertEquals(List.of("rank.piece"), texts(b.path("pieces"), "nameKey"));
        JsonNode k = traits("konane");
        assertTrue(k.path("undo").asBoolean());
        assertEquals("jumps", k.path("captureWords").asText());
        assertEquals(List.of("stone"), texts(k.path("pieces"), "rank"));
        assertEquals(List.of("side.konane.black", "side.konane.white"), texts(k.path("seats"), "nameKey"));
        assertFalse(k.path("secondTap").asBoolean());
    }
}
