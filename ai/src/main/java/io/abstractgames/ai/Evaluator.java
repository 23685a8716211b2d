package io.abstractgames.ai;

import io.abstractgames.core.Position;

/**
 * The static evaluation a game module injects into the game-independent searchers.
 *
 * <p>Units: score units on the scale of {@link Scores}; the recommended scale is 100 for the value
 * of one ordinary piece (a man), so that evaluation noise and the values of different games read
 * alike. Results must stay within {@code [-Scores.MAX_EVAL, Scores.MAX_EVAL]}, far inside the
 * decided scores (larger values are clamped); the searchers score finished games themselves, from
 * {@link Position#outcome()}, so an evaluator is only asked about positions whose game is not over.
 *
 * <p>How the searchers ask:
 *
 * <ul>
 *   <li>two players: {@code evaluate(position, position.sideToMove())}; the evaluation should be
 *       antisymmetric ({@code evaluate(p, 0) == -evaluate(p, 1)}), which zero-sum games give by
 *       scoring "mine minus yours";
 *   <li>paranoid and best-reply search: {@code evaluate(position, rootPlayer)}, the root player's
 *       view, negated for the coalition;
 *   <li>max^n: once per player, {@code evaluate(position, p)} for every {@code p}, giving the
 *       score vector.
 * </ul>
 *
 * <p>An implementation is called on the search's hot path: it must be deterministic (the same
 * position and player give the same value, or searches are not reproducible), allocate nothing,
 * and leave the position as it found it (it may make and unmake moves). One instance may serve
 * several searchers on different threads only if it keeps no mutable state.
 */
@FunctionalInterface
public interface Evaluator {

    /**
     * The static score of a position for a player.
     *
     * @param position a position whose game is not over; left unchanged
     * @param player the player whose view is asked, 0 to {@code playerCount() - 1}
     * @return the score for {@code player}, higher is better, within
     *     {@code [-Scores.MAX_EVAL, Scores.MAX_EVAL]}
     */
    int evaluate(Position position, int player);

    /**
     * The evaluator that knows nothing: every position scores 0, so only won, lost and drawn games
     * are told apart (a pure game-tree solver within the search depth).
     *
     * @return an evaluator returning 0
     */
    static Evaluator zero() {
        return (position, player) -> 0;
    }
}
