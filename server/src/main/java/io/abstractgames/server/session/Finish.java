package io.abstractgames.server.session;

import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.Mode;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * How a session's game ends: by its rules (the position is over) or by a resignation, which the
 * position cannot know and this keeps. With two players the opponent of the resigning seat wins;
 * with three the engine's rule picks the winner ({@link Position#resign}). Only touched under its
 * session's lock.
 */
final class Finish {

    private Outcome resignation;

    /** Whether the game is over in this position. */
    boolean isOver(Position position) {
        return resignation != null || position.isOver();
    }

    /** The result in this position (a resignation first). */
    Outcome outcome(Position position) {
        return resignation != null ? resignation : position.outcome();
    }

    /** Whether the game ended by a resignation (then no undo: only a restart). */
    boolean resigned() {
        return resignation != null;
    }

    /**
     * Checks that {@code seat} may resign now for the requester and who resigns.
     *
     * @param seat the seat named, or -1 for the requester's default ({@code defaultSeat})
     * @return the resigning seat
     * @throws SessionException {@code bad_request} when the seat is not one of the requester's people's seats
     */
    static int resigningSeat(int seat, int defaultSeat, int players, Set<Integer> seats, IntPredicate ai) {
        int resigning = seat < 0 ? defaultSeat : seat;
        if (resigning >= players || !seats.contains(resigning) || ai.test(resigning)) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "seat " + resigning + ": not a seat of yours");
        }
        return resigning;
    }

    /**
     * Who resigns when the request names no seat: against the AI the human's seat, otherwise (on
     * one device) the seat to move.
     */
    static int defaultResigner(GameSettings settings, int toMove) {
        return settings.mode() == Mode.AI ? settings.humanSeat() : toMove;
    }

    /** The seat resigns in this position (the caller stored it first). */
    void resign(Position position, int seat) {
        resignation = position.resign(seat);
    }

    /** A new game: no resignation. */
    void reset() {
        resignation = null;
    }
}
