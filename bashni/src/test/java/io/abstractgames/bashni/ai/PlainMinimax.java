package io.abstractgames.bashni.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Scores;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;

/**
 * Fixed-depth negamax without pruning, ordering, table or quiescence, written straight from the
 * definition of the minimax value on the scale of {@link Scores}: the reference the real searcher
 * is checked against. Slow and allocating; for small trees only.
 */
final class PlainMinimax {

    private PlainMinimax() {}

    /**
     * The minimax value of a position for the side to move.
     *
     * @param position the position, left unchanged
     * @param evaluator the static evaluation at the horizon
     * @param depth the depth in plies
     * @return a win {@code n} plies away as {@code WIN - n}, a loss as {@code -(WIN - n)}, a draw 0,
     *     otherwise the evaluation of the side to move at the leaves
     */
    static int value(Position position, Evaluator evaluator, int depth) {
        return negamax(position, evaluator, depth, 0);
    }

    private static int negamax(Position position, Evaluator evaluator, int depth, int ply) {
        if (position.isOver()) {
            Outcome o = position.outcome();
            if (o.winner() < 0) {
                return Scores.DRAW;
            }
            return o.winner() == position.sideToMove() ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            return Scores.clampEval(evaluator.evaluate(position, position.sideToMove()));
        }
        MoveList moves = new MoveList(32);
        position.generateMoves(moves);
        int best = -Scores.INFINITE;
        for (long move : moves.toArray()) {
            position.makeMove(move);
            best = Math.max(best, -negamax(position, evaluator, depth - 1, ply + 1));
            position.unmakeMove();
        }
        return best;
    }
}
