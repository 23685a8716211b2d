package io.abstractgames.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.FailingGameStore;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.InMemoryGameStore;
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

    @Test
    void aMoveTheStoreCannotKeepIsNotPlayed() {
        FailingGameStore store = new FailingGameStore();
        try (AiPool pool = new AiPool(1, 4); GameSessions sessions = new GameSessions(store, pool)) {
            GameSession session = sessions.create(GameSettings.local("breakthrough"));
            List<GameView> announced = new java.util.ArrayList<>();
            session.addListener((view, cause) -> announced.add(view));
            String before = session.view().position().toText();
            store.failAppends(e -> true);

            SessionException refused = assertThrows(SessionException.class, () -> session.play(Set.of(0, 1), 0, "e2-e3", null));

            assertEquals(ErrorCode.STORE_FAILED, refused.code());
            assertEquals(0, session.view().version());
            assertEquals(before, session.view().position().toText());
            assertTrue(announced.isEmpty(), "nothing was announced");
            assertEquals(List.of(), store.load(session.id()).orElseThrow().events());
            store.failAppends(e -> false);
            assertEquals(1, session.play(Set.of(0, 1), 0, "e2-e3", null).ply(), "the same move once the store is back");
        }
    }

    @Test
    void aGameTheStoreCannotKeepIsNotMade() {
        FailingGameStore store = new FailingGameStore();
        try (AiPool pool = new AiPool(1, 4); GameSessions sessions = new GameSessions(store, pool)) {
            store.failCreates(true);
            SessionException refused = assertThrows(SessionException.class, () -> sessions.create(GameSettings.local("konane")));
            assertEquals(ErrorCode.STORE_FAILED, refused.code());
            assertEquals(0, sessions.size());
            assertEquals(List.of(), store.ids());
        }
    }

    /** What a session tells a listener: states and failures, in order. */
    private static final class Heard implements SessionListener {
        final java.util.concurrent.LinkedBlockingQueue<Object> heard = new java.util.concurrent.LinkedBlockingQueue<>();

        @Override
        public void changed(GameView view, Cause cause) {
            heard.add(view);
        }

        @Override
        public void failed(SessionException error) {
            heard.add(error);
        }

        Object next() throws InterruptedException {
            Object next = heard.poll(180, java.util.concurrent.TimeUnit.SECONDS);
            if (next == null) {
                throw new AssertionError("the session told nothing within 180 s");
            }
            return next;
        }

        GameView nextState() throws InterruptedException {
            Object next = next();
            if (!(next instanceof GameView view)) {
                throw new AssertionError("expected a state, heard " + next);
            }
            return view;
        }
    }

    @Test
    void anAiMoveTheStoreCannotKeepEndsTheThinkingWithAnErrorAndTheAiTriesAgainAtTheNextRequest() throws InterruptedException {
        FailingGameStore store = new FailingGameStore();
        try (AiPool pool = new AiPool(1, 4); GameSessions sessions = new GameSessions(store, pool)) {
            GameSession session = sessions.create(GameSettings.againstAi("breakthrough", "beginner", 0));
            Heard heard = new Heard();
            session.addListener(heard);
            store.failAppends(e -> e instanceof GameEvent.Moved m && m.seat() == 1);

            assertEquals(Status.THINKING, session.play(Set.of(0), 0, "e2-e3", null).status());
            assertEquals(Status.THINKING, heard.nextState().status());
            Object failure = heard.next();
            assertTrue(failure instanceof SessionException e && e.code() == ErrorCode.STORE_FAILED, String.valueOf(failure));
            GameView waiting = heard.nextState();
            assertEquals(Status.PLAYING, waiting.status(), "no one thinks any more");
            assertEquals(1, waiting.ply());
            assertEquals(1, waiting.toMove());
            assertEquals(waiting, session.view());
            assertEquals(1, store.load(session.id()).orElseThrow().events().size(), "the human's move only");
            assertEquals(2, waiting.version(), "the end of the thinking is a change");
            assertEquals(2, store.load(session.id()).orElseThrow().version(), "stored before it was announced");

            store.failAppends(e -> false);
            session.tell(heard, null);
            assertEquals(Status.THINKING, heard.nextState().status(), "a reload lets the AI try again");
            GameView answered = heard.nextState();
            assertEquals(2, answered.ply());
            assertEquals(Status.PLAYING, answered.status());
            assertEquals(0, answered.toMove());
        }
    }

    @Test
    void whenTheStoreKeepsNoVersionEitherTheStateGoesOutWithTheVersionUnchanged() throws InterruptedException {
        FailingGameStore store = new FailingGameStore();
        try (AiPool pool = new AiPool(1, 4); GameSessions sessions = new GameSessions(store, pool)) {
            GameSession session = sessions.create(GameSettings.againstAi("breakthrough", "beginner", 0));
            Heard heard = new Heard();
            session.addListener(heard);
            store.failAppends(e -> e instanceof GameEvent.Moved m && m.seat() == 1);
            store.failVersions(true);

            assertEquals(1, session.play(Set.of(0), 0, "e2-e3", null).version());
            assertEquals(Status.THINKING, heard.nextState().status());
            assertTrue(heard.next() instanceof SessionException);
            GameView waiting = heard.nextState();
            assertEquals(Status.PLAYING, waiting.status());
            assertEquals(1, waiting.version(), "no version a restart would not give back");
            assertEquals(1, store.load(session.id()).orElseThrow().version());

            store.failAppends(e -> false);
            store.failVersions(false);
            session.tell(heard, null);
            assertEquals(2, heard.nextState().version(), "thinking again, stored");
            assertEquals(3, heard.nextState().version(), "the AI's move");
            assertEquals(3, store.load(session.id()).orElseThrow().version());
        }
    }

    @Test
    void anIdIsStoredOnce() {
        InMemoryGameStore store = new InMemoryGameStore();
        store.create("a", GameSettings.local("konane"));
        assertThrows(IllegalStateException.class, () -> store.create("a", GameSettings.local("bashni")));
        assertThrows(IllegalStateException.class, () -> store.append("b", new GameEvent.Restarted(), 1));
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
