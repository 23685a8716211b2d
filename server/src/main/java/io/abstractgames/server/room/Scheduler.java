package io.abstractgames.server.room;

import java.time.Duration;

/**
 * Runs a task after a delay: the rooms' timers (the 45 s hand-over, the expiries). Injected so a
 * test can drive time; a task must look at the clock to decide, never trust that its delay passed
 * exactly.
 */
public interface Scheduler {

    /**
     * Runs a task once after a delay, on some thread of the scheduler.
     *
     * @param delay how long to wait, not negative
     * @param task the task
     */
    void schedule(Duration delay, Runnable task);
}
