package io.abstractgames.server.owner;

import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The lock of one owner (a game session, a room, a ladder run): every change of the owner's state
 * is made while it is held, by one thread at a time. Reentrant. Its {@link Rank} places it in the
 * server's one acquisition order; with assertions on, {@link #lock()} fails with an
 * {@link AssertionError} when the calling thread holds a lock of the same or a later rank other
 * than this one ({@link LockOrder}), before it could wait for it.
 */
public final class OwnerLock {

    private final ReentrantLock lock = new ReentrantLock();
    private final Rank rank;
    private final String name;

    /**
     * Creates the lock of one owner.
     *
     * @param rank its place in the acquisition order
     * @param name the owner, for the message of an out-of-order acquisition (e.g. {@code "room X"})
     */
    public OwnerLock(Rank rank, String name) {
        this.rank = Objects.requireNonNull(rank, "rank");
        this.name = Objects.requireNonNull(name, "name");
    }

    /**
     * Its place in the order.
     *
     * @return the rank
     */
    public Rank rank() {
        return rank;
    }

    /**
     * Takes the lock, waiting for it.
     *
     * @throws AssertionError with assertions on, when the thread holds another lock of this rank
     *     or a later one
     */
    public void lock() {
        assert LockOrder.mayTake(this);
        lock.lock();
        assert LockOrder.took(this);
    }

    /** Releases the lock once. */
    public void unlock() {
        lock.unlock();
        assert LockOrder.released(this);
    }

    /**
     * Runs {@code body} holding the lock.
     *
     * @param body what to run
     * @throws AssertionError with assertions on, as {@link #lock()}
     */
    public void run(Runnable body) {
        lock();
        try {
            body.run();
        } finally {
            unlock();
        }
    }

    /**
     * Computes {@code body} holding the lock.
     *
     * @param <T> the result's type
     * @param body what to compute
     * @return its result
     * @throws AssertionError with assertions on, as {@link #lock()}
     */
    public <T> T call(java.util.function.Supplier<T> body) {
        lock();
        try {
            return body.get();
        } finally {
            unlock();
        }
    }

    /**
     * Whether the calling thread holds the lock: for assertions that an owner's state is touched only
     * under its lock.
     *
     * @return true when held by this thread
     */
    public boolean isHeldByCurrentThread() {
        return lock.isHeldByCurrentThread();
    }

    /**
     * The first out-of-order acquisition seen in this JVM with assertions on, also one whose
     * {@link AssertionError} some caller caught: for tests that check a whole run.
     *
     * @return its description, or empty when there was none (always empty without assertions)
     */
    public static java.util.Optional<String> firstOrderViolation() {
        return java.util.Optional.ofNullable(LockOrder.firstViolation());
    }

    @Override
    public String toString() {
        return name + " (" + rank + ")";
    }
}
