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

    private final int winner;
    private final EndReason reason;

    /** Creates an outcome; the shared instances live in {@link EndReason} and {@link #ONGOING}. */
    Outcome(int winner, EndReason reason) {
        this.winner = winner;
        this.reason = reason;
    }

    /**
     * A win.
     *
     * @param player the winner, 0 to {@code Game.MAX_PLAYERS - 1}
     * @param reason why the game ended
     * @return the shared instance
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    public static Outcome win(int player, EndReason reason) {
        if (player < 0 || player >= Game.MAX_PLAYERS) {
            throw new IllegalArgumentException("winner " + player + " out of range 0.." + (Game.MAX_PLAYERS - 1));
        }
        return reason.win(player);
    }

    /**
     * A draw.
     *
     * @param reason why the game ended, e.g. {@link EndReason#MOVE_LIMIT}
     * @return the shared instance
     */
    public static Outcome draw(EndReason reason) {
        return Objects.requireNonNull(reason, "reason").draw();
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
     * The compact result token of game records ({@code io.abstractgames.core.record}, tag
     * {@code Score}): one field per seat in turn order, joined by {@code -}, each the points that
     * seat scored. A win gives the winner {@code 1} and every other seat {@code 0}; a draw gives
     * every seat the same share, {@code 1/2} with two players and {@code 1/3} with three (in
     * general {@code 1/N}). With two players this is the PGN convention: {@code 1-0}, {@code 0-1},
     * {@code 1/2-1/2}; with three, e.g. {@code 0-1-0} or {@code 1/3-1/3-1/3}. A game still going
     * on is {@code *}.
     *
     * @param playerCount the game's number of players, 2 to {@link Game#MAX_PLAYERS}
     * @return the token
     * @throws IllegalArgumentException if {@code playerCount} is out of range or below the
     *     winner's seat
     */
    public String token(int playerCount) {
        if (playerCount < 2 || playerCount > Game.MAX_PLAYERS || winner >= playerCount) {
            throw new IllegalArgumentException("token of " + this + " for " + playerCount + " players");
        }
        if (!isOver()) {
            return "*";
        }
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < playerCount; p++) {
            if (p > 0) {
                sb.append('-');
            }
            sb.append(isDraw() ? "1/" + playerCount : p == winner ? "1" : "0");
        }
        return sb.toString();
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
