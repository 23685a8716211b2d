package io.abstractgames.server.room;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The server's {@link Scheduler}: one daemon thread of a {@link ScheduledExecutorService}. */
public final class ExecutorScheduler implements Scheduler, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ExecutorScheduler.class);

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "room-timers");
        t.setDaemon(true);
        return t;
    });

    /** Creates the scheduler and its thread. */
    public ExecutorScheduler() {
        // The thread starts with the first task.
    }

    @Override
    public void schedule(Duration delay, Runnable task) {
        executor.schedule(() -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                LOG.error("a room timer failed", e);
            }
        }, delay.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Drops the pending timers and stops the thread. */
    @Override
    public void close() {
        executor.shutdownNow();
    }
}
