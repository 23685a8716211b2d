package io.abstractgames.diamond.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Scores;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;

/**
 * Reference searches without pruning, ordering or tables, written straight from their definitions,
 * to check the real searchers against: the fixed-depth minimax of the root player against the
 * other player (two players) or the coalition of the others (paranoid, three players), and the
 * best-reply tree. Slow and allocating; for small trees only.
 */
final class PlainMinimax {

    private PlainMinimax() {}

    /**
     * The minimax value at a fixed depth from the view of the player to move at the root, who plays
     * against everybody else; with two players the ordinary minimax value. A finished game scores
     * {@code WIN - ply} for the winner's side and 0 for a draw; a leaf scores the evaluation of the
     * player to move with two players, of the root player (negated for the others) with three.
     *
     * @param position the root position, left unchanged
     * @param evaluator the evaluation
     * @param depth the depth in plies
     * @return the value for the player to move
     */
    static int minimax(Position position, Evaluator evaluator, int depth) {
        return teamValue(position, evaluator, position.sideToMove(), depth, 0);
    }

    /** The value for the side (root or the others) of the player to move. */
    private static int teamValue(Position pos, Evaluator evaluator, int root, int depth, int ply) {
        int mover = pos.sideToMove();
        boolean rootSide = mover == root;
        if (pos.isOver()) {
            int winner = pos.outcome().winner();
            if (winner < 0) {
                return Scores.DRAW;
            }
            return (winner == root) == rootSide ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            if (pos.game().playerCount() == 2) {
                return Scores.clampEval(evaluator.evaluate(pos, mover));
            }
            int v = Scores.clampEval(evaluator.evaluate(pos, root));
            return rootSide ? v : -v;
        }
        MoveList moves = new MoveList();
        pos.generateMoves(moves);
        int best = Integer.MIN_VALUE;
        for (long move : moves.toArray()) {
            pos.makeMove(move);
            int v = teamValue(pos, evaluator, root, depth - 1, ply + 1);
            if ((pos.sideToMove() == root) != rootSide) {
                v = -v;
            }
            pos.unmakeMove();
            best = Math.max(best, v);
        }
        return best;
    }

    /**
     * The best-reply value at a fixed depth in layers, from the root player's view: the root
     * player's layers are its moves; an opponents' layer is every opponent's moves, each played
     * after the opponents before it pass and followed by passes of the ones after it, and the
     * smallest value counts.
     *
     * @param position the root position, left unchanged
     * @param evaluator the evaluation
     * @param depth the depth in layers
     * @return the value for the root player
     */
    static int bestReply(Position position, Evaluator evaluator, int depth) {
        return bestReply(position, evaluator, position.sideToMove(), depth, 0);
    }

    private static int bestReply(Position pos, Evaluator evaluator, int root, int depth, int ply) {
        if (pos.isOver()) {
            int winner = pos.outcome().winner();
            return winner < 0 ? Scores.DRAW : winner == root ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            return Scores.clampEval(evaluator.evaluate(pos, root));
        }
        MoveList moves = new MoveList();
        if (pos.sideToMove() == root) {
            pos.generateMoves(moves);
            int best = Integer.MIN_VALUE;
            for (long move : moves.toArray()) {
                pos.makeMove(move);
                best = Math.max(best, bestReply(pos, evaluator, root, depth - 1, ply + 1));
                pos.unmakeMove();
            }
            return best;
        }
        int best = Integer.MAX_VALUE;
        int passes = 0;
        while (pos.sideToMove() != root && !pos.isOver()) {
            pos.generateMoves(moves);
            for (long move : moves.toArray()) {
                pos.makeMove(move);
                int after = 0;
                while (!pos.isOver() && pos.sideToMove() != root) {
                    pos.makeNullMove();
                    after++;
                }
                best = Math.min(best, bestReply(pos, evaluator, root, depth - 1, ply + 1));
                for (int k = 0; k <= after; k++) {
                    pos.unmakeMove();
                }
            }
            pos.makeNullMove();
            passes++;
        }
        for (int k = 0; k < passes; k++) {
            pos.unmakeMove();
        }
        return best;
    }
}
