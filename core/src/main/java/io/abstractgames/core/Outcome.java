package io.abstractgames.core;

import java.util.Objects;

/**
 * The result of a game at a position: still going on, a win for one player, or a draw, with the
 * reason (see {@code docs/rules/common.md}, "Results").
 *
 * <p>Immutable. The factories return shared instances, so engines report outcomes without
 * allocating.
 */
public final class Outcome {

    /** The outcome of a game that is not over. */
    public static final Outcome ONGOING = new Outcome(-1, null);

    private static final int MAX_PLAYERS = 3;
    private static final EndReason[] REASONS = EndReason.values();
    private static final Outcome[][] WINS = new Outcome[MAX_PLAYERS][REASONS.length];
    private static final Outcome[] DRAWS = new Outcome[REASONS.length];

    static {
        for (EndReason r : REASONS) {
            for (int p = 0; p < MAX_PLAYERS; p++) {
                WINS[p][r.ordinal()] = new Outcome(p, r);
            }
            DRAWS[r.ordinal()] = new Outcome(-1, r);
        }
    }

    private final int winner;
    private final EndReason reason;

    private Outcome(int winner, EndReason reason) {
        this.winner = winner;
        this.reason = reason;
    }

    /**
     * A win.
     *
     * @param player the winner, 0 to 2
     * @param reason why the game ended
     * @return the shared instance
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    public static Outcome win(int player, EndReason reason) {
        if (player < 0 || player >= MAX_PLAYERS) {
            throw new IllegalArgumentException("winner " + player + " out of range 0..2");
        }
        return WINS[player][reason.ordinal()];
    }

    /**
     * A draw.
     *
     * @param reason why the game ended, e.g. {@link EndReason#MOVE_LIMIT}
     * @return the shared instance
     */
    public static Outcome draw(EndReason reason) {
        return DRAWS[Objects.requireNonNull(reason).ordinal()];
    }

    /**
     * Whether the game is over.
     *
     * @return {@code false} only for {@link #ONGOING}
     */
    public boolean isOver() {
        return reason != null;
    }

    /**
     * Whether one player won.
     *
     * @return {@code true} for a win
     */
    public boolean isWin() {
        return winner >= 0;
    }

    /**
     * Whether the game is drawn.
     *
     * @return {@code true} for a draw
     */
    public boolean isDraw() {
        return reason != null && winner < 0;
    }

    /**
     * The winner.
     *
     * @return the winning player, or -1 for a draw or a game still going on
     */
    public int winner() {
        return winner;
    }

    /**
     * Why the game ended.
     *
     * @return the reason, or {@code null} while the game goes on
     */
    public EndReason reason() {
        return reason;
    }

    /**
     * The result from one player's point of view.
     *
     * @param player a player
     * @return 1 for that player's win, -1 for another player's win, 0 for a draw or a game still
     *     going on
     */
    public int scoreFor(int player) {
        if (winner < 0) {
            return 0;
        }
        return winner == player ? 1 : -1;
    }

    /**
     * A sentence for people, e.g. {@code "White wins (reached the goal)"} or {@code "draw (move
     * limit)"}.
     *
     * @param game the game, for the side names
     * @return the description
     */
    public String describe(Game game) {
        if (!isOver()) {
            return "game in progress";
        }
        if (isDraw()) {
            return "draw (" + reason.description() + ")";
        }
        return game.sideName(winner) + " wins (" + reason.description() + ")";
    }

    @Override
    public String toString() {
        if (!isOver()) {
            return "ongoing";
        }
        return isDraw() ? "draw:" + reason : "win:" + winner + ":" + reason;
    }
}
