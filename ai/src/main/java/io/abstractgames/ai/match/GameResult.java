package io.abstractgames.ai.match;

import io.abstractgames.core.Outcome;
import io.abstractgames.core.record.GameRecord;
import java.util.Objects;

/**
 * The result of one game of a {@link Match}.
 *
 * @param index the game's index in the match, from 0
 * @param seatOfA the seat entrant A played ({@link Seating#seatOfA})
 * @param outcome how the game ended (a win or a draw)
 * @param plies the number of moves played
 * @param record the game's record: {@code Game}, {@code Start}, {@code Round} (index + 1), one tag
 *     per seat naming its entrant, {@code Result}, and the moves
 */
public record GameResult(int index, int seatOfA, Outcome outcome, int plies, GameRecord record) {

    /**
     * Checks the result.
     *
     * @param index the game's index in the match, from 0
     * @param seatOfA the seat entrant A played ({@link Seating#seatOfA})
     * @param outcome how the game ended (a win or a draw)
     * @param plies the number of moves played
     * @param record the game's record
     * @throws IllegalArgumentException if the game is not over or a count is negative
     */
    public GameResult {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(record, "record");
        if (!outcome.isOver() || index < 0 || seatOfA < 0 || plies < 0) {
            throw new IllegalArgumentException("game " + index + ": not over or negative counts");
        }
    }

    /**
     * Whether A won.
     *
     * @return {@code true} when the winner is A's seat
     */
    public boolean aWon() {
        return outcome.isWin() && outcome.winner() == seatOfA;
    }

    /**
     * Whether B won (with three players, either of B's seats).
     *
     * @return {@code true} when the winner is not A's seat
     */
    public boolean bWon() {
        return outcome.isWin() && outcome.winner() != seatOfA;
    }

    /**
     * A's score in this game.
     *
     * @return 1 for A's win, 0.5 for a draw, 0 for B's win
     */
    public double scoreOfA() {
        return aWon() ? 1 : bWon() ? 0 : 0.5;
    }
}
