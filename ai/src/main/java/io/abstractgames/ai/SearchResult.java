package io.abstractgames.ai;

import io.abstractgames.core.Move;
import io.abstractgames.core.Moves;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The outcome of one search: the move to play with its text, its score, the principal variation,
 * and the effort spent (depth, nodes, time).
 *
 * <p>Immutable (arrays are copied in and out). Scores follow {@link Scores}, from the point of
 * view of {@link #player()}, the player to move at the root. {@link #scores()} holds one score per
 * player: with max^n the searched vector; with alpha-beta, paranoid and best-reply search the root
 * player's score at its index and its negation (the opponents', or the coalition's, view) at the
 * others.
 *
 * <p>The principal variation is the line the search expects: {@link #pv()} move codes,
 * {@link #pvText()} their texts, {@link #pvPlayers()} the player making each move. With best-reply
 * search the players that pass in between are left out, so consecutive moves need not be
 * consecutive plies. Where a transposition-table entry ended the searched line before the depth
 * (another thread's, with Lazy SMP, or an earlier search's), the moves the table keeps for the
 * positions that follow complete it, up to the depth, except with best-reply search.
 */
public final class SearchResult {

    private final long bestMove;
    private final String bestMoveText;
    private final int player;
    private final int score;
    private final int[] scores;
    private final long[] pv;
    private final List<String> pvText;
    private final int[] pvPlayers;
    private final int depth;
    private final long nodes;
    private final long timeMillis;
    private final boolean randomMove;

    /**
     * Creates a result; only the searchers of this package build results.
     *
     * @param bestMove the move to play, not {@link Moves#NONE}
     * @param bestMoveText its text
     * @param player the player to move at the root
     * @param score the score for {@code player}
     * @param scores one score per player (copied)
     * @param pv the principal variation, starting with {@code bestMove} (copied)
     * @param pvText the texts of {@code pv}, same length
     * @param pvPlayers the player of each {@code pv} move, same length (copied)
     * @param depth the last completed iteration in plies (0 when none completed or the move is
     *     random)
     * @param nodes the nodes visited
     * @param timeMillis the time spent in milliseconds
     * @param randomMove whether the move was drawn at random instead of searched
     * @throws IllegalArgumentException if the move is {@link Moves#NONE}, the PV does not start
     *     with it, the array lengths disagree, or a count is negative
     */
    SearchResult(long bestMove, String bestMoveText, int player, int score, int[] scores, long[] pv,
            List<String> pvText, int[] pvPlayers, int depth, long nodes, long timeMillis, boolean randomMove) {
        if (bestMove == Moves.NONE) {
            throw new IllegalArgumentException("a result needs a move");
        }
        if (pv.length == 0 || pv[0] != bestMove) {
            throw new IllegalArgumentException("the principal variation must start with the best move");
        }
        if (pvText.size() != pv.length || pvPlayers.length != pv.length) {
            throw new IllegalArgumentException("principal variation: " + pv.length + " moves, " + pvText.size()
                    + " texts, " + pvPlayers.length + " players");
        }
        if (player < 0 || player >= scores.length) {
            throw new IllegalArgumentException("player " + player + " has no score among " + scores.length);
        }
        if (depth < 0 || nodes < 0 || timeMillis < 0) {
            throw new IllegalArgumentException("negative depth, nodes or time");
        }
        this.bestMove = bestMove;
        this.bestMoveText = Objects.requireNonNull(bestMoveText, "bestMoveText");
        this.player = player;
        this.score = score;
        this.scores = scores.clone();
        this.pv = pv.clone();
        this.pvText = List.copyOf(pvText);
        this.pvPlayers = pvPlayers.clone();
        this.depth = depth;
        this.nodes = nodes;
        this.timeMillis = timeMillis;
        this.randomMove = randomMove;
    }

    /**
     * The move to play.
     *
     * @return its code, legal in the searched position
     */
    public long bestMove() {
        return bestMove;
    }

    /**
     * The text of the move to play.
     *
     * @return the move text in the game's format
     */
    public String bestMoveText() {
        return bestMoveText;
    }

    /**
     * The move to play as a value.
     *
     * @return the move with its text
     */
    public Move move() {
        return new Move(bestMove, bestMoveText);
    }

    /**
     * The player to move at the root, whose view {@link #score()} gives.
     *
     * @return the player
     */
    public int player() {
        return player;
    }

    /**
     * The score of the best move for the root player (see {@link Scores}); 0 for a random move or
     * when no iteration completed.
     *
     * @return the score
     */
    public int score() {
        return score;
    }

    /**
     * One score per player (see the class documentation).
     *
     * @return a new array of {@code playerCount} scores
     */
    public int[] scores() {
        return scores.clone();
    }

    /**
     * The score for one player.
     *
     * @param p a player
     * @return {@code scores()[p]}
     */
    public int scoreFor(int p) {
        return scores[p];
    }

    /**
     * The principal variation.
     *
     * @return a new array of move codes, the best move first
     */
    public long[] pv() {
        return pv.clone();
    }

    /**
     * The texts of the principal variation.
     *
     * @return an unmodifiable list, one text per {@link #pv()} move
     */
    public List<String> pvText() {
        return pvText;
    }

    /**
     * Who makes each move of the principal variation.
     *
     * @return a new array of players, one per {@link #pv()} move
     */
    public int[] pvPlayers() {
        return pvPlayers.clone();
    }

    /**
     * The depth of the last completed iteration.
     *
     * @return the depth in plies (layers in best-reply search); 0 when no iteration completed
     */
    public int depth() {
        return depth;
    }

    /**
     * The nodes visited by the whole search.
     *
     * @return the node count
     */
    public long nodes() {
        return nodes;
    }

    /**
     * The time the search took.
     *
     * @return milliseconds from its start
     */
    public long timeMillis() {
        return timeMillis;
    }

    /**
     * The search speed.
     *
     * @return nodes per second, from {@link #nodes()} and {@link #timeMillis()} (a time of 0 ms
     *     counts as 1 ms)
     */
    public long nodesPerSecond() {
        return nodes * 1000 / Math.max(1, timeMillis);
    }

    /**
     * Whether the move was drawn at random ({@link SearchConfig#randomMoveProbability()}) instead
     * of searched.
     *
     * @return {@code true} for a random move
     */
    public boolean isRandomMove() {
        return randomMove;
    }

    /**
     * The progress line the command line prints per iteration:
     * {@code info depth D score S nodes N nps R pv MOVE...}, with S as in
     * {@link Scores#toText(int)} (a number, {@code win N} or {@code loss N}).
     *
     * @return the line, without a line break
     */
    public String infoLine() {
        return "info depth " + depth + " score " + Scores.toText(score) + " nodes " + nodes + " nps "
                + nodesPerSecond() + " pv " + String.join(" ", pvText);
    }

    @Override
    public String toString() {
        return bestMoveText + " (" + (randomMove ? "random" : infoLine()) + ", scores " + Arrays.toString(scores) + ")";
    }
}
