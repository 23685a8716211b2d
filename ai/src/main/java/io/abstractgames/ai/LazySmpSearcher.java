package io.abstractgames.ai;

import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Lazy SMP: one search on {@link SearchConfig#threads()} threads. The main searcher runs on the
 * calling thread; each helper searches its own {@link Position#copy()} of the same root on a
 * thread of its own, and all of them share one lock-free transposition table
 * ({@link TranspositionTable#share()}), so that what one thread finds orders and cuts the others'
 * trees. Helpers vary their depths so they do not repeat the main thread's work: odd helpers start
 * one ply deeper, and each skips iterations by its own pattern
 * ({@link SearcherBase#skipsIteration(int)}).
 *
 * <p>The result is the main searcher's (its depth, score, principal variation and its own node
 * count), unless a helper completed a deeper iteration by the time the main searcher finished:
 * then that helper's move, score, principal variation and depth, with the main searcher's node
 * count and time ({@link #deepest}). A random move of the level is always kept. When the main searcher
 * finishes (its limits, a final score, or {@link #stop()}), every helper is stopped and joined
 * before {@link #search} returns, and a helper that fails makes the search fail with its error.
 * The helpers search without limits of their own (they end with the main thread), with the same
 * evaluator, seed and so evaluation noise as the main searcher, and never play random moves.
 *
 * <p>The result depends on how the threads are scheduled, so unlike a one-thread search it is
 * not reproducible; with one thread {@link Searchers#create} never builds this class.
 */
final class LazySmpSearcher implements Searcher {

    private final SearcherBase main;
    private final SearcherBase[] helpers;
    private final AtomicBoolean cancel = new AtomicBoolean();
    private final AtomicBoolean searching = new AtomicBoolean();

    /**
     * Whether a configuration is searched by Lazy SMP.
     *
     * @param config a configuration
     * @return {@code true} for more than one thread, a table, and a strategy that uses it
     */
    static boolean applies(SearchConfig config) {
        return config.threads() > 1 && config.tableSizeMiB() > 0
                && (config.strategy() == Strategy.ALPHA_BETA || config.strategy() == Strategy.PARANOID
                        || config.strategy() == Strategy.BEST_REPLY);
    }

    /**
     * Creates the main searcher and its {@code threads - 1} helpers.
     *
     * @param evaluator the evaluation, shared by all threads (evaluators are stateless)
     * @param config a configuration for which {@link #applies(SearchConfig)} holds
     * @param seed the seed of every thread's random source
     */
    LazySmpSearcher(Evaluator evaluator, SearchConfig config, long seed) {
        if (!applies(config)) {
            throw new IllegalArgumentException("not a Lazy SMP configuration: " + config);
        }
        this.main = (SearcherBase) Searchers.single(evaluator, config, seed);
        SearchConfig helperConfig = config.toBuilder().threads(1).tableSizeMiB(1).randomMoveProbability(0).build();
        this.helpers = new SearcherBase[config.threads() - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = (SearcherBase) Searchers.single(evaluator, helperConfig, seed);
            helpers[i].joinAsHelper(main, i + 1, cancel);
        }
    }

    @Override
    public SearchResult search(Position position, SearchLimits limits) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        if (position.isOver()) {
            return main.search(position, limits);
        }
        if (!searching.compareAndSet(false, true)) {
            throw new IllegalStateException("this searcher is already searching");
        }
        try {
            return searchOnThreads(position, limits);
        } finally {
            searching.set(false);
        }
    }

    private SearchResult searchOnThreads(Position position, SearchLimits limits) {
        cancel.set(false);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReferenceArray<SearchResult> helperResults = new AtomicReferenceArray<>(helpers.length);
        List<Thread> threads = new ArrayList<>(helpers.length);
        for (int i = 0; i < helpers.length; i++) {
            SearcherBase helper = helpers[i];
            int index = i;
            helper.table.followGeneration(main.table);
            Position copy = position.copy();
            Thread t = new Thread(() -> {
                try {
                    if (!cancel.get()) {
                        helperResults.set(index, helper.search(copy, SearchLimits.none()));
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    cancel.set(true);
                    main.stop();
                }
            }, "lazy-smp-helper-" + (i + 1));
            t.setDaemon(true);
            threads.add(t);
        }
        SearchResult result;
        try {
            for (Thread t : threads) {
                t.start();
            }
            result = main.search(position, limits);
        } finally {
            cancel.set(true);
            for (SearcherBase h : helpers) {
                h.stop();
            }
            joinAll(threads);
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException re) {
            throw re;
        }
        if (f instanceof Error err) {
            throw err;
        }
        List<SearchResult> completed = new ArrayList<>(helpers.length);
        for (int i = 0; i < helpers.length; i++) {
            if (helperResults.get(i) != null) {
                completed.add(helperResults.get(i));
            }
        }
        return deepest(result, completed, limits.limitsDepth() ? limits.maxDepth() : Integer.MAX_VALUE);
    }

    /**
     * The result of a Lazy SMP search: the main searcher's, or the first helper result of greater
     * depth than every other (a deeper completed iteration) within the depth limit, with the main
     * searcher's node count and time. A random move of the main searcher is kept as it is.
     *
     * @param main the main searcher's result
     * @param helpers the helpers' results, each the last iteration it completed
     * @param maxDepth the search's depth limit in plies ({@link Integer#MAX_VALUE} for none): a
     *     deeper helper result is not taken
     * @return {@code main}, or a result with a helper's move, score, principal variation and depth
     */
    static SearchResult deepest(SearchResult main, List<SearchResult> helpers, int maxDepth) {
        if (main.isRandomMove()) {
            return main;
        }
        SearchResult best = main;
        for (SearchResult h : helpers) {
            if (h.depth() > best.depth() && h.depth() <= maxDepth) {
                best = h;
            }
        }
        if (best == main) {
            return main;
        }
        return new SearchResult(best.bestMove(), best.bestMoveText(), best.player(), best.score(), best.scores(),
                best.pv(), best.pvText(), best.pvPlayers(), best.depth(), main.nodes(), main.timeMillis(), false);
    }

    private static void joinAll(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread t : threads) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void stop() {
        cancel.set(true);
        main.stop();
        for (SearcherBase h : helpers) {
            h.stop();
        }
    }

    @Override
    public void setListener(SearchListener listener) {
        main.setListener(listener);
    }

    @Override
    public void newGame() {
        if (searching.get()) {
            throw new IllegalStateException("cannot start a new game while searching");
        }
        main.newGame();
        for (SearcherBase h : helpers) {
            h.newGame();
        }
    }

    @Override
    public SearchConfig config() {
        return main.config();
    }

    /**
     * The number of threads a search runs on.
     *
     * @return 1 plus the number of helpers
     */
    int threads() {
        return helpers.length + 1;
    }
}
