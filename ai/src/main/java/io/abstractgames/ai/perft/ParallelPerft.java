package io.abstractgames.ai.perft;

import io.abstractgames.core.Game;
import io.abstractgames.core.Move;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Perft;
import io.abstractgames.core.PerftSplit;
import io.abstractgames.core.PerftSplit.Subtree;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Consumer;

/**
 * Perft and divide on several threads (see {@code docs/rules/common.md}, "Perft"): the tree is
 * split a few plies down into distinct subtree positions with their multiplicities
 * ({@link PerftSplit}), the subtrees form a work queue that the threads drain, and each subtree is
 * counted with the engine's own {@link Perft#perft(Position, int)} (bulk counting at the last ply).
 *
 * <p>The count is the same for every number of threads: the split is deterministic and the sum
 * does not depend on the order in which subtrees finish. The split depth is the smallest that gives
 * at least {@value #TASKS_PER_THREAD} subtrees per thread, at most {@value #MAX_SPLIT} plies and at
 * most {@code depth - 1}, so that the work balances although subtrees differ in size.
 *
 * <p>A depth beyond the root's {@link Position#remainingPlyBound()} counts 0 at once, as with
 * {@link Perft}: no split is made and no thread is started.
 *
 * <p>Each call starts its own threads and ends them before it returns; the root position is read
 * on the calling thread only and is left as it was found.
 */
public final class ParallelPerft {

    /** The number of subtrees per thread the split aims for. */
    public static final int TASKS_PER_THREAD = 32;

    /** The deepest split, in plies. */
    public static final int MAX_SPLIT = 4;

    private ParallelPerft() {}

    /**
     * Counts the leaf nodes of {@code root} to {@code depth} plies on {@code threads} threads.
     *
     * @param root the root; restored on return
     * @param depth the depth in plies, 0 or more
     * @param threads the number of threads, 1 or more ({@code 1} counts on the calling thread)
     * @return the number of leaf nodes, equal to {@code Perft.perft(root, depth)}
     * @throws IllegalArgumentException if {@code depth} is negative or {@code threads} is below 1
     */
    public static long perft(Position root, int depth, int threads) {
        check(depth, threads);
        if (threads == 1 || depth < 3 || depth > root.remainingPlyBound()) {
            return Perft.perft(root, depth);
        }
        int split = splitDepth(root, depth, threads);
        List<Subtree> subtrees = PerftSplit.subtrees(root, split);
        List<Task> tasks = new ArrayList<>(subtrees.size());
        for (Subtree s : subtrees) {
            tasks.add(new Task(0, s));
        }
        AtomicLongArray sums = new AtomicLongArray(1);
        run(root.game(), tasks, depth - split, threads, sums, null);
        return sums.get(0);
    }

    /**
     * Lists every legal move of the root with the perft of the position after it, counted on
     * {@code threads} threads, and hands each entry to {@code listener} as soon as it and every
     * entry before it are complete, in generation order (on the calling thread).
     *
     * @param root the root; restored on return
     * @param depth the depth in plies, 1 or more (at depth 0 there are no entries)
     * @param threads the number of threads, 1 or more
     * @param listener receives each entry once, in generation order; may be a no-op
     * @return the entries, in generation order; their counts sum to the perft of the root
     * @throws IllegalArgumentException if {@code depth} is negative or {@code threads} is below 1
     */
    public static List<Perft.DivideEntry> divide(
            Position root, int depth, int threads, Consumer<Perft.DivideEntry> listener) {
        check(depth, threads);
        List<Perft.DivideEntry> entries = new ArrayList<>();
        if (depth == 0) {
            return entries;
        }
        MoveList rootMoves = new MoveList();
        root.generateMoves(rootMoves);
        int n = rootMoves.size();
        Move[] moves = new Move[n];
        for (int i = 0; i < n; i++) {
            moves[i] = new Move(rootMoves.get(i), root.moveText(rootMoves.get(i)));
        }
        boolean beyond = depth > root.remainingPlyBound();
        if (threads == 1 || depth < 3 || beyond) {
            for (int i = 0; i < n; i++) {
                long nodes = 0;
                if (!beyond) {
                    root.makeMove(moves[i].code());
                    try {
                        nodes = Perft.perft(root, depth - 1);
                    } finally {
                        root.unmakeMove();
                    }
                }
                Perft.DivideEntry entry = new Perft.DivideEntry(moves[i], nodes);
                entries.add(entry);
                listener.accept(entry);
            }
            return entries;
        }
        int split = splitDepth(root, depth, threads);
        List<Task> tasks = new ArrayList<>();
        int[] pending = new int[n];
        for (int i = 0; i < n; i++) {
            root.makeMove(moves[i].code());
            for (Subtree s : PerftSplit.subtrees(root, split - 1)) {
                tasks.add(new Task(i, s));
                pending[i]++;
            }
            root.unmakeMove();
        }
        AtomicLongArray sums = new AtomicLongArray(n);
        Progress progress = new Progress(pending);
        RunState state = start(root.game(), tasks, depth - split, threads, sums, progress);
        try {
            for (int i = 0; i < n; i++) {
                progress.await(i, state);
                Perft.DivideEntry entry = new Perft.DivideEntry(moves[i], sums.get(i));
                entries.add(entry);
                listener.accept(entry);
            }
            state.finish();
        } finally {
            state.shutdown();
        }
        return entries;
    }

    /**
     * The split depth {@link #perft} and {@link #divide} use for a root, depth and thread count.
     *
     * @param root the root; restored on return
     * @param depth the perft depth, 2 or more
     * @param threads the number of threads, 1 or more
     * @return a depth from 1 to {@code min(depth - 1, MAX_SPLIT)}
     */
    static int splitDepth(Position root, int depth, int threads) {
        int limit = Math.min(depth - 1, MAX_SPLIT);
        int split = 1;
        while (split < limit && PerftSplit.subtrees(root, split).size() < TASKS_PER_THREAD * threads) {
            split++;
        }
        return split;
    }

    private static void check(int depth, int threads) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth " + depth + ", expected 0 or more");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + ", expected 1 or more");
        }
    }

    private static void run(Game game, List<Task> tasks, int depth, int threads, AtomicLongArray sums,
            Progress progress) {
        RunState state = start(game, tasks, depth, threads, sums, progress);
        try {
            state.finish();
        } finally {
            state.shutdown();
        }
    }

    private static RunState start(Game game, List<Task> tasks, int depth, int threads, AtomicLongArray sums,
            Progress progress) {
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "perft-worker");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> workers = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            workers.add(pool.submit(() -> {
                for (int i = next.getAndIncrement(); i < tasks.size(); i = next.getAndIncrement()) {
                    Task task = tasks.get(i);
                    Position position = game.parsePosition(task.subtree().positionText());
                    long nodes = Perft.perft(position, depth) * task.subtree().multiplicity();
                    sums.addAndGet(task.root(), nodes);
                    if (progress != null) {
                        progress.done(task.root());
                    }
                }
                return null;
            }));
        }
        return new RunState(pool, workers);
    }

    private record Task(int root, Subtree subtree) {}

    /** The pool and its workers; a worker's failure surfaces on the calling thread. */
    private record RunState(ExecutorService pool, List<Future<?>> workers) {

        void finish() {
            for (Future<?> w : workers) {
                get(w);
            }
        }

        /** Throws the first worker failure, if any has failed so far. */
        void checkFailures() {
            for (Future<?> w : workers) {
                if (w.isDone()) {
                    get(w);
                }
            }
        }

        void shutdown() {
            pool.shutdownNow();
        }

        private static void get(Future<?> w) {
            try {
                w.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while counting", e);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException re) {
                    throw re;
                }
                if (cause instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(cause);
            }
        }
    }

    /** How many subtrees of each root move are still to count, with one latch per root move. */
    private static final class Progress {
        private final AtomicInteger[] pending;
        private final CountDownLatch[] latches;

        Progress(int[] counts) {
            pending = new AtomicInteger[counts.length];
            latches = new CountDownLatch[counts.length];
            for (int i = 0; i < counts.length; i++) {
                pending[i] = new AtomicInteger(counts[i]);
                latches[i] = new CountDownLatch(counts[i] == 0 ? 0 : 1);
            }
        }

        void done(int root) {
            if (pending[root].decrementAndGet() == 0) {
                latches[root].countDown();
            }
        }

        void await(int root, RunState state) {
            try {
                while (!latches[root].await(100, TimeUnit.MILLISECONDS)) {
                    state.checkFailures();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while counting", e);
            }
        }
    }
}
