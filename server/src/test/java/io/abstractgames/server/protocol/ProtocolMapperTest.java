package io.abstractgames.server.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The protocol's read limits: deep nesting and long numbers stop the parser, without recursion. */
class ProtocolMapperTest {

    private final ObjectMapper mapper = ProtocolMapper.create();

    @Test
    void tenThousandNestedArraysAreRefusedWithoutAStackOverflow() {
        String text = "{\"type\":\"games\",\"x\":" + "[".repeat(10_000) + "]".repeat(10_000) + "}";
        assertThrows(StreamConstraintsException.class, () -> mapper.readTree(text));
        String objects = "{\"a\":".repeat(10_000) + "1" + "}".repeat(10_000);
        assertThrows(StreamConstraintsException.class, () -> mapper.readTree(objects));
    }

    @Test
    void nestingUpToTheLimitIsRead() throws JacksonException {
        int depth = ProtocolMapper.MAX_DEPTH;
        JsonNode node = mapper.readTree("[".repeat(depth) + "]".repeat(depth));
        assertTrue(node.isArray());
        assertThrows(StreamConstraintsException.class, () -> mapper.readTree("[".repeat(depth + 1) + "]".repeat(depth + 1)));
    }

    @Test
    void aNumberLongerThanTheLimitIsRefused() throws JacksonException {
        String longest = "9".repeat(ProtocolMapper.MAX_NUMBER_LENGTH);
        assertEquals(longest, mapper.readTree("{\"version\":" + longest + "}").path("version").bigIntegerValue().toString());
        assertThrows(StreamConstraintsException.class, () -> mapper.readTree("{\"version\":" + longest + "9}"));
    }
}
