package io.abstractgames.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.InMemoryGameStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * No lost update in a game session: threads race to move, take back and restart one game on one
 * device, each with the version it saw; then the operations the session accepted are replayed in
 * one thread, in the order of the versions they made, on a fresh session, and both must end in the
 * same game, with the same stored events. Whatever the interleaving (a busy machine gives another
 * one), every accepted operation made exactly one version and no two the same, so the verdict does
 * not depend on timing.
 */
class GameSessionLostUpdateTest {

    private static final int THREADS = 4;
    private static final int ACCEPTED = 300;

    private final InMemoryGameStore store = new InMemoryGameStore();
    private final AiPool pool = new AiPool(1, 8);
    private final GameSessions sessions = new GameSessions(store, pool);

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    /** One accepted operation: a move (its text), an undo or a restart. */
    private record Op(String kind, String move) {}

    @Test
    void operationsRacingOnOneGameEndAsTheirReplayInOneThread() throws Exception {
        GameSession racing = sessions.create(GameSettings.local("konane"));
        Set<Integer> seats = racing.humanSeats();
        Map<Long, Op> accepted = new ConcurrentHashMap<>();
        AtomicInteger count = new AtomicInteger();
        CountDownLatch go = new CountDownLatch(1);
        List<Throwable> failures = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            Random random = new Random(t);
            Thread thread = new Thread(() -> {
                try {
                    go.await();
                    while (count.get() < ACCEPTED) {
                        GameView seen = racing.view();
                        int k = random.nextInt(10);
                        try {
                            GameView after;
                            Op op;
                            if (seen.status() == Status.OVER || k == 0) {
                                op = new Op("restart", null);
                                after = racing.restart(null);
                            } else if (k == 1 && seen.canUndo()) {
                                op = new Op("undo", null);
                                after = racing.undo(seats, seen.version(), null);
                            } else {
                                String move = randomMove(seen.position(), random);
                                op = new Op("move", move);
                                after = racing.play(seats, seen.version(), move, null);
                            }
                            if (accepted.putIfAbsent(after.version(), op) != null) {
                                throw new AssertionError("two operations made version " + after.version());
                            }
                            count.incrementAndGet();
                        } catch (SessionException refused) {
                            // Another thread changed the game first (stale) or the seen move no longer applies.
                        }
                    }
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                    count.set(ACCEPTED);
                }
            }, "racer-" + t);
            threads.add(thread);
            thread.start();
        }
        go.countDown();
        for (Thread thread : threads) {
            thread.join(TimeUnit.MINUTES.toMillis(3));
            assertTrue(!thread.isAlive(), thread.getName() + " did not finish");
        }
        assertTrue(failures.isEmpty(), () -> "a racer failed: " + failures);

        GameView end = racing.view();
        TreeMap<Long, Op> ordered = new TreeMap<>(accepted);
        assertEquals(end.version(), ordered.size(), "every accepted operation made one version, none was lost");
        assertEquals(1L, ordered.firstKey());
        assertEquals(end.version(), (long) ordered.lastKey());

        GameSession replay = sessions.create(GameSettings.local("konane"));
        Set<Integer> all = replay.humanSeats();
        for (Map.Entry<Long, Op> e : ordered.entrySet()) {
            long before = replay.view().version();
            GameView after = switch (e.getValue().kind()) {
                case "restart" -> replay.restart(null);
                case "undo" -> replay.undo(all, before, null);
                default -> replay.play(all, before, e.getValue().move(), null);
            };
            assertEquals(e.getKey(), after.version());
        }
        GameView replayed = replay.view();
        assertEquals(end.position().toText(), replayed.position().toText());
        assertEquals(end.ply(), replayed.ply());
        assertEquals(end.status(), replayed.status());
        List<GameEvent> raced = store.load(racing.id()).orElseThrow().events();
        List<GameEvent> oneThread = store.load(replay.id()).orElseThrow().events();
        assertEquals(oneThread, raced, "the store kept the same events, in the same order");
    }

    private static String randomMove(Position position, Random random) {
        MoveList legal = new MoveList();
        position.generateMoves(legal);
        return position.moveText(legal.get(random.nextInt(legal.size())));
    }
}
