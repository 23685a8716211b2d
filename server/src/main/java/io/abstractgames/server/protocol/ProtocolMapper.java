package io.abstractgames.server.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON mapper of the protocol, with read limits far below Jackson's defaults and far above
 * what any message of {@code docs/protocol.md} needs: nesting at most {@value #MAX_DEPTH} deep
 * (messages are 3 deep at most), numbers of at most {@value #MAX_NUMBER_LENGTH} characters
 * (a 64-bit move code has 20), strings of at most {@value #MAX_STRING_LENGTH} characters. Beyond
 * them the parser stops (without recursion, so 10,000 nested arrays cost no stack) and the message
 * is answered with {@code malformed}.
 */
public final class ProtocolMapper {

    /** The deepest nesting of arrays and objects read. */
    public static final int MAX_DEPTH = 32;
    /** The longest number read, in characters. */
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
}
