package io.abstractgames.ai;

/**
 * The settings of Monte Carlo tree search ({@link Strategy#MCTS}, {@link MctsSearcher}): the UCT
 * exploration constant, the playout policy, the playout cut-off and the tree's size.
 *
 * <p>Immutable; start from {@link #defaults()} and change one setting at a time with the
 * {@code with...} methods.
 *
 * <ul>
 *   <li><b>Exploration</b> {@code c} in the UCT rule: a child is chosen to maximise
 *       {@code Q / N + c * sqrt(ln N_parent / N)}, with rewards in {@code [0, 1]}; default
 *       {@value #DEFAULT_EXPLORATION} (about the square root of 2 halved, a common choice for
 *       rewards in {@code [0, 1]}).
 *   <li><b>Playout policy</b>: each playout move is drawn uniformly among the legal moves, except
 *       that with probability {@link #greedyPlayouts()} the move with the game's highest
 *       {@link io.abstractgames.core.Position#orderingHint(long) ordering hint} is played (ties
 *       broken at random). 0, the default, is the uniform policy.
 *   <li><b>Cut-off</b>: a playout stops after {@link #playoutPlies()} plies and scores the position
 *       with the evaluation (a logistic of the score, {@value #EVAL_SCALE} score units per unit of
 *       log-odds); 0, the default, plays to the end of the game.
 *   <li><b>Tree size</b>: at most {@link #maxTreeNodes()} nodes; once full, iterations go on
 *       without adding nodes.
 *   <li><b>Tree reuse</b>: when the next search's position lies in the tree of the last one (a
 *       child, or a position a few plies further, such as the reply of each opponent), the search
 *       goes on from that subtree.
 * </ul>
 */
public final class MctsSettings {

    /** The default exploration constant. */
    public static final double DEFAULT_EXPLORATION = 0.7;

    /** Score units per unit of log-odds when an evaluation is turned into a reward. */
    public static final int EVAL_SCALE = 200;

    private static final MctsSettings DEFAULTS = new MctsSettings(DEFAULT_EXPLORATION, 0, 0, 2_000_000, true);

    private final double exploration;
    private final double greedyPlayouts;
    private final int playoutPlies;
    private final int maxTreeNodes;
    private final boolean treeReuse;

    private MctsSettings(double exploration, double greedyPlayouts, int playoutPlies, int maxTreeNodes,
            boolean treeReuse) {
        this.exploration = exploration;
        this.greedyPlayouts = greedyPlayouts;
        this.playoutPlies = playoutPlies;
        this.maxTreeNodes = maxTreeNodes;
        this.treeReuse = treeReuse;
    }

    /**
     * The defaults: exploration {@value #DEFAULT_EXPLORATION}, uniform playouts to the end of the
     * game, at most two million nodes, tree reuse on.
     *
     * @return the shared default settings
     */
    public static MctsSettings defaults() {
        return DEFAULTS;
    }

    /**
     * These settings with another exploration constant.
     *
     * @param c the constant, from 0 to 10
     * @return the new settings
     * @throws IllegalArgumentException if {@code c} is out of range
     */
    public MctsSettings withExploration(double c) {
        if (!(c >= 0 && c <= 10)) {
            throw new IllegalArgumentException("exploration constant " + c + " out of range 0..10");
        }
        return new MctsSettings(c, greedyPlayouts, playoutPlies, maxTreeNodes, treeReuse);
    }

    /**
     * These settings with another playout policy.
     *
     * @param probability the probability of playing the best-hinted move instead of a uniform one,
     *     0 to 1
     * @return the new settings
     * @throws IllegalArgumentException if the probability is out of range
     */
    public MctsSettings withGreedyPlayouts(double probability) {
        if (!(probability >= 0 && probability <= 1)) {
            throw new IllegalArgumentException("greedy playout probability " + probability + " out of range 0..1");
        }
        return new MctsSettings(exploration, probability, playoutPlies, maxTreeNodes, treeReuse);
    }

    /**
     * These settings with another playout cut-off.
     *
     * @param plies the plies after which a playout is scored by the evaluation, 1 to 10,000, or
     *     0 to play to the end of the game
     * @return the new settings
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public MctsSettings withPlayoutPlies(int plies) {
        if (plies < 0 || plies > 10_000) {
            throw new IllegalArgumentException("playout cut-off " + plies + " plies out of range 0..10000");
        }
        return new MctsSettings(exploration, greedyPlayouts, plies, maxTreeNodes, treeReuse);
    }

    /**
     * These settings with another tree size.
     *
     * @param nodes the most nodes the tree holds, 1,000 to 100,000,000
     * @return the new settings
     * @throws IllegalArgumentException if {@code nodes} is out of range
     */
    public MctsSettings withMaxTreeNodes(int nodes) {
        if (nodes < 1_000 || nodes > 100_000_000) {
            throw new IllegalArgumentException("tree size " + nodes + " nodes out of range 1000..100000000");
        }
        return new MctsSettings(exploration, greedyPlayouts, playoutPlies, nodes, treeReuse);
    }

    /**
     * These settings with tree reuse on or off.
     *
     * @param on whether a search may go on from the last search's subtree
     * @return the new settings
     */
    public MctsSettings withTreeReuse(boolean on) {
        return new MctsSettings(exploration, greedyPlayouts, playoutPlies, maxTreeNodes, on);
    }

    /**
     * The UCT exploration constant.
     *
     * @return {@code c}, 0 to 10
     */
    public double exploration() {
        return exploration;
    }

    /**
     * The probability that a playout move is the best-hinted one rather than a uniform one.
     *
     * @return 0 to 1; 0 for uniform playouts
     */
    public double greedyPlayouts() {
        return greedyPlayouts;
    }

    /**
     * The playout cut-off.
     *
     * @return plies before the evaluation scores a playout, or 0 for playouts to the end
     */
    public int playoutPlies() {
        return playoutPlies;
    }

    /**
     * The tree's capacity.
     *
     * @return the most nodes the tree holds
     */
    public int maxTreeNodes() {
        return maxTreeNodes;
    }

    /**
     * Whether a search may go on from the subtree of the last search.
     *
     * @return {@code true} when tree reuse is on
     */
    public boolean treeReuse() {
        return treeReuse;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MctsSettings m && m.exploration == exploration && m.greedyPlayouts == greedyPlayouts
                && m.playoutPlies == playoutPlies && m.maxTreeNodes == maxTreeNodes && m.treeReuse == treeReuse;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(exploration, greedyPlayouts, playoutPlies, maxTreeNodes, treeReuse);
    }

    /**
     * The settings as text, e.g. {@code "UCT c=0.7, uniform playouts to the end"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "UCT c=" + exploration
                + (greedyPlayouts > 0 ? ", greedy playouts " + greedyPlayouts : ", uniform playouts")
                + (playoutPlies > 0 ? ", cut-off " + playoutPlies + (playoutPlies == 1 ? " ply" : " plies") : " to the end")
                + (treeReuse ? "" : ", no tree reuse");
    }
}
