package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Scores;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;

/**
 * Fixed-depth negamax without pruning, ordering, table or quiescence, written straight from the
 * definitions of {@link Scores} to check the searcher against: a finished game scores
 * {@code WIN - ply} for the winner, a leaf at the depth horizon the clamped evaluation for the side
 * to move, every other node the best of its children's negated values. Allocates a move list per
 * node; for small trees only.
 */
final class PlainMinimax {

    private PlainMinimax() {}

    /**
     * The minimax value of a position for its side to move.
     *
     * @param depth the depth in plies, 0 or more
     */
    static int value(Position pos, Evaluator eval, int depth) {
        return value(pos, eval, depth, 0);
    }

    private static int value(Position pos, Evaluator eval, int depth, int ply) {
        if (pos.isOver()) {
            int winner = pos.outcome().winner();
            return winner == pos.sideToMove() ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            return Scores.clampEval(eval.evaluate(pos, pos.sideToMove()));
        }
        MoveList moves = new MoveList();
        pos.generateMoves(moves);
        int best = Integer.MIN_VALUE;
        for (long m : moves.toArray()) {
            pos.makeMove(m);
            best = Math.max(best, -value(pos, eval, depth - 1, ply + 1));
            pos.unmakeMove();
        }
        return best;
    }
}
