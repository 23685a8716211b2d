package io.abstractgames.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameRecord;
import io.abstractgames.server.store.GameStore;
import io.abstractgames.server.store.InMemoryGameStore;
import io.abstractgames.server.store.StoreException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class AiPoolAndStoreTest {

    /** Occupies the pool's only thread until the latch is counted down. */
    private static void block(AiPool pool, CountDownLatch release) {
        pool.submit(() -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    @Test
    void aFullQueueRefusesNewWorkForTheAiWithBusy() {
        CountDownLatch release = new CountDownLatch(1);
        try (AiPool pool = new AiPool(1, 1); GameSessions sessions = new GameSessions(new InMemoryGameStore(), pool)) {
            // The pool hands its first task straight to a new thread: the queue stays empty.
            block(pool, release);
            assertTrue(pool.hasRoom());
            sessions.create(GameSettings.againstAi("breakthrough", "beginner", 1));
            assertFalse(pool.hasRoom(), "the AI's first search waits in the queue");

            SessionException e = assertThrows(SessionException.class,
                    () -> sessions.create(GameSettings.againstAi("konane", "beginner", 1)));
            assertEquals(ErrorCode.BUSY, e.code());
            // A game that needs no AI now is still served.
            GameSession local = sessions.create(GameSettings.local("konane"));
            assertEquals(1, local.play(Set.of(0, 1), 0, "d4", null).ply());
            release.countDown();
        }
    }

    /** A store that keeps nothing: every append fails. */
    private static final class BrokenStore implements GameStore {
        final InMemoryGameStore inner = new InMemoryGameStore();

        @Override
        public void create(String id, GameSettings settings) {
            inner.create(id, settings);
        }

        @Override
        public void append(String id, GameEvent event) {
            throw new StoreException("game " + id + ": the disk is full", new java.io.IOException("no space left"));
        }

        @Override
        public Optional<GameRecord> load(String id) {
            return inner.load(id);
        }

        @Override
        public List<String> ids() {
            return inner.ids();
        }

        @Override
        public void remove(String id) {
            inner.remove(id);
        }
    }

    @Test
    void aMoveTheStoreCannotKeepIsNotPlayed() {
        try (AiPool pool = new AiPool(1, 4); GameSessions sessions = new GameSessions(new BrokenStore(), pool)) {
            GameSession session = sessions.create(GameSettings.local("breakthrough"));
            List<GameView> announced = new java.util.ArrayList<>();
            session.addListener((view, cause) -> announced.add(view));
            String before = session.view().position().toText();

            assertThrows(StoreException.class, () -> session.play(Set.of(0, 1), 0, "e2-e3", null));

            assertEquals(0, session.view().version());
            assertEquals(before, session.view().position().toText());
            assertTrue(announced.isEmpty(), "nothing was announced");
        }
    }

    @Test
    void anIdIsStoredOnce() {
        InMemoryGameStore store = new InMemoryGameStore();
        store.create("a", GameSettings.local("konane"));
        assertThrows(IllegalStateException.class, () -> store.create("a", GameSettings.local("bashni")));
        assertThrows(IllegalStateException.class, () -> store.append("b", new GameEvent.Restarted()));
        assertEquals(Optional.empty(), store.load("b"));
    }

    @Test
    void gameIdsAreUrlSafeAndUnguessable() {
        try (AiPool pool = new AiPool(1, 4); GameSessions sessions = new GameSessions(new InMemoryGameStore(), pool)) {
            String a = sessions.create(GameSettings.local("konane")).id();
            String b = sessions.create(GameSettings.local("konane")).id();
            assertTrue(a.matches("[A-Za-z0-9_-]{22}"), a);
            assertFalse(a.equals(b));
        }
    }
}
