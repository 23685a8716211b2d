package io.abstractgames.ai;

import io.abstractgames.ai.internal.Frame;
import io.abstractgames.ai.internal.FrameStack;
import io.abstractgames.ai.internal.HistoryTable;
import io.abstractgames.ai.internal.MoveOrder;
import io.abstractgames.ai.internal.Noise;
import io.abstractgames.ai.internal.SearchClock;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What every searcher shares: the iterative-deepening driver with limits, stop signal, listener
 * and random moves, the per-ply frames, the history table, the transposition table, evaluation
 * with clamping and noise, and building results at the API edge.
 *
 * <p>Subclasses implement one iteration ({@link #iterate(int)}) and may override
 * {@link #isFinal(int, int)}.
 */
abstract class SearcherBase implements Searcher {

    /** The number of players a searcher supports. */
    static final int MAX_PLAYERS = io.abstractgames.core.Game.MAX_PLAYERS;

    final Evaluator evaluator;
    final SearchConfig config;
    TranspositionTable table;
    final SearchClock clock = new SearchClock();
    final FrameStack frames = new FrameStack();
    final HistoryTable history = new HistoryTable();
    final MoveList rootMoves = new MoveList();
    long[] rootKeys = new long[256];
    /** The generation-order index of each root move, kept in step with {@link #rootMoves}. */
    int[] rootIndex = new int[256];

    private final SplittableRandom random;
    private final long noiseSalt;
    private final int noise;
    private final MoveList replay = new MoveList();
    private final AtomicBoolean searching = new AtomicBoolean();
    private volatile SearchListener listener;

    // State of the running search.
    Position position;
    int root;
    int players;
    /** Set when a leaf was cut by the depth horizon (or a table entry stood for a subtree). */
    boolean frontier;
    /** {@link #tableSalt()} of the running search, XORed into every table key. */
    long salt;
    /** 0 for a searcher on its own or a Lazy SMP main thread; 1, 2, ... for a Lazy SMP helper. */
    private int helper;

    // Result of the last completed iteration, set by iterate().
    long iterMove;
    int iterScore;
    final int[] iterVector = new int[MAX_PLAYERS];

    /**
     * Creates the shared state.
     *
     * @param usesTable whether the strategy uses a transposition table (none is allocated otherwise)
     */
    SearcherBase(Evaluator evaluator, SearchConfig config, long seed, boolean usesTable) {
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        this.config = Objects.requireNonNull(config, "config");
        this.table = usesTable && config.tableSizeMiB() > 0 ? new TranspositionTable(config.tableSizeMiB()) : null;
        this.random = new SplittableRandom(seed);
        this.noiseSalt = random.nextLong();
        this.noise = config.evalNoise();
    }

    /**
     * Makes this searcher helper {@code index} of a Lazy SMP group: it searches with the main
     * thread's table (a view of it) and stops, as on {@link #stop()}, whenever {@code cancel} is
     * set. Its own table is dropped.
     *
     * @param main the group's main searcher, with a table
     * @param index 1 or more; odd helpers start one ply deeper and helpers skip iterations by
     *     {@link #skipsIteration(int)}
     * @param cancel the group's cancel flag
     */
    final void joinAsHelper(SearcherBase main, int index, AtomicBoolean cancel) {
        this.table = main.table.share();
        this.helper = index;
        clock.cancelWith(cancel);
    }

    /**
     * Whether this searcher skips the iteration of {@code depth}: never on its own or as a main
     * thread; a helper skips by a pattern of its index (helper {@code h} uses row
     * {@code (h - 1) % 20} of {@link #SKIP_SIZE} and {@link #SKIP_PHASE}: depth {@code d} is skipped
     * when {@code ((d + phase) / size)} is odd), so that the helpers are spread over the depths
     * just above the main thread's and fill the shared table ahead of it.
     *
     * @param depth the iteration's depth in plies
     * @return {@code true} to go on to the next depth without searching this one
     */
    final boolean skipsIteration(int depth) {
        if (helper == 0) {
            return false;
        }
        int row = (helper - 1) % SKIP_SIZE.length;
        return ((depth + SKIP_PHASE[row]) / SKIP_SIZE[row]) % 2 != 0;
    }

    /** Lazy SMP skip pattern: how many depths a helper searches, then skips, in turn. */
    private static final int[] SKIP_SIZE = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    /** Lazy SMP skip pattern: where in its cycle each helper starts. */
    private static final int[] SKIP_PHASE = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};

    @Override
    public final SearchConfig config() {
        return config;
    }

    @Override
    public final void stop() {
        clock.requestStop();
    }

    @Override
    public final void setListener(SearchListener listener) {
        this.listener = listener;
    }

    @Override
    public final void newGame() {
        if (searching.get()) {
            throw new IllegalStateException("cannot start a new game while searching");
        }
        if (table != null) {
            table.clear();
        }
    }

    /**
     * The transposition table, for this package's tests; not part of the API, since the table is
     * the searcher's mutable state.
     *
     * @return the table, or {@code null} when the configuration or the strategy has none
     */
    final TranspositionTable table() {
        return table;
    }

    @Override
    public final SearchResult search(Position position, SearchLimits limits) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        if (position.isOver()) {
            throw new IllegalStateException("the game is over (" + position.outcome() + "), there is nothing to search");
        }
        int n = position.game().playerCount();
        if (n > MAX_PLAYERS) {
            throw new IllegalArgumentException(n + " players, a searcher supports at most " + MAX_PLAYERS);
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
        root = pos.sideToMove();
        players = pos.game().playerCount();
        int undoDepth = pos.undoDepth();
        long key = pos.key();
        pos.generateMoves(rootMoves);
        if (rootMoves.isEmpty()) {
            throw new IllegalStateException("a running game without a legal move: " + pos.toText());
        }
        double p = config.randomMoveProbability();
        if (p > 0 && random.nextDouble() < p) {
            long move = rootMoves.get(random.nextInt(rootMoves.size()));
            return build(move, 0, new int[players], new long[] {move}, new int[] {root}, 1, 0, true);
        }
        if (rootKeys.length < rootMoves.size()) {
            rootKeys = new long[rootMoves.size()];
            rootIndex = new int[rootMoves.size()];
        }
        if (table != null) {
            table.newSearch();
        }
        history.clear();
        frames.clearKillers();
        prepare();

        long[] bestPv = {rootMoves.get(0)};
        int[] bestOwners = {root};
        long bestMove = rootMoves.get(0);
        int bestScore = 0;
        int[] bestVector = new int[players];
        int bestDepth = 0;
        SearchListener l = listener;
        for (int depth = 1; depth <= limits.maxDepth(); depth++) {
            if (depth > 1 && clock.shouldNotStartIteration()) {
                break;
            }
            if (skipsIteration(depth) && depth < limits.maxDepth()) {
                continue;
            }
            frontier = false;
            if (!iterate(depth)) {
                break;
            }
            Frame f = frames.get(0);
            bestMove = iterMove;
            bestScore = iterScore;
            bestVector = Arrays.copyOf(iterVector, players);
            bestPv = Arrays.copyOf(f.pv, f.pvLength);
            bestOwners = Arrays.copyOf(f.pvOwners, f.pvLength);
            bestDepth = depth;
            if (l != null) {
                l.depthCompleted(build(bestMove, bestScore, bestVector, bestPv, bestOwners, bestPv.length, depth, false));
            }
            if (!frontier || isFinal(bestScore, depth)) {
                break;
            }
        }
        assert pos.undoDepth() == undoDepth && pos.key() == key : "search left the position changed";
        return build(bestMove, bestScore, bestVector, bestPv, bestOwners, bestPv.length, bestDepth, false);
    }

    /**
     * Prepares a search after the root moves are generated: orders {@link #rootMoves}, sets the
     * strategy's state. The default orders by table move, then ordering hint.
     */
    void prepare() {
        salt = tableSalt();
        long ttMove = Moves.NONE;
        if (table != null) {
            int e = table.probe(position.key() ^ salt);
            if (e >= 0) {
                ttMove = table.move(e);
            }
        }
        int n = rootMoves.size();
        for (int i = 0; i < n; i++) {
            long m = rootMoves.get(i);
            rootKeys[i] = m == ttMove ? MoveOrder.TABLE_MOVE : MoveOrder.key(position.orderingHint(m), 0, 0);
            rootIndex[i] = i;
        }
        // Stable insertion sort, highest key first.
        for (int i = 1; i < n; i++) {
            long m = rootMoves.get(i);
            long k = rootKeys[i];
            int x = rootIndex[i];
            int j = i - 1;
            while (j >= 0 && rootKeys[j] < k) {
                rootMoves.set(j + 1, rootMoves.get(j));
                rootKeys[j + 1] = rootKeys[j];
                rootIndex[j + 1] = rootIndex[j];
                j--;
            }
            rootMoves.set(j + 1, m);
            rootKeys[j + 1] = k;
            rootIndex[j + 1] = x;
        }
    }

    /**
     * The value XORed into keys for this strategy and root player, so that entries whose scores
     * depend on the root player never meet another root player's.
     *
     * @return the salt; 0 when scores do not depend on the root player
     */
    long tableSalt() {
        return 0;
    }

    /**
     * Searches the root to a depth.
     *
     * @param depth the iteration's depth
     * @return {@code false} when the search was aborted (the iteration's result is then unusable);
     *     otherwise {@link #iterMove}, {@link #iterScore}, {@link #iterVector} and the PV in frame
     *     0 are set
     */
    abstract boolean iterate(int depth);

    /**
     * Whether a completed iteration's result cannot change at greater depth (besides an iteration
     * that met no horizon). The default: a win or loss within the depth searched.
     *
     * @param score the iteration's score
     * @param depth its depth
     * @return {@code true} to end iterative deepening
     */
    boolean isFinal(int score, int depth) {
        return Scores.isDecided(score) && Scores.plies(score) <= depth;
    }

    /**
     * Ends an iteration of a scalar search (alpha-beta, paranoid, best-reply): moves the best root
     * move to the front, stores the root in the table and records the iteration's result, the root
     * player's score and its negation for every other player.
     *
     * @param bestIndex the index of the best root move
     * @param best its score for the root player
     * @param depth the iteration's depth in plies
     * @param aux the table entry's strategy field
     */
    final void finishScalarIteration(int bestIndex, int best, int depth, int aux) {
        long bestMove = rootMoves.get(bestIndex);
        promoteRootMove(bestIndex);
        if (table != null) {
            table.store(position.key() ^ salt, bestMove, best, 0, depth, TranspositionTable.EXACT, aux, !frontier);
        }
        iterMove = bestMove;
        iterScore = best;
        for (int p = 0; p < players; p++) {
            iterVector[p] = p == root ? best : -best;
        }
    }

    /** Moves the root move at {@code index} to the front, keeping the order of the others. */
    final void promoteRootMove(int index) {
        long m = rootMoves.get(index);
        int x = rootIndex[index];
        for (int j = index; j > 0; j--) {
            rootMoves.set(j, rootMoves.get(j - 1));
            rootIndex[j] = rootIndex[j - 1];
        }
        rootMoves.set(0, m);
        rootIndex[0] = x;
    }

    /**
     * The static evaluation for one player: clamped, plus noise; marks the frontier.
     *
     * @param player the player whose view is asked
     * @return the score
     */
    final int evaluateFor(int player) {
        frontier = true;
        int v = Scores.clampEval(evaluator.evaluate(position, player));
        return noise == 0 ? v : v + Noise.of(position.key(), player, noiseSalt, noise);
    }

    /**
     * The ordering key of a move in the current position (where {@code owner} is to move).
     *
     * @param f the node's frame (killers)
     * @param move the move
     * @param owner the mover
     * @param ttMove the table move
     * @param ttOwner the table move's mover
     * @return the key, see {@link MoveOrder}
     */
    final long orderKey(Frame f, long move, int owner, long ttMove, int ttOwner) {
        if (move == ttMove && owner == ttOwner) {
            return MoveOrder.TABLE_MOVE;
        }
        int killer = 0;
        if (config.killerMoves()) {
            if (move == f.killer1 && owner == f.killerOwner1) {
                killer = 1;
            } else if (move == f.killer2 && owner == f.killerOwner2) {
                killer = 2;
            }
        }
        int h = config.historyHeuristic() ? history.score(owner, move) : 0;
        return MoveOrder.key(position.orderingHint(move), killer, h);
    }

    /**
     * Records a cutoff: a quiet move becomes a killer and earns history.
     *
     * @param f the node's frame
     * @param move the move, legal in the current position
     * @param owner its mover
     * @param depth the node's remaining depth
     */
    final void rewardCutoff(Frame f, long move, int owner, int depth) {
        if (position.isNoisy(move)) {
            return;
        }
        if (config.killerMoves()) {
            f.addKiller(move, owner);
        }
        if (config.historyHeuristic()) {
            history.reward(owner, move, depth);
        }
    }

    /**
     * Whether a table entry of {@code entryDepth} may end a node of {@code depth}.
     *
     * @param entryDepth the entry's depth
     * @param depth the node's remaining depth
     * @return {@code true} when the configured cutoffs allow it
     */
    final boolean cutoffAllowed(int entryDepth, int depth) {
        switch (config.tableCutoffs()) {
            case EXACT_DEPTH:
                return entryDepth == depth;
            case AT_LEAST_DEPTH:
                return entryDepth >= depth;
            default:
                return false;
        }
    }

    /**
     * Whether a principal variation cut short by a table entry is completed from the table's moves
     * (every move by the player to move); not for strategies whose lines leave players out.
     *
     * @return {@code true} unless a subclass says otherwise
     */
    boolean extendsPvFromTable() {
        return true;
    }

    /** The table bound of a fail-soft result. */
    static int bound(int score, int alpha, int beta) {
        return score <= alpha ? TranspositionTable.UPPER
                : score >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
    }

    private SearchResult build(long move, int score, int[] vector, long[] pv, int[] owners, int pvLength, int depth,
            boolean randomMove) {
        Position pos = position;
        List<String> texts = new ArrayList<>(pvLength);
        int[] movers = new int[pvLength];
        int made = 0;
        int n = 0;
        for (int i = 0; i < pvLength; i++) {
            int guard = 0;
            while (!pos.isOver() && pos.sideToMove() != owners[i] && guard++ < players) {
                pos.makeNullMove();
                made++;
            }
            if (pos.isOver() || pos.sideToMove() != owners[i]) {
                break;
            }
            pos.generateMoves(replay);
            if (!replay.contains(pv[i])) {
                break;
            }
            texts.add(pos.moveText(pv[i]));
            movers[n++] = owners[i];
            pos.makeMove(pv[i]);
            made++;
        }
        if (n == pvLength && n < depth && table != null && extendsPvFromTable()) {
            // A table entry ended the line early (often one that another thread of a Lazy SMP
            // search stored): the moves the table keeps for the positions that follow complete it,
            // as far as the depth reaches.
            pv = Arrays.copyOf(pv, depth);
            movers = Arrays.copyOf(movers, depth);
            while (n < depth && !pos.isOver()) {
                int e = table.probe(pos.key() ^ salt);
                long m = e < 0 ? Moves.NONE : table.move(e);
                if (m == Moves.NONE) {
                    break;
                }
                pos.generateMoves(replay);
                if (!replay.contains(m)) {
                    break;
                }
                texts.add(pos.moveText(m));
                pv[n] = m;
                movers[n++] = pos.sideToMove();
                pos.makeMove(m);
                made++;
            }
        }
        for (; made > 0; made--) {
            pos.unmakeMove();
        }
        return new SearchResult(move, texts.get(0), root, score, vector, Arrays.copyOf(pv, n), texts,
                Arrays.copyOf(movers, n), depth, randomMove ? 0 : clock.nodes(), clock.elapsedMillis(), randomMove);
    }
}
