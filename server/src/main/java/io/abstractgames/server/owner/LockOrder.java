package io.abstractgames.server.owner;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The guard of the acquisition order, run by {@link OwnerLock} only under {@code assert} (so it
 * costs nothing without {@code -ea}): per thread, the owner locks it holds, in the order taken. A
 * lock may be taken when every lock held is of an earlier {@link Rank}, or is this lock itself (a
 * reentrant acquisition never waits). Anything else could deadlock against a thread that takes the
 * two in the documented order, whether or not it happens to now: it fails at once.
 */
final class LockOrder {

    private static final ThreadLocal<List<OwnerLock>> HELD = ThreadLocal.withInitial(ArrayList::new);
    private static final AtomicReference<String> FIRST_VIOLATION = new AtomicReference<>();

    private LockOrder() {
    }

    /** Checks that the thread may take {@code lock} now; true, or an {@link AssertionError}. */
    static boolean mayTake(OwnerLock lock) {
        List<OwnerLock> held = HELD.get();
        if (held.contains(lock)) {
            return true;
        }
        for (OwnerLock h : held) {
            if (h.rank().compareTo(lock.rank()) >= 0) {
                String message = "lock order: " + Thread.currentThread().getName() + " takes " + lock + " while it holds " + h
                        + "; the order is " + List.of(Rank.values());
                FIRST_VIOLATION.compareAndSet(null, message);
                throw new AssertionError(message);
            }
        }
        return true;
    }

    /** Notes that the thread holds {@code lock} (once more); true. */
    static boolean took(OwnerLock lock) {
        HELD.get().add(lock);
        return true;
    }

    /** Notes that the thread released {@code lock} once; true. */
    static boolean released(OwnerLock lock) {
        List<OwnerLock> held = HELD.get();
        held.remove(held.lastIndexOf(lock));
        if (held.isEmpty()) {
            HELD.remove();
        }
        return true;
    }

    /**
     * The first out-of-order acquisition seen in this JVM, also one whose {@link AssertionError} a
     * caller swallowed.
     *
     * @return its message, or {@code null} when there was none
     */
    static String firstViolation() {
        return FIRST_VIOLATION.get();
    }
}
