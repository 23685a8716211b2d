package io.abstractgames.server.room;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A clock and a scheduler driven by the test: time moves only in {@link #advance}. */
final class ManualTime extends Clock implements Scheduler {

    private record Task(Instant due, long order, Runnable task) {}

    private Instant now = Instant.parse("2026-01-01T12:00:00Z");
    private final List<Task> tasks = new ArrayList<>();
    private long order;

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    @Override
    public synchronized void schedule(Duration delay, Runnable task) {
        tasks.add(new Task(now.plus(delay), order++, task));
    }

    /** Drops every pending task, as the end of a process drops its timers (a restart in a test). */
    synchronized void dropTasks() {
        tasks.clear();
    }

    /** Moves time on, running every task that falls due on the way, in order, at its due time. */
    void advance(Duration by) {
        Instant end;
        synchronized (this) {
            end = now.plus(by);
        }
        while (true) {
            Task next;
            synchronized (this) {
                next = tasks.stream().filter(t -> !t.due().isAfter(end))
                        .min(Comparator.comparing(Task::due).thenComparingLong(Task::order)).orElse(null);
                if (next == null) {
                    now = end;
                    return;
                }
                tasks.remove(next);
                if (next.due().isAfter(now)) {
                    now = next.due();
                }
            }
            next.task().run();
        }
    }
}
