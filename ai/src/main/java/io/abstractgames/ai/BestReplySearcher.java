package io.abstractgames.ai;

import io.abstractgames.ai.internal.Frame;
import io.abstractgames.ai.internal.Noise;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;

/**
 * Best-reply search ({@link Strategy#BEST_REPLY}, Schadd and Winands): a minimax over two kinds of
 * layers, all scores from the root player's view.
 *
 * <ul>
 *   <li>Max layer (the root player to move): its legal moves.
 *   <li>Min layer (after the root player's move): the legal moves of every opponent merged; an
 *       opponent's move is played after the opponents before it in turn order pass (the null move,
 *       {@link Position#makeNullMove()}), and the opponents after it pass too, so that the root
 *       player moves again in the next layer. Only the one opponent with the strongest reply
 *       moves.
 * </ul>
 *
 * Each layer is one unit of depth, and win distances count layers. Leaves: a finished game scores
 * {@code WIN - layers} when the root player won, {@code -(WIN - layers)} when another player won,
 * {@code 0} for a draw; otherwise {@code evaluate(position, rootPlayer)}. With two players the tree
 * is the ordinary minimax tree.
 *
 * <p>Fail-soft alpha-beta with iterative deepening, a {@link TranspositionTable} (keys salted with
 * the root player; the entry's aux field records which opponent makes the stored move; cutoffs at
 * non-root nodes per {@link TableCutoffs}), killer moves and history (per mover), after the game's
 * ordering hint. No quiescence and no principal variation search.
 */
public final class BestReplySearcher extends SearcherBase {

    private static final int INF = Scores.INFINITE;


    /**
     * Creates a searcher.
     *
     * @param evaluator the game's evaluation
     * @param config the configuration; its strategy must be {@link Strategy#BEST_REPLY}
     * @param seed the seed of the searcher's random source (noise, random moves)
     * @throws IllegalArgumentException if the configuration names another strategy
     */
    public BestReplySearcher(Evaluator evaluator, SearchConfig config, long seed) {
        super(evaluator, config, seed, true);
        if (config.strategy() != Strategy.BEST_REPLY) {
            throw new IllegalArgumentException("strategy " + config.strategy() + " is not best-reply search");
        }
    }

    /** The line leaves out the players that pass: the table's moves, one per ply, would not fit it. */
    @Override
    boolean extendsPvFromTable() {
        return false;
    }

    @Override
    long tableSalt() {
        return Noise.mix(0x42525300L + root);
    }

    @Override
    boolean iterate(int depth) {
        if (!clock.enterNode()) {
            return false;
        }
        Position pos = position;
        Frame f = frames.get(0);
        f.pvLength = 0;
        int alpha = -INF;
        int best = -INF;
        int bestIndex = 0;
        for (int i = 0; i < rootMoves.size(); i++) {
            long m = rootMoves.get(i);
            pos.makeMove(m);
            int v = search(depth - 1, 1, alpha, INF);
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
        finishScalarIteration(bestIndex, best, depth, root);
        return true;
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
            return evaluateFor(root);
        }
        boolean maxLayer = pos.sideToMove() == root;
        long key = pos.key() ^ salt;
        long ttMove = Moves.NONE;
        int ttOwner = -1;
        if (table != null) {
            int e = table.probe(key);
            if (e >= 0) {
                ttMove = table.move(e);
                ttOwner = table.aux(e);
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
        int n = maxLayer ? generateOwn(f, ttMove, ttOwner) : generateMerged(f, ttMove, ttOwner);
        if (n == 0) {
            return evaluateFor(root);
        }
        int alphaOrig = alpha;
        int betaOrig = beta;
        int best = maxLayer ? -INF : INF;
        long bestMove = Moves.NONE;
        int bestOwner = 0;
        for (int i = 0; i < n; i++) {
            f.pickBest(i, n);
            long m = f.moves.get(i);
            int owner = f.owners[i];
            int made = play(f, i, maxLayer);
            int v = search(depth - 1, ply + 1, alpha, beta);
            for (int k = 0; k < made; k++) {
                pos.unmakeMove();
            }
            if (clock.aborted()) {
                return 0;
            }
            if (maxLayer ? v > best : v < best) {
                best = v;
                bestMove = m;
                bestOwner = owner;
                if (maxLayer ? v > alpha : v < beta) {
                    if (maxLayer) {
                        alpha = v;
                    } else {
                        beta = v;
                    }
                    f.setPv(m, owner, frames.get(ply + 1));
                    if (alpha >= beta) {
                        rewardCutoffAfterNulls(f, m, owner, f.prefix[i], depth);
                        break;
                    }
                }
            }
        }
        if (table != null) {
            table.store(key, bestMove, best, ply, depth, bound(best, alphaOrig, betaOrig), bestOwner, !frontier);
        }
        return best;
    }

    /** The root player's moves, with their ordering keys. */
    private int generateOwn(Frame f, long ttMove, int ttOwner) {
        MoveList moves = f.moves;
        position.generateMoves(moves);
        int n = moves.size();
        f.ensureCapacity(n);
        for (int i = 0; i < n; i++) {
            long m = moves.get(i);
            f.owners[i] = root;
            f.prefix[i] = 0;
            f.keys[i] = orderKey(f, m, root, ttMove, ttOwner);
        }
        return n;
    }

    /**
     * Every opponent's moves, in turn order, each generated in the position where the opponents
     * before it have passed; records the mover and the number of passes before each move.
     */
    private int generateMerged(Frame f, long ttMove, int ttOwner) {
        Position pos = position;
        MoveList merged = f.moves;
        MoveList own = f.scratch;
        merged.clear();
        int nulls = 0;
        while (nulls < players) {
            int opponent = pos.sideToMove();
            if (opponent == root) {
                break;
            }
            pos.generateMoves(own);
            int base = merged.size();
            f.ensureCapacity(base + own.size());
            for (int i = 0; i < own.size(); i++) {
                long m = own.get(i);
                merged.add(m);
                f.owners[base + i] = opponent;
                f.prefix[base + i] = nulls;
                f.keys[base + i] = orderKey(f, m, opponent, ttMove, ttOwner);
            }
            pos.makeNullMove();
            nulls++;
            if (pos.isOver()) {
                break;
            }
        }
        for (int k = 0; k < nulls; k++) {
            pos.unmakeMove();
        }
        return merged.size();
    }

    /** Plays move {@code i} of the frame with its passes; returns the number of moves to take back. */
    private int play(Frame f, int i, boolean maxLayer) {
        Position pos = position;
        int made = 0;
        for (int k = 0; k < f.prefix[i]; k++) {
            pos.makeNullMove();
            made++;
        }
        pos.makeMove(f.moves.get(i));
        made++;
        if (!maxLayer) {
            int guard = 0;
            while (!pos.isOver() && pos.sideToMove() != root && guard++ < players) {
                pos.makeNullMove();
                made++;
            }
        }
        return made;
    }

    private void rewardCutoffAfterNulls(Frame f, long move, int owner, int nulls, int depth) {
        Position pos = position;
        for (int k = 0; k < nulls; k++) {
            pos.makeNullMove();
        }
        rewardCutoff(f, move, owner, depth);
        for (int k = 0; k < nulls; k++) {
            pos.unmakeMove();
        }
    }

    /** A finished game's score for the root player. */
    private int terminal(int ply) {
        Outcome o = position.outcome();
        int w = o.winner();
        if (w < 0) {
            return Scores.DRAW;
        }
        return w == root ? Scores.WIN - ply : -(Scores.WIN - ply);
    }
}
