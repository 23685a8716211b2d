package io.abstractgames.ai;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.Random;

/**
 * Reference searches without any pruning or ordering, written straight from the definitions, to
 * check the real searchers against: fixed-depth two-team minimax (with optional quiescence), the
 * best-reply tree, and max^n. Slow and allocating; for small trees only.
 */
final class PlainSearch {

    private PlainSearch() {}

    /**
     * The two-team minimax value of a position from the root player's view.
     *
     * @param quiescencePlies 0 for none, otherwise the quiescence depth
     */
    static int twoTeam(Position pos, Evaluator eval, int depth, int quiescencePlies) {
        return twoTeam(pos, eval, pos.sideToMove(), depth, 0, quiescencePlies);
    }

    /** Value from the view of the team of the player to move (root vs. everybody else). */
    private static int twoTeam(Position pos, Evaluator eval, int root, int depth, int ply, int qPlies) {
        int stm = pos.sideToMove();
        if (pos.isOver()) {
            int w = pos.outcome().winner();
            if (w < 0) {
                return 0;
            }
            return ((w == root) == (stm == root)) ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            return qPlies > 0 ? quiesce(pos, eval, root, ply, 0, qPlies) : staticTeam(pos, eval, root);
        }
        MoveList moves = new MoveList(16);
        pos.generateMoves(moves);
        int best = Integer.MIN_VALUE;
        for (long m : moves.toArray()) {
            pos.makeMove(m);
            int v = twoTeam(pos, eval, root, depth - 1, ply + 1, qPlies);
            if ((pos.sideToMove() == root) != (stm == root)) {
                v = -v;
            }
            pos.unmakeMove();
            best = Math.max(best, v);
        }
        return best;
    }

    private static int quiesce(Position pos, Evaluator eval, int root, int ply, int qply, int qPlies) {
        int stm = pos.sideToMove();
        if (pos.isOver()) {
            int w = pos.outcome().winner();
            if (w < 0) {
                return 0;
            }
            return ((w == root) == (stm == root)) ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        int best = staticTeam(pos, eval, root);
        if (qply >= qPlies) {
            return best;
        }
        MoveList moves = new MoveList(16);
        pos.generateMoves(moves);
        for (long m : moves.toArray()) {
            if (!pos.isNoisy(m)) {
                continue;
            }
            pos.makeMove(m);
            int v = quiesce(pos, eval, root, ply + 1, qply + 1, qPlies);
            if ((pos.sideToMove() == root) != (stm == root)) {
                v = -v;
            }
            pos.unmakeMove();
            best = Math.max(best, v);
        }
        return best;
    }

    private static int staticTeam(Position pos, Evaluator eval, int root) {
        int stm = pos.sideToMove();
        if (pos.game().playerCount() == 2) {
            return Scores.clampEval(eval.evaluate(pos, stm));
        }
        int v = Scores.clampEval(eval.evaluate(pos, root));
        return stm == root ? v : -v;
    }

    /** The best-reply value of a position from the root player's view. */
    static int bestReply(Position pos, Evaluator eval, int depth) {
        return bestReply(pos, eval, pos.sideToMove(), depth, 0);
    }

    private static int bestReply(Position pos, Evaluator eval, int root, int depth, int ply) {
        if (pos.isOver()) {
            int w = pos.outcome().winner();
            return w < 0 ? 0 : w == root ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
        if (depth == 0) {
            return Scores.clampEval(eval.evaluate(pos, root));
        }
        int n = pos.game().playerCount();
        MoveList moves = new MoveList(16);
        if (pos.sideToMove() == root) {
            pos.generateMoves(moves);
            int best = Integer.MIN_VALUE;
            for (long m : moves.toArray()) {
                pos.makeMove(m);
                best = Math.max(best, bestReply(pos, eval, root, depth - 1, ply + 1));
                pos.unmakeMove();
            }
            return best;
        }
        // Opponent k (0-based after the root) moves after k passes; the rest pass after it.
        int best = Integer.MAX_VALUE;
        int passes = 0;
        while (pos.sideToMove() != root) {
            pos.generateMoves(moves);
            for (long m : moves.toArray()) {
                pos.makeMove(m);
                int extra = 0;
                while (!pos.isOver() && pos.sideToMove() != root) {
                    pos.makeNullMove();
                    extra++;
                }
                best = Math.min(best, bestReply(pos, eval, root, depth - 1, ply + 1));
                for (int k = 0; k < extra; k++) {
                    pos.unmakeMove();
                }
                pos.unmakeMove();
            }
            pos.makeNullMove();
            passes++;
            if (pos.isOver() || passes >= n) {
                break;
            }
        }
        for (int k = 0; k < passes; k++) {
            pos.unmakeMove();
        }
        return best;
    }

    /** The max^n vector of a position (first child wins ties). */
    static int[] maxn(Position pos, Evaluator eval, int depth) {
        return maxn(pos, eval, depth, 0);
    }

    private static int[] maxn(Position pos, Evaluator eval, int depth, int ply) {
        int n = pos.game().playerCount();
        int[] v = new int[n];
        if (pos.isOver()) {
            Outcome o = pos.outcome();
            for (int p = 0; p < n; p++) {
                v[p] = o.winner() < 0 ? 0 : o.winner() == p ? Scores.WIN - ply : -(Scores.WIN - ply);
            }
            return v;
        }
        MoveList moves = new MoveList(16);
        if (depth > 0) {
            pos.generateMoves(moves);
        }
        if (moves.isEmpty()) {
            for (int p = 0; p < n; p++) {
                v[p] = Scores.clampEval(eval.evaluate(pos, p));
            }
            return v;
        }
        int me = pos.sideToMove();
        int[] best = null;
        for (long m : moves.toArray()) {
            pos.makeMove(m);
            int[] c = maxn(pos, eval, depth - 1, ply + 1);
            pos.unmakeMove();
            if (best == null || c[me] > best[me]) {
                best = c;
            }
        }
        return best;
    }

    /** A position reached by up to {@code maxPlies} random moves from the start (never finished). */
    static Position randomPosition(io.abstractgames.core.Game game, Random random, int maxPlies) {
        while (true) {
            Position pos = game.newStartPosition();
            int plies = random.nextInt(maxPlies + 1);
            MoveList moves = new MoveList(16);
            for (int i = 0; i < plies && !pos.isOver(); i++) {
                pos.generateMoves(moves);
                pos.makeMove(moves.get(random.nextInt(moves.size())));
            }
            if (!pos.isOver()) {
                return pos.game().parsePosition(pos.toText());
            }
        }
    }
}
