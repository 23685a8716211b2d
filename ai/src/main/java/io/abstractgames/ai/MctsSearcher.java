package io.abstractgames.ai;

import io.abstractgames.ai.internal.SearchClock;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Monte Carlo tree search with UCT selection ({@link Strategy#MCTS}), for any number of players.
 *
 * <p>Each iteration walks down the tree from the root, choosing at every node whose children all
 * exist the child that maximises {@code Q / N + c * sqrt(ln N_parent / N)} for the player to move
 * there ({@code Q} that player's reward sum in the child, {@code c} the exploration constant of
 * {@link MctsSettings}); at the first node with a move not yet in the tree it adds that one child
 * (moves are added in generation order), plays a playout from it and backs the playout's rewards up
 * the path. Rewards are a vector with one entry in {@code [0, 1]} per player: 1 for the winner and
 * 0 for the others, {@code 1/n} each for a draw, or, at a playout cut-off, a logistic of the
 * evaluation; each player chooses by its own entry, so with three players the backups are max^n's.
 *
 * <p>Finished games met in the tree are solved (MCTS-Solver): a node where the player to move has
 * a child won for it is won for that player, and a node whose children are all solved takes the
 * best of them for the player to move. Solved nodes are not searched further, a solved win at the
 * root ends the search, and the score reports it as a win or loss in plies like the other
 * searchers.
 *
 * <p>Limits: iterations ({@link SearchLimits#iterations(long)}), nodes (every move made, in the
 * tree or in a playout, counts one), time, and {@link #stop()}; the depth limit caps the tree's
 * depth, and a search limited by depth alone runs {@value #DEPTH_ONLY_ITERATIONS} iterations. An iteration cut short by a limit is discarded. The move played is the most visited root
 * child (a solved win first); the principal variation follows the most visited children. With
 * iteration or node limits the search is deterministic for a seed: the random source is the only
 * source of choice, and ties go to the earlier move.
 *
 * <p>Progress ({@link #setListener}): the tree's depth is reported once the tree has grown deeper
 * than it, and the deepest when the search ends, with the search's result, so the last report
 * names the move played.
 *
 * <p>Tree reuse: when a search's position is found a few plies below the last search's root (the
 * position after the move played and the opponents' replies), the search goes on from that
 * subtree. The tree lives in primitive arrays that grow to {@link MctsSettings#maxTreeNodes()};
 * nothing is allocated per iteration once they have grown.
 *
 * <p>Not used: the transposition table, killers, history, quiescence and evaluation noise of the
 * alpha-beta family. {@link SearchConfig#randomMoveProbability()} applies as for the others.
 */
public final class MctsSearcher implements Searcher {

    /**
     * The iterations of a search limited by depth alone: the depth caps the tree, and this budget
     * ends the search (a depth limit by itself does not end a Monte Carlo search).
     */
    public static final long DEPTH_ONLY_ITERATIONS = 10_000;

    private static final int INITIAL_CAPACITY = 1 << 12;
    private static final int NONE = -1;
    private static final int MAX_TREE_DEPTH = Scores.MAX_PLY;
    /** Solved-state codes: 0 unknown, {@code 1 + p} a win for player {@code p}, {@link #DRAWN}. */
    private static final byte DRAWN = 127;

    private final Evaluator evaluator;
    private final SearchConfig config;
    private final MctsSettings settings;
    private final SplittableRandom random;
    private final SearchClock clock = new SearchClock();
    private final AtomicBoolean searching = new AtomicBoolean();
    private volatile SearchListener listener;

    // The tree, one entry per node.
    private long[] move = new long[INITIAL_CAPACITY];
    private int[] parent = new int[INITIAL_CAPACITY];
    private int[] firstChild = new int[INITIAL_CAPACITY];
    private int[] nextSibling = new int[INITIAL_CAPACITY];
    private int[] lastChild = new int[INITIAL_CAPACITY];
    private int[] expanded = new int[INITIAL_CAPACITY];
    private int[] moveCount = new int[INITIAL_CAPACITY];
    private int[] visits = new int[INITIAL_CAPACITY];
    private byte[] toMove = new byte[INITIAL_CAPACITY];
    private byte[] solved = new byte[INITIAL_CAPACITY];
    private short[] solvedPlies = new short[INITIAL_CAPACITY];
    private double[] reward = new double[0];
    private int size;
    private int rootNode = NONE;
    /** The position at {@link #rootNode}, for tree reuse; {@code null} when the tree is empty. */
    private Position treePosition;

    // Scratch of the running search.
    private int players;
    private Position position;
    private final MoveList[] lists = new MoveList[MAX_TREE_DEPTH + 1];
    private final MoveList playoutMoves = new MoveList();
    private int[] path = new int[MAX_TREE_DEPTH + 1];
    private double[] playoutReward = new double[SearcherBase.MAX_PLAYERS];
    private int maxDepthSeen;

    /**
     * Creates a searcher.
     *
     * @param evaluator the game's evaluation, used at playout cut-offs
     * @param config the configuration; its strategy must be {@link Strategy#MCTS}, and its
     *     {@link SearchConfig#mcts()} settings apply
     * @param seed the seed of the searcher's random source (playouts, random moves)
     * @throws IllegalArgumentException if the configuration names another strategy
     */
    public MctsSearcher(Evaluator evaluator, SearchConfig config, long seed) {
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        this.config = Objects.requireNonNull(config, "config");
        if (config.strategy() != Strategy.MCTS) {
            throw new IllegalArgumentException("strategy " + config.strategy() + " is not Monte Carlo tree search");
        }
        this.settings = config.mcts();
        this.random = new SplittableRandom(seed);
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    @Override
    public SearchConfig config() {
        return config;
    }

    @Override
    public void stop() {
        clock.requestStop();
    }

    @Override
    public void setListener(SearchListener listener) {
        this.listener = listener;
    }

    @Override
    public void newGame() {
        if (searching.get()) {
            throw new IllegalStateException("cannot start a new game while searching");
        }
        clearTree();
    }

    @Override
    public SearchResult search(Position position, SearchLimits limits) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        if (position.isOver()) {
            throw new IllegalStateException("the game is over (" + position.outcome() + "), there is nothing to search");
        }
        int n = position.game().playerCount();
        if (n > SearcherBase.MAX_PLAYERS) {
            throw new IllegalArgumentException(n + " players, a searcher supports at most " + SearcherBase.MAX_PLAYERS);
        }
        if (!searching.compareAndSet(false, true)) {
            throw new IllegalStateException("this searcher is already searching");
        }
        try {
            return run(position, limits);
        } finally {
            this.position = null;
            searching.set(false);
        }
    }

    private SearchResult run(Position pos, SearchLimits limits) {
        clock.start(limits);
        position = pos;
        players = pos.game().playerCount();
        int undoDepth = pos.undoDepth();
        long key = pos.key();
        MoveList rootMoves = lists[0];
        pos.generateMoves(rootMoves);
        if (rootMoves.isEmpty()) {
            throw new IllegalStateException("a running game without a legal move: " + pos.toText());
        }
        double p = config.randomMoveProbability();
        if (p > 0 && random.nextDouble() < p) {
            long m = rootMoves.get(random.nextInt(rootMoves.size()));
            clearTree();
            return new SearchResult(m, pos.moveText(m), pos.sideToMove(), 0, new int[players], new long[] {m},
                    List.of(pos.moveText(m)), new int[] {pos.sideToMove()}, 0, 0, clock.elapsedMillis(), true);
        }
        findRoot(pos);
        int depthCap = limits.limitsDepth() ? limits.maxDepth() : MAX_TREE_DEPTH;
        long maxIterations = limits.limitsIterations() ? limits.maxIterations()
                : limits.limitsDepth() && !limits.limitsNodes() && !limits.limitsTime() ? DEPTH_ONLY_ITERATIONS
                : Long.MAX_VALUE;
        maxDepthSeen = 0;
        // A depth is reported once the tree is deeper, the deepest when the search ends: so the last
        // report is the search's result, whose principal variation starts with its move.
        int pendingDepth = 0;
        SearchListener l = listener;
        long iterations = 0;
        while (iterations < maxIterations && solved[rootNode] == 0) {
            if (!iterate(depthCap)) {
                break;
            }
            iterations++;
            if (l != null && maxDepthSeen > pendingDepth) {
                if (pendingDepth > 0) {
                    l.depthCompleted(result(pendingDepth));
                }
                pendingDepth = maxDepthSeen;
            }
        }
        assert pos.undoDepth() == undoDepth && pos.key() == key : "search left the position changed";
        SearchResult done = result(maxDepthSeen);
        if (l != null && pendingDepth > 0) {
            l.depthCompleted(done);
        }
        return done;
    }

    // ----- the tree -----

    private void clearTree() {
        size = 0;
        rootNode = NONE;
        treePosition = null;
    }

    /** Sets {@link #rootNode} for the search's position: a reused subtree, or a fresh root. */
    private void findRoot(Position pos) {
        if (settings.treeReuse() && treePosition != null && rootNode != NONE
                && treePosition.game().id().equals(pos.game().id())) {
            String target = pos.toText();
            int found = findBelow(rootNode, treePosition, target, players);
            if (found != NONE) {
                compact(found);
                treePosition = pos.copy();
                return;
            }
        }
        size = 0;
        ensureCapacity(1);
        rootNode = newNode(Moves.NONE, NONE, pos.sideToMove());
        treePosition = pos.copy();
    }

    /** Depth-first search, at most {@code plies} deep, for a node whose position has the given text. */
    private int findBelow(int node, Position at, String target, int plies) {
        if (plies == 0) {
            return NONE;
        }
        for (int c = firstChild[node]; c != NONE; c = nextSibling[c]) {
            at.makeMove(move[c]);
            int found = at.toText().equals(target) ? c : findBelow(c, at, target, plies - 1);
            at.unmakeMove();
            if (found != NONE) {
                return found;
            }
        }
        return NONE;
    }

    /** Keeps only the subtree of {@code newRoot}, renumbered from 0 in depth-first order. */
    private void compact(int newRoot) {
        int[] order = new int[size];
        int[] renumber = new int[size];
        Arrays.fill(renumber, NONE);
        int count = 0;
        int[] stack = new int[size];
        int top = 0;
        stack[top++] = newRoot;
        while (top > 0) {
            int node = stack[--top];
            renumber[node] = count;
            order[count++] = node;
            for (int c = firstChild[node]; c != NONE; c = nextSibling[c]) {
                stack[top++] = c;
            }
        }
        long[] move2 = new long[move.length];
        int[] parent2 = new int[move.length];
        int[] first2 = new int[move.length];
        int[] next2 = new int[move.length];
        int[] last2 = new int[move.length];
        int[] expanded2 = new int[move.length];
        int[] count2 = new int[move.length];
        int[] visits2 = new int[move.length];
        byte[] toMove2 = new byte[move.length];
        byte[] solved2 = new byte[move.length];
        short[] solvedPlies2 = new short[move.length];
        double[] reward2 = new double[reward.length];
        for (int i = 0; i < count; i++) {
            int old = order[i];
            move2[i] = move[old];
            parent2[i] = old == newRoot ? NONE : renumber[parent[old]];
            first2[i] = firstChild[old] == NONE ? NONE : renumber[firstChild[old]];
            next2[i] = old == newRoot || nextSibling[old] == NONE ? NONE : renumber[nextSibling[old]];
            last2[i] = lastChild[old] == NONE ? NONE : renumber[lastChild[old]];
            expanded2[i] = expanded[old];
            count2[i] = moveCount[old];
            visits2[i] = visits[old];
            toMove2[i] = toMove[old];
            solved2[i] = solved[old];
            solvedPlies2[i] = solvedPlies[old];
            System.arraycopy(reward, old * players, reward2, i * players, players);
        }
        move = move2;
        parent = parent2;
        firstChild = first2;
        nextSibling = next2;
        lastChild = last2;
        expanded = expanded2;
        moveCount = count2;
        visits = visits2;
        toMove = toMove2;
        solved = solved2;
        solvedPlies = solvedPlies2;
        reward = reward2;
        size = count;
        rootNode = 0;
    }

    private void ensureCapacity(int needed) {
        if (reward.length < move.length * players) {
            reward = Arrays.copyOf(reward, move.length * players);
        }
        if (needed <= move.length) {
            return;
        }
        int cap = Math.min(Math.max(needed, move.length * 2), Math.max(needed, settings.maxTreeNodes()));
        move = Arrays.copyOf(move, cap);
        parent = Arrays.copyOf(parent, cap);
        firstChild = Arrays.copyOf(firstChild, cap);
        nextSibling = Arrays.copyOf(nextSibling, cap);
        lastChild = Arrays.copyOf(lastChild, cap);
        expanded = Arrays.copyOf(expanded, cap);
        moveCount = Arrays.copyOf(moveCount, cap);
        visits = Arrays.copyOf(visits, cap);
        toMove = Arrays.copyOf(toMove, cap);
        solved = Arrays.copyOf(solved, cap);
        solvedPlies = Arrays.copyOf(solvedPlies, cap);
        reward = Arrays.copyOf(reward, cap * players);
    }

    private int newNode(long m, int parentNode, int sideToMove) {
        int node = size++;
        move[node] = m;
        parent[node] = parentNode;
        firstChild[node] = NONE;
        nextSibling[node] = NONE;
        lastChild[node] = NONE;
        expanded[node] = 0;
        moveCount[node] = -1;
        visits[node] = 0;
        toMove[node] = (byte) sideToMove;
        solved[node] = 0;
        solvedPlies[node] = 0;
        Arrays.fill(reward, node * players, node * players + players, 0.0);
        if (parentNode != NONE) {
            if (lastChild[parentNode] == NONE) {
                firstChild[parentNode] = node;
            } else {
                nextSibling[lastChild[parentNode]] = node;
            }
            lastChild[parentNode] = node;
        }
        return node;
    }

    // ----- one iteration -----

    /**
     * Selection, expansion, playout and backup.
     *
     * @return {@code false} when a limit ended the search during the iteration (it is discarded)
     */
    private boolean iterate(int depthCap) {
        int node = rootNode;
        int depth = 0;
        path[0] = node;
        boolean ok = true;
        while (solved[node] == 0 && depth < depthCap) {
            if (moveCount[node] < 0) {
                position.generateMoves(lists[depth]);
                moveCount[node] = lists[depth].size();
                if (moveCount[node] == 0) {
                    break;
                }
            }
            int child;
            if (expanded[node] < moveCount[node]) {
                if (size >= settings.maxTreeNodes()) {
                    break;
                }
                // The clock first: a child counted as expanded always exists, also in a tree kept
                // for the next search after a limit ended this one here.
                if (!clock.enterNode()) {
                    ok = false;
                    break;
                }
                position.generateMoves(lists[depth]);
                long m = lists[depth].get(expanded[node]);
                expanded[node]++;
                position.makeMove(m);
                ensureCapacity(size + 1);
                child = newNode(m, node, position.sideToMove());
                path[++depth] = child;
                node = child;
                break;
            }
            child = select(node);
            if (!clock.enterNode()) {
                ok = false;
                break;
            }
            position.makeMove(move[child]);
            path[++depth] = child;
            node = child;
        }
        if (depth > maxDepthSeen) {
            maxDepthSeen = depth;
        }
        if (ok) {
            double[] r = playoutReward;
            if (solved[node] != 0) {
                solvedReward(solved[node], r);
            } else if (position.isOver()) {
                Outcome o = position.outcome();
                byte code = o.isDraw() ? DRAWN : (byte) (1 + o.winner());
                solved[node] = code;
                solvedPlies[node] = 0;
                solvedReward(code, r);
                moveCount[node] = 0;
            } else {
                ok = playout(r);
            }
            if (ok) {
                for (int i = depth; i >= 0; i--) {
                    int x = path[i];
                    visits[x]++;
                    int base = x * players;
                    for (int q = 0; q < players; q++) {
                        reward[base + q] += r[q];
                    }
                }
                if (solved[node] != 0) {
                    propagateSolved(depth);
                }
            }
        }
        for (int i = 0; i < depth; i++) {
            position.unmakeMove();
        }
        return ok;
    }

    /** The UCT child of a node whose children all exist; a child won for the mover first. */
    private int select(int node) {
        int mover = toMove[node];
        byte win = (byte) (1 + mover);
        double logN = Math.log(Math.max(1, visits[node]));
        double c = settings.exploration();
        int best = NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        int fallback = NONE;
        for (int ch = firstChild[node]; ch != NONE; ch = nextSibling[ch]) {
            byte s = solved[ch];
            if (s == win) {
                return ch;
            }
            if (s != 0 && s != DRAWN) {
                if (fallback == NONE) {
                    fallback = ch;
                }
                continue;
            }
            int n = visits[ch];
            double value = n == 0 ? Double.POSITIVE_INFINITY
                    : reward[ch * players + mover] / n + c * Math.sqrt(logN / n);
            if (value > bestValue) {
                bestValue = value;
                best = ch;
            }
        }
        return best != NONE ? best : fallback;
    }

    /** Plays a playout from the current position and leaves its rewards in {@code r}. */
    private boolean playout(double[] r) {
        int cutoff = settings.playoutPlies();
        double greedy = settings.greedyPlayouts();
        int plies = 0;
        boolean ok = true;
        while (!position.isOver()) {
            if (cutoff > 0 && plies >= cutoff) {
                break;
            }
            long m;
            if (greedy > 0 && random.nextDouble() < greedy) {
                position.generateMoves(playoutMoves);
                m = bestHinted(playoutMoves);
            } else {
                m = position.randomMove(random, playoutMoves);
            }
            if (!clock.enterNode()) {
                ok = false;
                break;
            }
            position.makeMove(m);
            plies++;
        }
        if (ok) {
            if (position.isOver()) {
                Outcome o = position.outcome();
                solvedReward(o.isDraw() ? DRAWN : (byte) (1 + o.winner()), r);
            } else {
                evaluationReward(r);
            }
        }
        for (int i = 0; i < plies; i++) {
            position.unmakeMove();
        }
        return ok;
    }

    private long bestHinted(MoveList moves) {
        long best = moves.get(0);
        int bestHint = position.orderingHint(best);
        int ties = 1;
        for (int i = 1; i < moves.size(); i++) {
            long m = moves.get(i);
            int h = position.orderingHint(m);
            if (h > bestHint) {
                best = m;
                bestHint = h;
                ties = 1;
            } else if (h == bestHint && random.nextInt(++ties) == 0) {
                best = m;
            }
        }
        return best;
    }

    /** A logistic of every player's evaluation, normalised to sum to 1. */
    private void evaluationReward(double[] r) {
        double max = Double.NEGATIVE_INFINITY;
        for (int q = 0; q < players; q++) {
            r[q] = Scores.clampEval(evaluator.evaluate(position, q)) / (double) MctsSettings.EVAL_SCALE;
            max = Math.max(max, r[q]);
        }
        double sum = 0;
        for (int q = 0; q < players; q++) {
            r[q] = Math.exp(r[q] - max);
            sum += r[q];
        }
        for (int q = 0; q < players; q++) {
            r[q] /= sum;
        }
    }

    private void solvedReward(byte code, double[] r) {
        if (code == DRAWN) {
            Arrays.fill(r, 0, players, 1.0 / players);
        } else {
            Arrays.fill(r, 0, players, 0.0);
            r[code - 1] = 1.0;
        }
    }

    /** Solves the ancestors of a newly solved node on the path, as far as they are decided. */
    private void propagateSolved(int depth) {
        for (int i = depth - 1; i >= 0; i--) {
            int node = path[i];
            if (solved[node] != 0) {
                return;
            }
            int mover = toMove[node];
            byte win = (byte) (1 + mover);
            byte best = 0;
            int bestPlies = 0;
            boolean all = expanded[node] == moveCount[node];
            for (int ch = firstChild[node]; ch != NONE; ch = nextSibling[ch]) {
                byte s = solved[ch];
                if (s == 0) {
                    all = false;
                    continue;
                }
                int plies = solvedPlies[ch] + 1;
                if (s == win) {
                    if (best != win || plies < bestPlies) {
                        best = win;
                        bestPlies = plies;
                    }
                } else if (best != win) {
                    int rank = s == DRAWN ? 1 : 0;
                    int bestRank = best == 0 ? -1 : best == DRAWN ? 1 : 0;
                    if (rank > bestRank || (rank == bestRank && plies > bestPlies)) {
                        best = s;
                        bestPlies = plies;
                    }
                }
            }
            if (best == win || (all && best != 0)) {
                solved[node] = best;
                solvedPlies[node] = (short) Math.min(bestPlies, Short.MAX_VALUE);
            } else {
                return;
            }
        }
    }

    // ----- results -----

    /** The root child to play: a solved win, else the most visited (ties: better reward, then earlier). */
    private int bestChild(int node) {
        int mover = toMove[node];
        byte win = (byte) (1 + mover);
        int best = NONE;
        for (int ch = firstChild[node]; ch != NONE; ch = nextSibling[ch]) {
            if (solved[ch] == win) {
                if (best == NONE || solved[best] != win || solvedPlies[ch] < solvedPlies[best]) {
                    best = ch;
                }
                continue;
            }
            if (best != NONE && solved[best] == win) {
                continue;
            }
            if (best == NONE || better(ch, best, mover)) {
                best = ch;
            }
        }
        return best;
    }

    /** Whether {@code a} is preferred to {@code b} for {@code mover} among unsolved-win children. */
    private boolean better(int a, int b, int mover) {
        boolean aLost = solved[a] != 0 && solved[a] != DRAWN;
        boolean bLost = solved[b] != 0 && solved[b] != DRAWN;
        if (aLost != bLost) {
            return bLost;
        }
        if (visits[a] != visits[b]) {
            return visits[a] > visits[b];
        }
        return mean(a, mover) > mean(b, mover);
    }

    private double mean(int node, int player) {
        return visits[node] == 0 ? 0 : reward[node * players + player] / visits[node];
    }

    /**
     * The root player's expected reward of the move the last search chose, in {@code [0, 1]}: 1
     * for a solved win, 0 for a solved loss, otherwise the child's mean reward.
     *
     * @return the value, or {@code NaN} when no search has run since the tree was cleared
     */
    double rootValue() {
        if (rootNode == NONE || firstChild[rootNode] == NONE) {
            return Double.NaN;
        }
        int ch = bestChild(rootNode);
        int mover = toMove[rootNode];
        if (solved[ch] != 0) {
            return solved[ch] == DRAWN ? 1.0 / players : solved[ch] == 1 + mover ? 1.0 : 0.0;
        }
        return mean(ch, mover);
    }

    private SearchResult result(int depth) {
        int mover = toMove[rootNode];
        long best;
        int score;
        int[] vector = new int[players];
        List<Long> pvMoves = new ArrayList<>();
        List<Integer> pvOwners = new ArrayList<>();
        int ch = firstChild[rootNode] == NONE ? NONE : bestChild(rootNode);
        if (ch == NONE) {
            position.generateMoves(lists[0]);
            best = lists[0].get(0);
            score = 0;
            pvMoves.add(best);
            pvOwners.add(mover);
        } else {
            best = move[ch];
            score = score(ch, mover);
            for (int q = 0; q < players; q++) {
                vector[q] = score(ch, q);
            }
            int node = rootNode;
            for (int c = ch; c != NONE && pvMoves.size() < 32; c = firstChild[c] == NONE ? NONE : bestChild(c)) {
                pvMoves.add(move[c]);
                pvOwners.add((int) toMove[node]);
                node = c;
            }
        }
        long[] pv = new long[pvMoves.size()];
        int[] owners = new int[pv.length];
        List<String> texts = new ArrayList<>(pv.length);
        for (int i = 0; i < pv.length; i++) {
            pv[i] = pvMoves.get(i);
            owners[i] = pvOwners.get(i);
            texts.add(position.moveText(pv[i]));
            position.makeMove(pv[i]);
        }
        for (int i = 0; i < pv.length; i++) {
            position.unmakeMove();
        }
        return new SearchResult(best, texts.get(0), mover, score, vector, pv, texts, owners, depth, clock.nodes(),
                clock.elapsedMillis(), false);
    }

    /** A child's value for a player on the scale of {@link Scores}. */
    private int score(int node, int player) {
        byte s = solved[node];
        if (s != 0) {
            int plies = solvedPlies[node] + 1;
            if (s == DRAWN) {
                return Scores.DRAW;
            }
            return s == 1 + player ? Scores.winIn(plies) : Scores.lossIn(plies);
        }
        if (visits[node] == 0) {
            return 0;
        }
        double q = Math.min(1 - 1e-9, Math.max(1e-9, mean(node, player)));
        double fair = 1.0 / players;
        // Log-odds of the reward against an even share, in evaluation units.
        double logit = Math.log(q / (1 - q)) - Math.log(fair / (1 - fair));
        return Scores.clampEval((int) Math.round(logit * MctsSettings.EVAL_SCALE));
    }
}
