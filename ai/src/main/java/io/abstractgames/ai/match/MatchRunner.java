package io.abstractgames.ai.match;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays every game of a {@link Match} on a pool of threads, one game per task
 * ({@link Match#play(int)}), and collects the results in game order.
 *
 * <p>Each game has its own seeds and searchers, so the results are the same for any number of
 * threads (with levels limited by depth or nodes); only the order of the
 * {@link MatchListener} calls changes. The pool's threads are daemon threads named
 * {@code match-N}, shut down before {@link #run} returns.
 */
public final class MatchRunner {

    private MatchRunner() {}

    /**
     * The default number of threads: one per available processor.
     *
     * @return {@code Runtime.getRuntime().availableProcessors()}
     */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * Plays a match.
     *
     * @param match the match
     * @param threads the number of threads, at least 1 (no more than the number of games are
     *     started)
     * @param listener told of each finished game, on the calling thread
     * @return the results, in game order
     * @throws IllegalArgumentException if {@code threads} is below 1
     * @throws RuntimeException whatever a game threw (the other games are then cancelled)
     * @throws IllegalStateException if the calling thread is interrupted (the games are cancelled)
     */
    public static MatchResult run(Match match, int threads, MatchListener listener) {
        Objects.requireNonNull(match, "match");
        Objects.requireNonNull(listener, "listener");
        if (threads < 1) {
            throw new IllegalArgumentException(threads + " threads, expected at least 1");
        }
        int total = match.games();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, total), daemonThreads());
        try {
            CompletionService<GameResult> done = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < total; i++) {
                int index = i;
                done.submit(() -> match.play(index));
            }
            GameResult[] results = new GameResult[total];
            for (int finished = 1; finished <= total; finished++) {
                GameResult result = done.take().get();
                results[result.index()] = result;
                listener.gameFinished(result, finished, total);
            }
            return new MatchResult(match, Arrays.asList(results));
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("a game of the match failed", cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the match was interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "match-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
