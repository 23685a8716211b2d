package io.abstractgames.server.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.InMemoryGameStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * No lost update in a room: participants race to join a three-seat room and connect and disconnect
 * many times at once; then the same operations are made in one thread on a fresh room (the joins
 * in the order of the seats they took) and both rooms must be the same. The verdict does not depend
 * on which thread wins: only on every accepted change being kept.
 */
class RoomLostUpdateTest {

    private static final int VISITORS = 6;
    private static final int CHURN = 200;

    private final ManualTime time = new ManualTime();
    private final AiPool pool = new AiPool(1, 8);
    private final GameSessions sessions = new GameSessions(new InMemoryGameStore(), pool);
    private final Rooms rooms = new Rooms(new InMemoryRoomStore(), sessions, time, time);

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    /** Runs the bodies on threads of their own, started together; fails with the first failure. */
    private static void race(List<Runnable> bodies) throws InterruptedException {
        CountDownLatch go = new CountDownLatch(1);
        List<Throwable> failures = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (Runnable body : bodies) {
            Thread thread = new Thread(() -> {
                try {
                    go.await();
                    body.run();
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            threads.add(thread);
            thread.start();
        }
        go.countDown();
        for (Thread thread : threads) {
            thread.join(TimeUnit.MINUTES.toMillis(3));
            assertTrue(!thread.isAlive(), "a racing thread did not finish");
        }
        assertTrue(failures.isEmpty(), () -> "a racing thread failed: " + failures);
    }

    @Test
    void joinsAndConnectionsRacingOnOneRoomEndAsTheirReplayInOneThread() throws Exception {
        Room racing = rooms.create("diamond", 3).room();
        racing.connected(0);
        List<Integer> visitors = new ArrayList<>();
        for (int i = 0; i < VISITORS; i++) {
            visitors.add(racing.enter(null).participant());
        }
        Map<Integer, Integer> seatOf = new ConcurrentHashMap<>();
        List<Runnable> bodies = new ArrayList<>();
        for (int p : visitors) {
            bodies.add(() -> {
                for (int i = 0; i < CHURN; i++) {
                    racing.connected(p);
                }
                int seat = racing.join(p, null);
                if (seat >= 0) {
                    seatOf.put(seat, p);
                }
                for (int i = 0; i < CHURN - 1; i++) {
                    racing.disconnected(p);
                }
            });
        }
        race(bodies);

        RoomView raced = racing.view();
        assertEquals(2, seatOf.size(), "exactly the two free seats were taken: " + seatOf);
        assertTrue(raced.started());
        for (int p : visitors) {
            int expected = seatOf.containsValue(p) ? seatOf.entrySet().stream().filter(e -> e.getValue() == p).findFirst()
                    .orElseThrow().getKey() : -1;
            assertEquals(expected, racing.seatOf(p), "participant " + p);
        }

        Room replay = rooms.create("diamond", 3).room();
        replay.connected(0);
        for (int i = 0; i < VISITORS; i++) {
            replay.enter(null);
        }
        for (int p : visitors) {
            for (int i = 0; i < CHURN; i++) {
                replay.connected(p);
            }
        }
        for (int p : new TreeMap<>(seatOf).values()) {
            replay.join(p, null);
        }
        for (int p : visitors) {
            replay.join(p, null);
            for (int i = 0; i < CHURN - 1; i++) {
                replay.disconnected(p);
            }
        }
        RoomView replayed = replay.view();
        assertEquals(replayed.seats(), raced.seats(), "the same holders, connections and AI seats");
        assertEquals(replayed.spectators(), raced.spectators());
        assertEquals(replayed.round(), raced.round());
        assertEquals(replayed.started(), raced.started());
    }
}
