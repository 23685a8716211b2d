package io.abstractgames.server.session;

import io.abstractgames.core.Game;
import io.abstractgames.server.store.GameSettings;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * The take-back rule of a game's mode ({@code docs/protocol.md}, "undo"): against the AI, back to
 * before the human's last move (with the AI's replies after it); on one device one move, except in
 * a game without undo there (Breakthrough, {@link HouseRules#undoOnOneDevice}); none in a room or a
 * ladder run. Chosen once per session from its settings.
 */
sealed interface TakeBack {

    /**
     * How many plies an undo by these seats takes back now.
     *
     * @param moves the moves played, oldest first
     * @param ai whether the AI plays a seat
     * @param seats the seats of the requester
     * @return the plies, 0 when none
     */
    int plies(List<Played> moves, IntPredicate ai, Set<Integer> seats);

    /**
     * Why nothing can be taken back when {@link #plies} is 0.
     *
     * @return a sentence for the {@code cannot_undo} error
     */
    String refusal();

    /** The rule of a game with these settings. */
    static TakeBack of(GameSettings settings, Game game) {
        return switch (settings.mode()) {
            case ROOM -> new None("rooms have no undo");
            case LADDER -> new None("a challenge-ladder run has no undo");
            case LOCAL -> HouseRules.undoOnOneDevice(game) ? new LastMove() : new None(game.displayName() + " on one device has no undo");
            case AI -> new HumansLastMove();
        };
    }

    /** No undo in this mode. */
    record None(String refusal) implements TakeBack {
        @Override
        public int plies(List<Played> moves, IntPredicate ai, Set<Integer> seats) {
            return 0;
        }
    }

    /** On one device: the last move, whoever made it. */
    record LastMove() implements TakeBack {
        @Override
        public int plies(List<Played> moves, IntPredicate ai, Set<Integer> seats) {
            return moves.isEmpty() ? 0 : 1;
        }

        @Override
        public String refusal() {
            return "no move of yours to take back";
        }
    }

    /** Against the AI: the requester's last move and every AI move after it. */
    record HumansLastMove() implements TakeBack {
        @Override
        public int plies(List<Played> moves, IntPredicate ai, Set<Integer> seats) {
            for (int i = moves.size() - 1; i >= 0; i--) {
                int seat = moves.get(i).seat();
                if (!ai.test(seat) && seats.contains(seat)) {
                    return moves.size() - i;
                }
            }
            return 0;
        }

        @Override
        public String refusal() {
            return "no move of yours to take back";
        }
    }
}
