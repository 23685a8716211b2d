package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The dark squares of the 8x8 boards in the layout the client draws from: a region of kind
 * {@code dark_squares} (the name the client looks for) holding a1 and the squares of its colour,
 * from either seat ({@code docs/rules/bashni.md}: the pieces stand on the dark squares, a1 dark).
 */
class SquareColoursTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    @ParameterizedTest
    @CsvSource({"bashni,0", "bashni,1", "konane,0", "breakthrough,1"})
    void a1AndItsColourAreTheDarkSquaresRegion(String game, int seat) throws Exception {
        try (WsClient client = server.client()) {
            client.send("{\"type\":\"new\",\"game\":\"" + game + "\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":" + seat + "}");
            JsonNode layout = client.next("state").path("layout");
            Set<String> dark = new HashSet<>();
            int regions = 0;
            for (JsonNode region : layout.path("regions")) {
                if (region.path("kind").asText().equals("dark_squares")) {
                    regions++;
                    for (JsonNode index : region.path("points")) {
                        dark.add(layout.path("points").get(index.asInt()).path("name").asText());
                    }
                }
            }
            assertEquals(1, regions, layout.path("regions").toString());
            assertEquals(32, dark.size());
            assertTrue(dark.containsAll(Set.of("a1", "c1", "b2", "h8", "c3", "d4")), dark.toString());
            assertFalse(dark.contains("b1") || dark.contains("a2") || dark.contains("a8") || dark.contains("h1"), dark.toString());
        }
    }
}
