package io.abstractgames.server.session;

import java.util.concurrent.CountDownLatch;

/**
 * Holds back the AI of a one-thread {@link AiPool} (for tests in other packages): while the gate is
 * closed its task occupies the pool's only thread, so every search waits in the queue until
 * {@link #open()}.
 */
public final class AiPoolGate implements AutoCloseable {

    private final CountDownLatch release = new CountDownLatch(1);

    private AiPoolGate() {}

    /**
     * Closes a gate on a pool: the next searches wait until it opens.
     *
     * @param pool a pool of one thread with no search running
     * @return the closed gate
     */
    public static AiPoolGate close(AiPool pool) {
        AiPoolGate gate = new AiPoolGate();
        pool.submit(() -> {
            try {
                gate.release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        return gate;
    }

    /** Lets the waiting searches run. */
    public void open() {
        release.countDown();
    }

    /** Opens the gate (a test that ends early never leaves the pool's thread stuck). */
    @Override
    public void close() {
        open();
    }
}
