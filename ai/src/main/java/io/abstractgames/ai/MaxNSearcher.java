package io.abstractgames.ai;

import io.abstractgames.ai.internal.Frame;
import io.abstractgames.ai.internal.MoveOrder;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;

/**
 * Max^n ({@link Strategy#MAX_N}, Luckhardt and Irani): every node's value is a vector with one
 * score per player, and the player to move picks the child whose vector is best for itself; on
 * ties, the child first in generation order (whatever order the search tries them in), so the
 * result does not depend on move ordering.
 *
 * <p>Leaves: a finished game gives the winner {@code WIN - ply} and every other player
 * {@code -(WIN - ply)}, a draw gives 0 to all; otherwise component {@code p} is
 * {@code evaluate(position, p)}. Iterative deepening orders the root moves (the previous
 * iteration's best first); other moves are ordered by the game's ordering hint.
 *
 * <p>Pruning: only immediate pruning (a player with a win on its next ply looks no further, since
 * nothing can beat it). Shallow pruning needs a bound on the sum of the components, which
 * independent per-player evaluations do not give, so it is not done; the search therefore visits
 * the whole tree to the depth and suits small depths. No transposition table (none is allocated,
 * whatever {@link SearchConfig#tableSizeMiB()} says), killers or history.
 */
public final class MaxNSearcher extends SearcherBase {

    /**
     * Creates a searcher.
     *
     * @param evaluator the game's evaluation, asked once per player at each leaf
     * @param config the configuration; its strategy must be {@link Strategy#MAX_N}
     * @param seed the seed of the searcher's random source (noise, random moves)
     * @throws IllegalArgumentException if the configuration names another strategy
     */
    public MaxNSearcher(Evaluator evaluator, SearchConfig config, long seed) {
        super(evaluator, config, seed, false);
        if (config.strategy() != Strategy.MAX_N) {
            throw new IllegalArgumentException("strategy " + config.strategy() + " is not max^n");
        }
    }

    @Override
    boolean iterate(int depth) {
        if (!clock.enterNode()) {
            return false;
        }
        Position pos = position;
        Frame f = frames.get(0);
        f.pvLength = 0;
        int[] vec = f.vector;
        int bestIndex = -1;
        for (int i = 0; i < rootMoves.size(); i++) {
            long m = rootMoves.get(i);
            pos.makeMove(m);
            search(depth - 1, 1);
            pos.unmakeMove();
            if (clock.aborted()) {
                return false;
            }
            Frame c = frames.get(1);
            if (bestIndex < 0 || c.vector[root] > vec[root]
                    || (c.vector[root] == vec[root] && rootIndex[i] < rootIndex[bestIndex])) {
                System.arraycopy(c.vector, 0, vec, 0, players);
                bestIndex = i;
                f.setPv(m, root, c);
                if (vec[root] >= Scores.WIN - 1) {
                    break;
                }
            }
        }
        iterMove = rootMoves.get(bestIndex);
        promoteRootMove(bestIndex);
        iterScore = vec[root];
        System.arraycopy(vec, 0, iterVector, 0, players);
        return true;
    }

    @Override
    boolean isFinal(int score, int depth) {
        // The other players' choices may still change with depth; only a tree without horizon is final.
        return false;
    }

    private void search(int depth, int ply) {
        Position pos = position;
        Frame f = frames.get(ply);
        f.pvLength = 0;
        if (!clock.enterNode()) {
            return;
        }
        int[] vec = f.vector;
        if (pos.isOver()) {
            terminal(vec, ply);
            return;
        }
        if (depth <= 0 || ply >= Scores.MAX_PLY - 1) {
            evaluate(vec);
            return;
        }
        MoveList moves = f.moves;
        pos.generateMoves(moves);
        int n = moves.size();
        if (n == 0) {
            evaluate(vec);
            return;
        }
        f.ensureCapacity(n);
        for (int i = 0; i < n; i++) {
            f.keys[i] = MoveOrder.key(pos.orderingHint(moves.get(i)), 0, 0);
            f.index[i] = i;
        }
        int p = pos.sideToMove();
        int bestIndex = Integer.MAX_VALUE;
        Frame c = frames.get(ply + 1);
        for (int i = 0; i < n; i++) {
            f.pickBest(i, n);
            long m = moves.get(i);
            pos.makeMove(m);
            search(depth - 1, ply + 1);
            pos.unmakeMove();
            if (clock.aborted()) {
                return;
            }
            if (bestIndex == Integer.MAX_VALUE || c.vector[p] > vec[p]
                    || (c.vector[p] == vec[p] && f.index[i] < bestIndex)) {
                bestIndex = f.index[i];
                System.arraycopy(c.vector, 0, vec, 0, players);
                f.setPv(m, p, c);
                if (vec[p] >= Scores.WIN - (ply + 1)) {
                    break;
                }
            }
        }
    }

    private void terminal(int[] vec, int ply) {
        Outcome o = position.outcome();
        int w = o.winner();
        for (int p = 0; p < players; p++) {
            vec[p] = w < 0 ? Scores.DRAW : p == w ? Scores.WIN - ply : -(Scores.WIN - ply);
        }
    }

    private void evaluate(int[] vec) {
        for (int p = 0; p < players; p++) {
            vec[p] = evaluateFor(p);
        }
    }
}
