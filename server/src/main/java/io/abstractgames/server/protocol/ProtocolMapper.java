package io.abstractgames.server.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The JSON mapper of the protocol, with read limits far below Jackson's defaults and far above
 * what any message of {@code docs/protocol.md} needs: nesting at most {@value #MAX_DEPTH} deep
 * (messages are 3 deep at most), numbers of at most {@value #MAX_NUMBER_LENGTH} characters
 * (a 64-bit move code has 20), strings of at most {@value #MAX_STRING_LENGTH} characters. Beyond
 * them the parser stops (without recursion, so 10,000 nested arrays cost no stack) and the message
 * is answered with {@code malformed}.
 *
 * <p>A number's length is its text's: sign, digits, decimal point and exponent all count
 * ({@link #read}); the parser's own limit counts digits only and stays as a second bound.
 */
public final class ProtocolMapper {

    /** The deepest nesting of arrays and objects read. */
    public static final int MAX_DEPTH = 32;
    /** The longest number read, in characters (sign, point and exponent included). */
    public static final int MAX_NUMBER_LENGTH = 100;
    /** The longest string read, in characters (a message is at most 64 KiB by default anyway). */
    public static final int MAX_STRING_LENGTH = 1 << 20;

    private ProtocolMapper() {
    }

    /**
     * A new mapper with the protocol's read limits.
     *
     * @return the mapper
     */
    public static ObjectMapper create() {
        StreamReadConstraints constraints = StreamReadConstraints.builder()
                .maxNestingDepth(MAX_DEPTH)
                .maxNumberLength(MAX_NUMBER_LENGTH)
                .maxStringLength(MAX_STRING_LENGTH)
                .build();
        // A message is one JSON object: text after it (`{...}garbage`, a second object) is malformed.
        return new ObjectMapper(JsonFactory.builder().streamReadConstraints(constraints).build())
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /**
     * Reads one message with a mapper of {@link #create()}, refusing a number whose text is longer
     * than {@value #MAX_NUMBER_LENGTH} characters, every character counted.
     *
     * @param mapper a mapper of {@link #create()}
     * @param text the message
     * @return the JSON value, or {@code null} for a text without any
     * @throws IOException a {@link com.fasterxml.jackson.core.JacksonException} when the text is
     *     not one JSON value within the limits ({@link StreamConstraintsException} for a limit)
     */
    public static JsonNode read(ObjectMapper mapper, String text) throws IOException {
        try (JsonParser parser = new NumberLength(mapper.createParser(text))) {
            return mapper.readTree(parser);
        }
    }

    /** A parser that stops at a number whose text is longer than {@link #MAX_NUMBER_LENGTH}. */
    private static final class NumberLength extends JsonParserDelegate {

        NumberLength(JsonParser parser) {
            super(parser);
        }

        @Override
        public JsonToken nextToken() throws IOException {
            JsonToken token = super.nextToken();
            if ((token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) && getTextLength() > MAX_NUMBER_LENGTH) {
                throw new StreamConstraintsException("Number value length (" + getTextLength() + ") exceeds the maximum allowed ("
                        + MAX_NUMBER_LENGTH + " characters)", currentLocation());
            }
            return token;
        }
    }
}
