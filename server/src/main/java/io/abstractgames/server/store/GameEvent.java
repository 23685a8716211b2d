package io.abstractgames.server.store;

import java.util.Objects;

/**
 * One change of a game, as stored: replaying a game's events in order from its settings rebuilds
 * the game exactly. Moves are kept as move text (the game's documented format), which stays
 * readable by any later version of the engines.
 */
public sealed interface GameEvent {

    /**
     * A move played.
     *
     * @param seat the seat that moved
     * @param text the move in the game's move text, e.g. {@code "e2-e3"} or {@code "pass"}
     */
    record Moved(int seat, String text) implements GameEvent {
        /**
         * Checks the fields.
         *
         * @throws IllegalArgumentException if the seat is negative or the text blank
         */
        public Moved {
            Objects.requireNonNull(text, "text");
            if (seat < 0 || text.isBlank()) {
                throw new IllegalArgumentException("move event: seat " + seat + ", text '" + text + "'");
            }
        }
    }

    /**
     * Moves taken back.
     *
     * @param plies how many of the last moves were taken back, at least 1
     */
    record Undone(int plies) implements GameEvent {
        /**
         * Checks the count.
         *
         * @throws IllegalArgumentException if {@code plies} is below 1
         */
        public Undone {
            if (plies < 1) {
                throw new IllegalArgumentException("undo event of " + plies + " plies");
            }
        }
    }

    /** The game started again from its start position with the same settings. */
    record Restarted() implements GameEvent {}

    /**
     * A seat resigned; the game is over.
     *
     * @param seat the seat that resigned
     */
    record Resigned(int seat) implements GameEvent {
        /**
         * Checks the seat.
         *
         * @throws IllegalArgumentException if the seat is negative
         */
        public Resigned {
            if (seat < 0) {
                throw new IllegalArgumentException("resign event: seat " + seat);
            }
        }
    }
}
