package io.abstractgames.columns;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Outcome;
import java.util.List;

/**
 * The end of a game of column draughts ({@code docs/rules/bashni.md} and {@code
 * docs/rules/lasca.md}, "End of the game"): the player to move with no legal move loses, checked
 * first; otherwise the game is drawn when {@value #MOVE_LIMIT} plies have been played or {@value
 * #QUIET_LIMIT} quiet plies were played in a row, the ply limit named when both hold.
 *
 * <p>A ply is quiet when it is not a capture and the moving column was king-topped (Lasca:
 * officer-topped) when the ply began, so a man's promoting step is not quiet.
 */
public final class DrawLimits {

    /** Plies after which the game is drawn. */
    public static final int MOVE_LIMIT = 250;
    /** Quiet plies in a row after which the game is drawn. */
    public static final int QUIET_LIMIT = 50;

    /**
     * Draw: {@value #QUIET_LIMIT} quiet plies in a row. Described as {@code "50 quiet plies"}.
     */
    public static final EndReason QUIET_MOVE_LIMIT = EndReason.of("QUIET_MOVE_LIMIT", "50 quiet plies");

    /**
     * The reasons a game of column draughts ends for: {@link EndReason#NO_MOVES}, {@link
     * EndReason#MOVE_LIMIT}, {@link #QUIET_MOVE_LIMIT} and {@link EndReason#RESIGNATION}.
     */
    public static final List<EndReason> END_REASONS = List.of(EndReason.NO_MOVES, EndReason.MOVE_LIMIT,
            QUIET_MOVE_LIMIT, EndReason.RESIGNATION);

    private DrawLimits() {}

    /**
     * Whether a draw limit is reached (the game is over unless the side to move has no move,
     * which is a loss).
     *
     * @param quiet the quiet plies in a row, 0..50
     * @param plies the plies played, 0..250
     * @return {@code plies >= 250 || quiet >= 50}
     */
    public static boolean reached(int quiet, int plies) {
        return plies >= MOVE_LIMIT || quiet >= QUIET_LIMIT;
    }

    /**
     * The quiet-ply counter after a ply.
     *
     * @param quiet the counter before the ply
     * @param capture whether the ply is a capture
     * @param kingTopped whether the moving column was king-topped (officer-topped) when the ply
     *     began
     * @return {@code quiet + 1} for a quiet ply, else 0
     */
    public static int nextQuiet(int quiet, boolean capture, boolean kingTopped) {
        return capture || !kingTopped ? 0 : quiet + 1;
    }

    /**
     * The outcome of a position.
     *
     * @param hasMove whether the side to move has a move by the rules of moving (the limits left
     *     aside)
     * @param side the side to move, 0 (White) or 1 (Black)
     * @param quiet the quiet plies in a row, 0..50
     * @param plies the plies played, 0..250
     * @return a win of the other side ({@link EndReason#NO_MOVES}) without a move; else a draw by
     *     {@link EndReason#MOVE_LIMIT} at 250 plies, by {@link #QUIET_MOVE_LIMIT} at 50 quiet plies;
     *     else {@link Outcome#ONGOING}
     */
    public static Outcome outcome(boolean hasMove, int side, int quiet, int plies) {
        if (!hasMove) {
            return Outcome.win(1 - side, EndReason.NO_MOVES);
        }
        if (plies >= MOVE_LIMIT) {
            return Outcome.draw(EndReason.MOVE_LIMIT);
        }
        if (quiet >= QUIET_LIMIT) {
            return Outcome.draw(QUIET_MOVE_LIMIT);
        }
        return Outcome.ONGOING;
    }
}
