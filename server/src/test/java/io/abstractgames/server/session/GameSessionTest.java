package io.abstractgames.server.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Move;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.InMemoryGameStore;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GameSessionTest {

    private static final long PATIENCE_SECONDS = 180;

    private static final String RED_START = "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9";
    /** Yellow walls Red in its start camp, so Red's only move is the pass. */
    private static final String YELLOW_WALL = "y:K6.9,6.4,6.5,6.6,6.7,6.8,7.3,7.4,7.5,7.6,7.7,7.8,7.9,8.2,9.1";

    private final InMemoryGameStore store = new InMemoryGameStore();
    private final AiPool pool = new AiPool(1, 8);
    private final GameSessions sessions = new GameSessions(store, pool);

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    /** Collects the views a session announces. */
    private static final class Views implements SessionListener {
        final LinkedBlockingQueue<GameView> views = new LinkedBlockingQueue<>();

        @Override
        public void changed(GameView view, Cause cause) {
            views.add(view);
        }

        /** The next view in which no AI is thinking. */
        GameView settled() throws InterruptedException {
            return until(v -> v.status() != Status.THINKING);
        }

        /** The next view that matches, dropping those before it. */
        GameView until(java.util.function.Predicate<GameView> wanted) throws InterruptedException {
            while (true) {
                GameView view = views.poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
                if (view == null) {
                    throw new AssertionError("the session announced nothing within " + PATIENCE_SECONDS + " s");
                }
                if (wanted.test(view)) {
                    return view;
                }
            }
        }
    }

    private GameSession create(GameSettings settings, Views views) {
        GameSession session = sessions.create(settings);
        session.addListener(views);
        return session;
    }

    private static Set<Integer> seat(int s) {
        return Set.of(s);
    }

    @Test
    void undoAgainstTheAiTakesBackTheAiReplyAndThePlayersMove() throws Exception {
        Views views = new Views();
        GameSession session = create(GameSettings.againstAi("breakthrough", "beginner", 0), views);
        String start = session.view().position().toText();
        session.play(seat(0), 0, "e2-e3", null);
        GameView replied = views.settled();
        assertEquals(2, replied.ply());
        assertTrue(replied.canUndo());

        GameView undone = session.undo(seat(0), replied.version(), null);

        assertEquals(0, undone.ply());
        assertEquals(start, undone.position().toText());
        assertEquals(Status.PLAYING, undone.status());
        assertFalse(undone.canUndo());
        assertEquals(List.of(new GameEvent.Moved(0, "e2-e3"), new GameEvent.Moved(1, replied.lastMoves().get(0).text()),
                new GameEvent.Undone(2)), store.load(session.id()).orElseThrow().events());
    }

    @Test
    void undoWhileTheAiThinksDropsItsMove() throws Exception {
        Views views = new Views();
        GameSession session = create(GameSettings.againstAi("breakthrough", "beginner", 0), views);
        // The pool's only thread is busy, so the AI's search waits in the queue during the undo.
        java.util.concurrent.CountDownLatch busy = new java.util.concurrent.CountDownLatch(1);
        pool.submit(() -> {
            try {
                busy.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        GameView thinking = session.play(seat(0), 0, "e2-e3", null);
        assertEquals(Status.THINKING, thinking.status());

        GameView undone = session.undo(seat(0), thinking.version(), null);
        busy.countDown();

        assertEquals(0, undone.ply());
        assertEquals(Status.PLAYING, undone.status());
        // A later move is answered as usual: the dropped search left nothing behind.
        session.play(seat(0), undone.version(), "a2-a3", null);
        GameView replied = views.until(v -> v.ply() == 2);
        List<GameEvent> events = store.load(session.id()).orElseThrow().events();
        assertEquals(List.of(new GameEvent.Moved(0, "e2-e3"), new GameEvent.Undone(1), new GameEvent.Moved(0, "a2-a3"),
                new GameEvent.Moved(1, replied.lastMoves().get(0).text())), events);
    }

    @Test
    void undoOnOneDeviceTakesBackOneMove() {
        GameSession session = create(GameSettings.local("konane"), new Views());
        GameView first = session.play(Set.of(0, 1), 0, "d4", null);
        GameView second = session.play(Set.of(0, 1), first.version(), "d5", null);
        assertEquals(2, second.ply());

        GameView undone = session.undo(Set.of(0, 1), second.version(), null);

        assertEquals(1, undone.ply());
        assertEquals(first.position().toText(), undone.position().toText());
    }

    @Test
    void breakthroughOnOneDeviceHasNoUndo() {
        GameSession session = create(GameSettings.local("breakthrough"), new Views());
        GameView moved = session.play(Set.of(0, 1), 0, "e2-e3", null);
        assertFalse(moved.canUndo());

        SessionException e = assertThrows(SessionException.class, () -> session.undo(Set.of(0, 1), moved.version(), null));

        assertEquals(ErrorCode.CANNOT_UNDO, e.code());
        assertEquals(moved.version(), session.view().version());
    }

    @Test
    void resignationWithTwoPlayersLetsTheOpponentWin() {
        GameSession session = create(GameSettings.local("bashni"), new Views());

        GameView resigned = session.resign(Set.of(0, 1), -1, null);

        assertEquals(Status.OVER, resigned.status());
        assertEquals(1, resigned.outcome().winner());
        assertEquals(EndReason.RESIGNATION, resigned.outcome().reason());
    }

    @Test
    void resignationWithThreePlayersOnATieGoesToThePlayerAfterTheResigner() {
        // At the start every player is equally far from home: the tie goes to the next in turn.
        GameSession redResigns = create(GameSettings.local("diamond3"), new Views());
        assertEquals(1, redResigns.resign(Set.of(0, 1, 2), 0, null).outcome().winner());
        GameSession yellowResigns = create(GameSettings.local("diamond3"), new Views());
        assertEquals(2, yellowResigns.resign(Set.of(0, 1, 2), 1, null).outcome().winner());
    }

    @Test
    void resignationWithThreePlayersGoesToTheRemainingPlayerNearerHome() {
        // Green has jumped one man to 9.8 (towards its target apex 5.1); Yellow has not moved.
        GameSession session = create(GameSettings.local("diamond3").from("3 r " + RED_START
                + " y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5"
                + " g:K13.13,9.8,10.9,10.10,11.9,11.10,11.11,12.9,12.10,12.11,12.12,13.9,13.10,13.11,13.12 3 0"), new Views());

        GameView resigned = session.resign(Set.of(0, 1, 2), 0, null);

        assertEquals(2, resigned.outcome().winner());
        assertEquals(EndReason.RESIGNATION, resigned.outcome().reason());
    }

    @Test
    void theAiResignsNothingAndThePlayerResignsOnlyTheirOwnSeat() {
        GameSession session = create(GameSettings.againstAi("diamond3", "beginner", 0), new Views());
        SessionException e = assertThrows(SessionException.class, () -> session.resign(seat(0), 1, null));
        assertEquals(ErrorCode.BAD_REQUEST, e.code());
        assertEquals(0, session.view().version());
    }

    @Test
    void aForcedPassIsTheOnlyMoveAndIsPlayed() {
        GameSession session = create(GameSettings.local("diamond").from("2 r " + RED_START + " " + YELLOW_WALL + " 40 0"), new Views());
        assertEquals(List.of("pass"), session.view().position().legalMoves().stream().map(Move::text).toList());

        GameView passed = session.play(Set.of(0, 1), 0, "pass", null);

        assertEquals(1, passed.position().sideToMove());
        assertEquals("pass", passed.lastMoves().get(0).text());
    }

    @Test
    void theAiPassesWhenItMust() throws Exception {
        Views views = new Views();
        create(GameSettings.againstAi("diamond", "beginner", 1).from("2 r " + RED_START + " " + YELLOW_WALL + " 40 0"), views);
        GameView passed = views.settled();
        assertEquals("pass", passed.lastMoves().get(0).text());
        assertEquals(0, passed.lastMoves().get(0).seat());
        assertEquals(Status.PLAYING, passed.status());
    }

    @Test
    void passingWhileOtherMovesExistIsIllegal() {
        GameSession session = create(GameSettings.local("diamond"), new Views());
        SessionException e = assertThrows(SessionException.class, () -> session.play(Set.of(0, 1), 0, "pass", null));
        assertEquals(ErrorCode.ILLEGAL_MOVE, e.code());
    }

    @Test
    void theEndShowsItsReason() {
        GameSession goal = create(GameSettings.local("breakthrough").from("7b/4w3/8/8/8/8/8/8 w"), new Views());
        assertEquals(EndReason.GOAL_REACHED, goal.play(Set.of(0, 1), 0, "e7-e8", null).outcome().reason());

        GameSession noPieces = create(GameSettings.local("breakthrough").from("8/8/8/3b4/4w3/8/8/8 w"), new Views());
        GameView taken = noPieces.play(Set.of(0, 1), 0, "e4xd5", null);
        assertEquals(EndReason.NO_PIECES, taken.outcome().reason());
        assertEquals(Status.OVER, taken.status());
        assertEquals(-1, taken.toMove());

        GameSession allPassed = create(GameSettings.local("diamond").from("2 r " + RED_START + " " + YELLOW_WALL + " 40 1"), new Views());
        GameView drawn = allPassed.play(Set.of(0, 1), 0, "pass", null);
        assertTrue(drawn.outcome().isDraw());
        assertEquals(EndReason.ALL_PASSED, drawn.outcome().reason());

        GameSession limit = create(GameSettings.local("bashni").from("w a1:W,h8:B 49 100"), new Views());
        GameView quiet = limit.play(Set.of(0, 1), 0, "a1-b2", null);
        assertEquals(io.abstractgames.bashni.BashniGame.QUIET_MOVE_LIMIT, quiet.outcome().reason());
    }

    @Test
    void aMoveAfterTheEndIsRefused() {
        GameSession session = create(GameSettings.local("breakthrough").from("7b/4w3/8/8/8/8/8/8 w"), new Views());
        GameView over = session.play(Set.of(0, 1), 0, "e7-e8", null);
        SessionException e = assertThrows(SessionException.class, () -> session.play(Set.of(0, 1), over.version(), "a1-a2", null));
        assertEquals(ErrorCode.GAME_OVER, e.code());
    }

    @Test
    void aStaleOrOutOfTurnOrIllegalMoveChangesNothing() {
        GameSession session = create(GameSettings.againstAi("konane", "beginner", 0), new Views());
        String before = session.view().position().toText();
        assertEquals(ErrorCode.STALE, assertThrows(SessionException.class, () -> session.play(seat(0), 3, "d5", null)).code());
        assertEquals(ErrorCode.NOT_YOUR_TURN, assertThrows(SessionException.class, () -> session.play(seat(1), 0, "d5", null)).code());
        assertEquals(ErrorCode.ILLEGAL_MOVE, assertThrows(SessionException.class, () -> session.play(seat(0), 0, "a2", null)).code());
        assertEquals(ErrorCode.ILLEGAL_MOVE, assertThrows(SessionException.class, () -> session.playCode(seat(0), 0, 12345L, null)).code());
        assertEquals(0, session.view().version());
        assertEquals(before, session.view().position().toText());
        assertTrue(store.load(session.id()).orElseThrow().events().isEmpty());
    }

    @Test
    void restartKeepsTheSettingsAndTheStartPosition() throws Exception {
        String start = "7b/4w3/8/8/8/8/8/8 w";
        GameSession session = create(GameSettings.local("breakthrough").from(start), new Views());
        GameView over = session.play(Set.of(0, 1), 0, "e7-e8", null);

        GameView again = session.restart(null);

        assertEquals(start, again.position().toText());
        assertEquals(Status.PLAYING, again.status());
        assertNotEquals(over.version(), again.version());
    }

    @Test
    void theAiMovesFirstWhenThePlayerTakesTheSecondSeat() throws Exception {
        Views views = new Views();
        GameSession session = create(GameSettings.againstAi("bashni", "beginner", 1), views);
        GameView replied = views.settled();
        assertEquals(1, replied.ply());
        assertEquals(0, replied.lastMoves().get(0).seat());
        assertEquals(Set.of(1), session.humanSeats());
    }

    @Test
    void aStoredGameIsRebuiltFromItsEvents() {
        GameSession session = create(GameSettings.local("konane"), new Views());
        GameView a = session.play(Set.of(0, 1), 0, "d4", null);
        GameView b = session.play(Set.of(0, 1), a.version(), "d5", null);
        GameView c = session.undo(Set.of(0, 1), b.version(), null);
        GameView d = session.play(Set.of(0, 1), c.version(), "e4", null);

        GameSessions restarted = new GameSessions(store, pool);
        GameView rebuilt = restarted.get(session.id()).view();

        assertEquals(d.version(), rebuilt.version());
        assertEquals(d.position().toText(), rebuilt.position().toText());
        assertEquals(d.ply(), rebuilt.ply());
        restarted.close();
    }

    @Test
    void badSettingsAreRefusedWithTheirCode() {
        assertEquals(ErrorCode.UNKNOWN_GAME, assertThrows(SessionException.class,
                () -> sessions.create(GameSettings.local("chess"))).code());
        assertEquals(ErrorCode.UNKNOWN_LEVEL, assertThrows(SessionException.class,
                () -> sessions.create(GameSettings.againstAi("konane", "grandmaster", 0))).code());
        assertEquals(ErrorCode.BAD_REQUEST, assertThrows(SessionException.class,
                () -> sessions.create(GameSettings.againstAi("konane", "beginner", 2))).code());
        assertEquals(ErrorCode.BAD_POSITION, assertThrows(SessionException.class,
                () -> sessions.create(GameSettings.local("konane").from("not a position"))).code());
        assertEquals(ErrorCode.BAD_POSITION, assertThrows(SessionException.class,
                () -> sessions.create(GameSettings.local("breakthrough").from("4w3/8/8/8/8/8/8/b7 b"))).code());
        assertEquals(0, sessions.size());
    }

    @Test
    void releaseLetsAGameWithoutListenersLeaveMemoryButKeepsRoomGamesAndWatchedOnes() {
        Views one = new Views();
        Views two = new Views();
        GameSession local = create(GameSettings.local("konane"), one);
        local.addListener(two);
        GameSession room = sessions.create(GameSettings.room("konane", "intermediate"));
        local.removeListener(one);
        sessions.release(local);
        assertEquals(2, sessions.size(), "a listener is left");
        local.removeListener(two);
        sessions.release(local);
        sessions.release(room);
        assertEquals(1, sessions.size(), "the room's game stays: its room holds it");
        assertEquals(room, sessions.get(room.id()));
        assertTrue(local.isClosed());
        assertEquals(2, store.ids().size());
    }

    @Test
    void attachRebuildsAGameThatLeftMemoryJustBefore() throws InterruptedException {
        GameSession gone = sessions.create(GameSettings.local("konane"));
        gone.play(Set.of(0, 1), 0, "d4", null);
        // Closed, as release does first, and not yet out of the registry.
        assertTrue(gone.closeIfUnattended());
        Views views = new Views();
        GameSession back = sessions.attach(gone.id(), s -> { }, views, null);
        assertNotEquals(gone, back);
        assertEquals(1, views.until(v -> true).ply());
        assertEquals(1, back.view().version());
        assertEquals(back, sessions.get(gone.id()));
        assertEquals(1, sessions.size());
    }
}
