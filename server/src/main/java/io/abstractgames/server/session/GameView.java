package io.abstractgames.server.session;

import io.abstractgames.core.Game;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.server.store.GameSettings;
import java.util.List;
import java.util.Set;

/**
 * An immutable snapshot of a session after a change, shared by every listener (the positions in it
 * are copies that no one changes; read them from one thread at a time or copy them).
 *
 * @param id the session's id
 * @param version the session's version: 0 at creation, one more after every change
 * @param game the game
 * @param settings how the game was set up
 * @param position a copy of the current position
 * @param ply the number of moves played since the start position
 * @param status where the game stands
 * @param outcome the result ({@link Outcome#ONGOING} while the game goes on), a resignation
 *     included
 * @param lastMoves the last move, and with three players the last two, oldest first
 * @param humanSeats the seats played by people
 * @param canUndo whether an undo by the human seats would be accepted now
 */
public record GameView(String id, long version, Game game, GameSettings settings, Position position, int ply, Status status,
        Outcome outcome, List<PlayedMove> lastMoves, Set<Integer> humanSeats, boolean canUndo) {

    /**
     * The seat to move.
     *
     * @return the seat, or -1 when the game is over
     */
    public int toMove() {
        return status == Status.OVER ? -1 : position.sideToMove();
    }
}
