package io.abstractgames.server.room;

import io.abstractgames.server.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A clock and a scheduler driven by the test: a {@link ManualClock} whose {@link #advance} also
 * runs the tasks that fall due on the way.
 */
final class ManualTime extends ManualClock implements Scheduler {

    private record Task(Instant due, long order, Runnable task) {}

    private final List<Task> tasks = new ArrayList<>();
    private long order;

    @Override
    public synchronized void schedule(Duration delay, Runnable task) {
        tasks.add(new Task(instant().plus(delay), order++, task));
    }

    /** Drops every pending task, as the end of a process drops its timers (a restart in a test). */
    synchronized void dropTasks() {
        tasks.clear();
    }

    /** Moves time on, running every task that falls due on the way, in order, at its due time. */
    @Override
    public void advance(Duration by) {
        Instant end;
        synchronized (this) {
            end = instant().plus(by);
        }
        while (true) {
            Task next;
            synchronized (this) {
                next = tasks.stream().filter(t -> !t.due().isAfter(end))
                        .min(Comparator.comparing(Task::due).thenComparingLong(Task::order)).orElse(null);
                if (next == null) {
                    moveTo(end);
                    return;
                }
                tasks.remove(next);
                if (next.due().isAfter(instant())) {
                    moveTo(next.due());
                }
            }
            next.task().run();
        }
    }
}
