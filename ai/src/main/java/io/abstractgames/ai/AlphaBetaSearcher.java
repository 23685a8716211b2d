package io.abstractgames.ai;

import io.abstractgames.ai.internal.Frame;
import io.abstractgames.ai.internal.MoveOrder;
import io.abstractgames.ai.internal.Noise;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;

/**
 * Negamax alpha-beta on two teams: the two-player search ({@link Strategy#ALPHA_BETA}) and, with
 * three players, the paranoid search ({@link Strategy#PARANOID}: the root player against the
 * coalition of the others).
 *
 * <p>A node's score is from the view of the team of the player to move there; a child's score is
 * negated when the team changes between the node and the child (with two players at every ply;
 * with three, between the root player and the coalition, but not between two coalition players).
 * Leaves: a finished game scores {@code WIN - ply} for the winner's team, {@code -(WIN - ply)} for
 * the other, {@code 0} for a draw; otherwise the evaluation, with two players
 * {@code evaluate(position, sideToMove)}, with more {@code evaluate(position, rootPlayer)} negated
 * for the coalition.
 *
 * <p>Enhancements, each switchable in {@link SearchConfig}: iterative deepening (the previous
 * iteration's best root move first), principal variation search (moves after the first searched
 * with a null window, re-searched on a fail-high), a {@link TranspositionTable} (its move first;
 * cutoffs at non-root nodes per {@link TableCutoffs}; with three players the keys are salted with
 * the root player), two killer moves per ply and the history heuristic for quiet moves (moves that
 * are not {@link Position#isNoisy(long) noisy}), after the game's
 * {@link Position#orderingHint(long) ordering hint}; and a quiescence search over noisy moves with
 * stand-pat at the horizon. The search is fail-soft; with {@link TableCutoffs#EXACT_DEPTH} or
 * {@link TableCutoffs#NEVER} the root score equals the plain minimax value at the same depth.
 */
public final class AlphaBetaSearcher extends SearcherBase {

    private static final int INF = Scores.INFINITE;


    /**
     * Creates a searcher.
     *
     * @param evaluator the game's evaluation
     * @param config the configuration; its strategy must be {@link Strategy#ALPHA_BETA} or
     *     {@link Strategy#PARANOID}
     * @param seed the seed of the searcher's random source (noise, random moves)
     * @throws IllegalArgumentException if the configuration names another strategy
     */
    public AlphaBetaSearcher(Evaluator evaluator, SearchConfig config, long seed) {
        super(evaluator, config, seed, true);
        if (config.strategy() != Strategy.ALPHA_BETA && config.strategy() != Strategy.PARANOID) {
            throw new IllegalArgumentException("strategy " + config.strategy() + " is not searched by alpha-beta");
        }
    }

    @Override
    long tableSalt() {
        return players == 2 ? 0L : Noise.mix(0x50415241L + root);
    }

    @Override
    boolean iterate(int depth) {
        if (!clock.enterNode()) {
            return false;
        }
        Position pos = position;
        Frame f = frames.get(0);
        f.pvLength = 0;
        boolean pvs = config.principalVariationSearch();
        int alpha = -INF;
        int best = -INF;
        int bestIndex = 0;
        for (int i = 0; i < rootMoves.size(); i++) {
            long m = rootMoves.get(i);
            pos.makeMove(m);
            boolean flip = !sameTeam(pos.sideToMove(), root);
            int v;
            if (i == 0 || !pvs) {
                v = child(depth - 1, 1, alpha, INF, flip);
            } else {
                v = child(depth - 1, 1, alpha, alpha + 1, flip);
                if (v > alpha) {
                    v = child(depth - 1, 1, alpha, INF, flip);
                }
            }
            pos.unmakeMove();
            if (clock.aborted()) {
                return false;
            }
            if (v > best) {
                best = v;
                bestIndex = i;
                f.setPv(m, root, frames.get(1));
                alpha = Math.max(alpha, v);
            }
        }
        finishScalarIteration(bestIndex, best, depth, 0);
        return true;
    }

    private boolean sameTeam(int a, int b) {
        return (a == root) == (b == root);
    }

    private int child(int depth, int ply, int alpha, int beta, boolean flip) {
        return flip ? -search(depth, ply, -beta, -alpha) : search(depth, ply, alpha, beta);
    }

    /**
     * Searches a node; {@link #frontier} afterwards also tells whether this subtree met the
     * horizon (for the complete flag of its table entry).
     */
    private int search(int depth, int ply, int alpha, int beta) {
        boolean outer = frontier;
        frontier = false;
        int v = searchNode(depth, ply, alpha, beta);
        frontier |= outer;
        return v;
    }

    private int searchNode(int depth, int ply, int alpha, int beta) {
        if (depth <= 0 && config.quiescence()) {
            return quiesce(ply, alpha, beta, 0);
        }
        if (!clock.enterNode()) {
            return 0;
        }
        Position pos = position;
        Frame f = frames.get(ply);
        f.pvLength = 0;
        if (pos.isOver()) {
            return terminal(ply);
        }
        if (depth <= 0 || ply >= Scores.MAX_PLY - 1) {
            return evaluate();
        }
        int stm = pos.sideToMove();
        long key = pos.key() ^ salt;
        long ttMove = Moves.NONE;
        if (table != null) {
            int e = table.probe(key);
            if (e >= 0) {
                ttMove = table.move(e);
                if (cutoffAllowed(table.depth(e), depth)) {
                    int s = table.score(e, ply);
                    int b = table.bound(e);
                    if (b == TranspositionTable.EXACT
                            || (b == TranspositionTable.LOWER && s >= beta)
                            || (b == TranspositionTable.UPPER && s <= alpha)) {
                        frontier |= !table.isComplete(e);
                        return s;
                    }
                }
            }
        }
        MoveList moves = f.moves;
        pos.generateMoves(moves);
        int n = moves.size();
        if (n == 0) {
            return evaluate();
        }
        f.ensureCapacity(n);
        for (int i = 0; i < n; i++) {
            f.keys[i] = orderKey(f, moves.get(i), stm, ttMove, stm);
        }
        boolean pvs = config.principalVariationSearch();
        int alphaOrig = alpha;
        int best = -INF;
        long bestMove = Moves.NONE;
        for (int i = 0; i < n; i++) {
            f.pickBest(i, n);
            long m = moves.get(i);
            pos.makeMove(m);
            boolean flip = !sameTeam(pos.sideToMove(), stm);
            int v;
            if (i == 0 || !pvs) {
                v = child(depth - 1, ply + 1, alpha, beta, flip);
            } else {
                v = child(depth - 1, ply + 1, alpha, alpha + 1, flip);
                if (v > alpha && v < beta) {
                    v = child(depth - 1, ply + 1, alpha, beta, flip);
                }
            }
            pos.unmakeMove();
            if (clock.aborted()) {
                return 0;
            }
            if (v > best) {
                best = v;
                bestMove = m;
                if (v > alpha) {
                    alpha = v;
                    f.setPv(m, stm, frames.get(ply + 1));
                    if (v >= beta) {
                        rewardCutoff(f, m, stm, depth);
                        break;
                    }
                }
            }
        }
        if (table != null) {
            table.store(key, bestMove, best, ply, depth, bound(best, alphaOrig, beta), 0, !frontier);
        }
        return best;
    }

    private int quiesce(int ply, int alpha, int beta, int qply) {
        if (!clock.enterNode()) {
            return 0;
        }
        Position pos = position;
        Frame f = frames.get(ply);
        f.pvLength = 0;
        if (pos.isOver()) {
            return terminal(ply);
        }
        int stand = evaluate();
        if (stand >= beta || qply >= config.quiescencePlies() || ply >= Scores.MAX_PLY - 1) {
            return stand;
        }
        int best = stand;
        if (stand > alpha) {
            alpha = stand;
        }
        int stm = pos.sideToMove();
        MoveList moves = f.moves;
        pos.generateMoves(moves);
        f.ensureCapacity(moves.size());
        int n = 0;
        for (int i = 0; i < moves.size(); i++) {
            long m = moves.get(i);
            if (pos.isNoisy(m)) {
                moves.set(n, m);
                f.keys[n] = MoveOrder.key(pos.orderingHint(m), 0, 0);
                n++;
            }
        }
        for (int i = 0; i < n; i++) {
            f.pickBest(i, n);
            long m = moves.get(i);
            pos.makeMove(m);
            boolean flip = !sameTeam(pos.sideToMove(), stm);
            int v = flip ? -quiesce(ply + 1, -beta, -alpha, qply + 1) : quiesce(ply + 1, alpha, beta, qply + 1);
            pos.unmakeMove();
            if (clock.aborted()) {
                return 0;
            }
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    f.setPv(m, stm, frames.get(ply + 1));
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** A finished game's score for the team to move, {@code ply} plies from the root. */
    private int terminal(int ply) {
        Outcome o = position.outcome();
        int w = o.winner();
        if (w < 0) {
            return Scores.DRAW;
        }
        return sameTeam(w, position.sideToMove()) ? Scores.WIN - ply : -(Scores.WIN - ply);
    }

    /** The static score for the team to move. */
    private int evaluate() {
        int stm = position.sideToMove();
        if (players == 2) {
            return evaluateFor(stm);
        }
        int v = evaluateFor(root);
        return stm == root ? v : -v;
    }
}
