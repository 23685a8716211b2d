package io.abstractgames.testkit;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.Objects;
import java.util.Random;
import java.util.function.IntUnaryOperator;

/**
 * Reference searches without pruning, move ordering, tables or any other enhancement, written
 * straight from their definitions: the oracle a real searcher is checked against on small trees.
 * Slow and allocating (a move list per node); for small trees only.
 *
 * <p>Values are on the scale of the searcher under test, given as a {@link Scoring}: a finished
 * game is worth {@code scoring.win(ply)} to its winner and the negation to the others, a draw 0,
 * where {@code ply} counts the plies from the root; a leaf at the horizon is worth
 * {@code scoring.leaf(position, player)} to a player. Positions are left as they were found.
 *
 * <ul>
 *   <li>{@link #twoTeam two-team minimax}: the player to move at the root against everybody else
 *       (with two players the ordinary negamax value; with three the paranoid value), optionally
 *       with a quiescence search over noisy moves ({@link Position#isNoisy}) below the horizon;
 *   <li>{@link #bestReply best-reply}: the root player's moves against, in each opponents' layer,
 *       the single best move of any one opponent (the others pass);
 *   <li>{@link #maxn max^n}: every player maximises its own component; the first child wins ties.
 * </ul>
 */
public final class PlainMinimax {

    private PlainMinimax() {}

    /** The scale of the values: how a searcher scores a finished game and a leaf. */
    public interface Scoring {

        /**
         * The static value of a position at the horizon for a player, as the searcher under test
         * uses it (clamped below the win scores, when the searcher clamps).
         *
         * @param position a position that is not finished
         * @param player the player whose value it is
         * @return the value
         */
        int leaf(Position position, int player);

        /**
         * The value of a win reached {@code ply} plies below the root, for the winner.
         *
         * @param ply 0 or more
         * @return the value, e.g. {@code WIN - ply}
         */
        int win(int ply);

        /**
         * A scoring from a leaf value and a win score: a win {@code ply} plies away is worth
         * {@code winScore.applyAsInt(ply)}.
         *
         * @param leaf the leaf value
         * @param winScore the value of a win at a ply
         * @return the scoring
         */
        static Scoring of(Leaf leaf, IntUnaryOperator winScore) {
            Objects.requireNonNull(leaf);
            Objects.requireNonNull(winScore);
            return new Scoring() {
                @Override
                public int leaf(Position position, int player) {
                    return leaf.value(position, player);
                }

                @Override
                public int win(int ply) {
                    return winScore.applyAsInt(ply);
                }
            };
        }
    }

    /** A leaf value, for {@link Scoring#of}. */
    @FunctionalInterface
    public interface Leaf {

        /**
         * The static value of a position for a player.
         *
         * @param position a position that is not finished
         * @param player the player whose value it is
         * @return the value
         */
        int value(Position position, int player);
    }

    /**
     * The two-team minimax value at a fixed depth, without quiescence.
     *
     * @param position the root, not finished or finished
     * @param scoring the scale of values
     * @param depth the depth in plies, 0 or more
     * @return the value for the player to move at the root
     */
    public static int twoTeam(Position position, Scoring scoring, int depth) {
        return twoTeam(position, scoring, depth, 0);
    }

    /**
     * The two-team minimax value at a fixed depth: the player to move at the root against the
     * team of all the others. With two players this is negamax. A leaf is worth
     * {@code leaf(position, mover)} with two players and {@code leaf(position, root)} (negated for
     * the others' team) with more. With quiescence, a horizon node is worth the best of its static
     * value and its noisy moves' values, down to {@code quiescencePlies} more plies.
     *
     * @param position the root
     * @param scoring the scale of values
     * @param depth the depth in plies, 0 or more
     * @param quiescencePlies 0 for no quiescence, otherwise the deepest quiescence in plies
     * @return the value for the player to move at the root
     */
    public static int twoTeam(Position position, Scoring scoring, int depth, int quiescencePlies) {
        return twoTeam(position, scoring, position.sideToMove(), depth, 0, quiescencePlies);
    }

    private static int twoTeam(Position pos, Scoring scoring, int root, int depth, int ply, int qPlies) {
        int mover = pos.sideToMove();
        if (pos.isOver()) {
            return finished(pos, scoring, root, ply);
        }
        if (depth == 0) {
            return qPlies > 0 ? quiesce(pos, scoring, root, ply, 0, qPlies) : staticTeam(pos, scoring, root);
        }
        MoveList moves = new MoveList();
        pos.generateMoves(moves);
        int best = Integer.MIN_VALUE;
        for (long move : moves.toArray()) {
            pos.makeMove(move);
            int v = twoTeam(pos, scoring, root, depth - 1, ply + 1, qPlies);
            if ((pos.sideToMove() == root) != (mover == root)) {
                v = -v;
            }
            pos.unmakeMove();
            best = Math.max(best, v);
        }
        return best;
    }

    /** A finished game's value for the team of the player to move (the root's team or the others'). */
    private static int finished(Position pos, Scoring scoring, int root, int ply) {
        int winner = pos.outcome().winner();
        if (winner < 0) {
            return 0;
        }
        return (winner == root) == (pos.sideToMove() == root) ? scoring.win(ply) : -scoring.win(ply);
    }

    private static int quiesce(Position pos, Scoring scoring, int root, int ply, int qply, int qPlies) {
        int mover = pos.sideToMove();
        if (pos.isOver()) {
            return finished(pos, scoring, root, ply);
        }
        int best = staticTeam(pos, scoring, root);
        if (qply >= qPlies) {
            return best;
        }
        MoveList moves = new MoveList();
        pos.generateMoves(moves);
        for (long move : moves.toArray()) {
            if (!pos.isNoisy(move)) {
                continue;
            }
            pos.makeMove(move);
            int v = quiesce(pos, scoring, root, ply + 1, qply + 1, qPlies);
            if ((pos.sideToMove() == root) != (mover == root)) {
                v = -v;
            }
            pos.unmakeMove();
            best = Math.max(best, v);
        }
        return best;
    }

    private static int staticTeam(Position pos, Scoring scoring, int root) {
        int mover = pos.sideToMove();
        if (pos.game().playerCount() == 2) {
            return scoring.leaf(pos, mover);
        }
        int v = scoring.leaf(pos, root);
        return mover == root ? v : -v;
    }

    /**
     * The best-reply value at a fixed depth in layers, from the root player's view: the root
     * player's layers are its moves; an opponents' layer is every opponent's moves, each played
     * after the opponents before it pass and followed by passes of the ones after it (null moves),
     * and the smallest value counts. A leaf is worth {@code leaf(position, root)}.
     *
     * @param position the root
     * @param scoring the scale of values
     * @param depth the depth in layers, 0 or more
     * @return the value for the root player
     */
    public static int bestReply(Position position, Scoring scoring, int depth) {
        return bestReply(position, scoring, position.sideToMove(), depth, 0);
    }

    private static int bestReply(Position pos, Scoring scoring, int root, int depth, int ply) {
        if (pos.isOver()) {
            int w = pos.outcome().winner();
            return w < 0 ? 0 : w == root ? scoring.win(ply) : -scoring.win(ply);
        }
        if (depth == 0) {
            return scoring.leaf(pos, root);
        }
        int n = pos.game().playerCount();
        MoveList moves = new MoveList();
        if (pos.sideToMove() == root) {
            pos.generateMoves(moves);
            int best = Integer.MIN_VALUE;
            for (long move : moves.toArray()) {
                pos.makeMove(move);
                best = Math.max(best, bestReply(pos, scoring, root, depth - 1, ply + 1));
                pos.unmakeMove();
            }
            return best;
        }
        // Opponent k (0-based after the root) moves after k passes; the ones after it pass.
        int best = Integer.MAX_VALUE;
        int passes = 0;
        while (pos.sideToMove() != root) {
            pos.generateMoves(moves);
            for (long move : moves.toArray()) {
                pos.makeMove(move);
                int extra = 0;
                while (!pos.isOver() && pos.sideToMove() != root) {
                    pos.makeNullMove();
                    extra++;
                }
                best = Math.min(best, bestReply(pos, scoring, root, depth - 1, ply + 1));
                for (int k = 0; k <= extra; k++) {
                    pos.unmakeMove();
                }
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

    /**
     * The max^n vector at a fixed depth: at each node the player to move picks the child whose
     * vector is best in its own component, the first such child on a tie. A finished game is worth
     * {@code win(ply)} to the winner and its negation to every other player (0 to all on a draw);
     * a leaf is worth {@code leaf(position, p)} to each player {@code p}.
     *
     * @param position the root
     * @param scoring the scale of values
     * @param depth the depth in plies, 0 or more
     * @return one value per player
     */
    public static int[] maxn(Position position, Scoring scoring, int depth) {
        return maxn(position, scoring, depth, 0);
    }

    private static int[] maxn(Position pos, Scoring scoring, int depth, int ply) {
        int n = pos.game().playerCount();
        int[] v = new int[n];
        if (pos.isOver()) {
            Outcome o = pos.outcome();
            for (int p = 0; p < n; p++) {
                v[p] = o.winner() < 0 ? 0 : o.winner() == p ? scoring.win(ply) : -scoring.win(ply);
            }
            return v;
        }
        MoveList moves = new MoveList();
        if (depth > 0) {
            pos.generateMoves(moves);
        }
        if (moves.isEmpty()) {
            for (int p = 0; p < n; p++) {
                v[p] = scoring.leaf(pos, p);
            }
            return v;
        }
        int me = pos.sideToMove();
        int[] best = null;
        for (long move : moves.toArray()) {
            pos.makeMove(move);
            int[] c = maxn(pos, scoring, depth - 1, ply + 1);
            pos.unmakeMove();
            if (best == null || c[me] > best[me]) {
                best = c;
            }
        }
        return best;
    }

    /**
     * A position reached by up to {@code maxPlies} uniformly random moves from the start, never a
     * finished one, parsed afresh from its text (so it has no undo history).
     *
     * @param game the game
     * @param random the source of the moves and of their number
     * @param maxPlies the most plies to play, 0 or more
     * @return a position that is not finished
     */
    public static Position randomPosition(Game game, Random random, int maxPlies) {
        MoveList moves = new MoveList();
        while (true) {
            Position pos = game.newStartPosition();
            int plies = random.nextInt(maxPlies + 1);
            for (int i = 0; i < plies && !pos.isOver(); i++) {
                pos.generateMoves(moves);
                pos.makeMove(moves.get(random.nextInt(moves.size())));
            }
            if (!pos.isOver()) {
                return game.parsePosition(pos.toText());
            }
        }
    }
}
