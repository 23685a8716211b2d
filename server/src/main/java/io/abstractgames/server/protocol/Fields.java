package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import java.util.Optional;

/** Typed access to the fields of a client message; a missing or mistyped field is a {@code bad_request}. */
final class Fields {

    private static final int MAX_STRING = 4096;

    private final JsonNode message;

    Fields(JsonNode message) {
        this.message = message;
    }

    String string(String name) {
        return optionalString(name).orElseThrow(() -> new SessionException(ErrorCode.BAD_REQUEST, name + ": required"));
    }

    Optional<String> optionalString(String name) {
        JsonNode node = message.get(name);
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.isTextual()) {
            throw new SessionException(ErrorCode.BAD_REQUEST, name + ": expected a string");
        }
        if (node.asText().length() > MAX_STRING) {
            throw new SessionException(ErrorCode.BAD_REQUEST, name + ": longer than " + MAX_STRING + " characters");
        }
        return Optional.of(node.asText());
    }

    long version() {
        JsonNode node = message.get("version");
        if (node == null || node.isNull()) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "version: required");
        }
        if (!node.canConvertToExactIntegral() || !node.canConvertToLong() || node.asLong() < 0) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "version: expected a non-negative integer");
        }
        return node.asLong();
    }

    /** The move a message names: its text, or its code when {@code text} is null. */
    record ChosenMove(String text, long code) {}

    /**
     * The move of a {@code move}, {@code room_move} or {@code ladder_move} message: exactly one of
     * {@code move} (move text) and {@code code} (a decimal move code).
     *
     * @param type the message's type, for the error
     * @throws SessionException {@code bad_request} when neither or both are given,
     *     {@code illegal_move} when the code is not a decimal integer
     */
    ChosenMove move(String type) {
        Optional<String> text = optionalString("move");
        Optional<String> code = optionalString("code");
        if (text.isPresent() == code.isPresent()) {
            throw new SessionException(ErrorCode.BAD_REQUEST, type + ": give exactly one of move (text) and code");
        }
        if (text.isPresent()) {
            return new ChosenMove(text.get(), 0);
        }
        try {
            // ASCII digits and an optional minus only: Long.parseLong alone would take "+1292".
            return new ChosenMove(null, TextFields.wholeNumber(code.get(), Long.MIN_VALUE, Long.MAX_VALUE));
        } catch (NotationException e) {
            throw new SessionException(ErrorCode.ILLEGAL_MOVE,
                    "code '" + Connection.abbreviate(code.get()) + "': not a move code (a decimal integer)");
        }
    }

    Optional<Integer> optionalInt(String name, int min, int max) {
        JsonNode node = message.get(name);
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.canConvertToExactIntegral() || !node.canConvertToInt() || node.asInt() < min || node.asInt() > max) {
            throw new SessionException(ErrorCode.BAD_REQUEST, name + ": expected an integer " + min + " to " + max);
        }
        return Optional.of(node.asInt());
    }
}
