package io.abstractgames.konane.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Scores;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;

/**
 * Fixed-depth negamax without pruning, ordering, table or any other enhancement, written straight
 * from the definitions of {@link Scores}: the reference the searchers are checked against. Slow and
 * allocating; for small trees only.
 */
final class PlainMinimax {

    private PlainMinimax() {}

    /**
     * The minimax value of a position from the view of the side to move.
     *
     * @param position the position (left unchanged)
     * @param evaluator the evaluation at the horizon, asked for the side to move
     * @param depth the depth in plies, 0 or more
     * @return a finished game {@code n} plies from the root scores {@code WIN - n} for the winner
     *     and {@code -(WIN - n)} for the loser; at the horizon the clamped evaluation
     */
    static int value(Position position, Evaluator evaluator, int depth) {
        return negamax(position, evaluator, depth, 0);
    }

    private static int negamax(Position position, Evaluator evaluator, int depth, int ply) {
        if (position.isOver()) {
            // Kōnane has no draws: the side to move has no jump and has lost.
            return position.outcome().winner() == position.sideToMove() ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            return Scores.clampEval(evaluator.evaluate(position, position.sideToMove()));
        }
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        int best = Integer.MIN_VALUE;
        for (long move : moves.toArray()) {
            position.makeMove(move);
            best = Math.max(best, -negamax(position, evaluator, depth - 1, ply + 1));
            position.unmakeMove();
        }
        return best;
    }
}
