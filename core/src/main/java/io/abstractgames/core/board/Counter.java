package io.abstractgames.core.board;

import java.util.Objects;

/**
 * A count the rules keep towards a limit that ends the game, for showing it to the players: the
 * plies without progress and the plies played in Bashni, the turns played in the Diamond game.
 *
 * @param code a stable identifier for programs, lower case with underscores (e.g.
 *     {@code "no_progress"}); the same code always means the same count of the same game
 * @param label a short English name for people (e.g. {@code "no progress"})
 * @param value the count in the position, 0 to {@code limit}
 * @param limit the count at which the game ends ({@code docs/rules/<game>.md}, "End of the game")
 */
public record Counter(String code, String label, int value, int limit) {

    /**
     * Checks the fields.
     *
     * @param code a stable identifier for programs, lower case with underscores
     * @param label a short English name for people
     * @param value the count in the position, 0 to {@code limit}
     * @param limit the count at which the game ends, 1 or more
     * @throws NullPointerException if {@code code} or {@code label} is null
     * @throws IllegalArgumentException if {@code code} is not lower case letters and underscores,
     *     {@code label} is blank, {@code limit} is below 1 or {@code value} lies outside 0 to
     *     {@code limit}
     */
    public Counter {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(label, "label");
        if (!code.matches("[a-z]+(_[a-z]+)*")) {
            throw new IllegalArgumentException("counter code '" + code + "', expected lower case words joined by '_'");
        }
        if (label.isBlank()) {
            throw new IllegalArgumentException("counter " + code + ": blank label");
        }
        if (limit < 1) {
            throw new IllegalArgumentException("counter " + code + ": limit " + limit + ", expected at least 1");
        }
        if (value < 0 || value > limit) {
            throw new IllegalArgumentException("counter " + code + ": value " + value + ", expected 0 to " + limit);
        }
    }

    /**
     * How many more counts end the game.
     *
     * @return {@code limit - value}, 0 when the limit is reached
     */
    public int remaining() {
        return limit - value;
    }
}
