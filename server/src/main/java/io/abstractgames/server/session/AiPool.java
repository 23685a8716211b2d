package io.abstractgames.server.session;

import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Searcher;
import io.abstractgames.core.Game;
import io.abstractgames.server.request.ErrorCode;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads the AI thinks on, away from the connections' threads: a fixed number of threads and a
 * bounded queue of searches waiting for one.
 *
 * <p>Each thread keeps one searcher per game and level (their transposition tables are the big
 * allocations), so memory is bounded by threads x levels in use, not by the number of games. A
 * searcher is reset ({@link Searcher#newGame()}) when it moves on to another game session.
 *
 * <p>A search that finds the queue full waits in an overflow list until a thread finishes; sessions
 * check {@link #hasRoom()} first and refuse new work with {@link ErrorCode#BUSY}, so the overflow
 * only holds the few searches that raced past that check.
 */
public final class AiPool implements AutoCloseable {

    private final ThreadPoolExecutor executor;
    private final ConcurrentLinkedQueue<Runnable> overflow = new ConcurrentLinkedQueue<>();
    private final ThreadLocal<Map<String, CachedSearcher>> searchers = ThreadLocal.withInitial(HashMap::new);
    private final SecureRandom seeds = new SecureRandom();

    private static final class CachedSearcher {
        final Searcher searcher;
        String sessionId;

        CachedSearcher(Searcher searcher) {
            this.searcher = searcher;
        }
    }

    /**
     * Starts the pool's threads.
     *
     * @param threads the number of threads, at least 1
     * @param queue how many searches may wait for a thread, at least 1
     * @throws IllegalArgumentException if a number is below 1
     */
    public AiPool(int threads, int queue) {
        if (threads < 1 || queue < 1) {
            throw new IllegalArgumentException("AI pool of " + threads + " threads and a queue of " + queue + ": expected at least 1 each");
        }
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "ai-" + count.incrementAndGet());
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        };
        executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(queue), factory,
                new ThreadPoolExecutor.AbortPolicy());
    }

    /**
     * Whether a search submitted now would find a thread or a place in the queue.
     *
     * @return {@code false} when the queue is full
     */
    public boolean hasRoom() {
        return executor.getQueue().remainingCapacity() > 0;
    }

    /**
     * Runs a search task on a pool thread.
     *
     * @param task the task; it runs once, on a pool thread, unless the pool is closed first
     */
    void submit(Runnable task) {
        Runnable wrapped = () -> {
            try {
                task.run();
            } finally {
                drainOverflow();
            }
        };
        try {
            executor.execute(wrapped);
        } catch (RejectedExecutionException e) {
            if (executor.isShutdown()) {
                return;
            }
            overflow.add(wrapped);
            // A thread may have finished between the refusal and the add: make sure someone drains.
            try {
                executor.execute(this::drainOverflow);
            } catch (RejectedExecutionException ignored) {
                // Every thread is busy and the queue is full: the next task to finish drains.
            }
        }
    }

    private void drainOverflow() {
        Runnable next;
        while ((next = overflow.poll()) != null) {
            next.run();
        }
    }

    /**
     * The calling pool thread's searcher for a game and level, ready for a search in a session.
     *
     * @param game the game
     * @param level the level
     * @param sessionId the session about to search; a searcher last used by another is reset
     * @return the searcher, used by this thread only
     */
    Searcher searcher(Game game, Level level, String sessionId) {
        Map<String, CachedSearcher> mine = searchers.get();
        CachedSearcher cached = mine.computeIfAbsent(game.id() + "/" + level.name(),
                k -> new CachedSearcher(GameAis.forGame(game).newSearcher(game, level, seeds.nextLong())));
        if (!sessionId.equals(cached.sessionId)) {
            cached.searcher.newGame();
            cached.sessionId = sessionId;
        }
        return cached.searcher;
    }

    /** Stops the threads; running searches are interrupted and their results dropped. */
    @Override
    public void close() {
        executor.shutdownNow();
        overflow.clear();
    }
}
