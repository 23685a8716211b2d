package io.abstractgames.server.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.session.SessionListener;
import io.abstractgames.server.session.Status;
import io.abstractgames.server.store.FailingGameStore;
import io.abstractgames.server.store.GameEvent;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A change the stores cannot keep is refused with store_failed and changes nothing, the AI's moves included. */
class RoomStoreFailureTest {

    private static final long PATIENCE_SECONDS = 180;

    private final ManualTime time = new ManualTime();
    private final AiPool pool = new AiPool(1, 8);
    private final FailingGameStore games = new FailingGameStore();
    private final FailingRoomStore roomStore = new FailingRoomStore();
    private final GameSessions sessions = new GameSessions(games, pool);
    private final Rooms rooms = new Rooms(roomStore, sessions, time, time);

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    private static ErrorCode refusal(org.junit.jupiter.api.function.Executable request) {
        return assertThrows(SessionException.class, request).code();
    }

    private static GameView playFirst(Room room, int participant) {
        GameSession s = room.session();
        Position p = s.view().position();
        MoveList legal = new MoveList();
        p.generateMoves(legal);
        return room.play(participant, s.view().version(), p.moveText(legal.get(0)), null);
    }

    @Test
    void aRoomTheStoreCannotKeepIsNotMade() {
        roomStore.failWrites(true);
        assertEquals(ErrorCode.STORE_FAILED, refusal(() -> rooms.create("breakthrough", 2)));
        assertEquals(0, rooms.size());
    }

    @Test
    void anEntryAJoinOrALeaveTheStoreCannotKeepChangesNothing() {
        Room room = rooms.create("diamond", 3).room();
        Room.Entry b = room.enter(null);
        room.join(b.participant());
        RoomView before = room.view();

        roomStore.failWrites(true);
        assertEquals(ErrorCode.STORE_FAILED, refusal(() -> room.enter(null)));
        Room.Entry c = null;
        roomStore.failWrites(false);
        c = room.enter(null);
        assertEquals(2, c.participant(), "the refused entry took no number");

        roomStore.failWrites(true);
        Room.Entry last = c;
        assertEquals(ErrorCode.STORE_FAILED, refusal(() -> room.join(last.participant())));
        assertNull(room.session(), "the game did not start");
        assertEquals(before.seats(), room.view().seats());
        assertEquals(0, sessions.size());
        assertEquals(List.of(), games.ids(), "the game made for the start is gone from the store");

        roomStore.failWrites(false);
        assertEquals(2, room.join(c.participant()));
        room.connected(0);
        room.connected(1);
        room.connected(2);
        roomStore.failWrites(true);
        assertEquals(ErrorCode.STORE_FAILED, refusal(() -> room.leave(1, null)));
        assertEquals(1, room.seatOf(1), "who could not leave keeps the seat");
        assertEquals(SeatView.Holder.PERSON, room.view().seats().get(1).holder());
    }

    @Test
    void anAgainTheStoreCannotKeepLeavesTheSeatsAsTheyWere() {
        Room room = rooms.create("breakthrough", 2).room();
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        room.leave(0, null);
        games.failAppends(e -> e instanceof GameEvent.Restarted);
        List<RoomView> announced = new java.util.concurrent.CopyOnWriteArrayList<>();
        room.addListener((view, cause) -> announced.add(view));

        assertEquals(ErrorCode.STORE_FAILED, refusal(() -> room.again(1, null)));
        assertEquals(List.of(), announced, "no one heard of seats that were not stored");
        assertEquals(0, room.seatOf(0));
        assertEquals(1, room.seatOf(1));
        assertEquals(1, room.view().round());
        assertEquals(Status.OVER, room.session().view().status());

        games.failAppends(e -> false);
        room.again(1, null);
        assertEquals(1, room.seatOf(0));
        assertEquals(2, room.view().round());
    }

    /** What a session tells a listener: states and failures, in order. */
    private static final class Heard implements SessionListener {
        final LinkedBlockingQueue<Object> heard = new LinkedBlockingQueue<>();

        @Override
        public void changed(GameView view, Cause cause) {
            heard.add(view);
        }

        @Override
        public void failed(SessionException error) {
            heard.add(error);
        }

        Object until(java.util.function.Predicate<Object> wanted) throws InterruptedException {
            while (true) {
                Object next = heard.poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
                if (next == null) {
                    throw new AssertionError("the session told nothing within " + PATIENCE_SECONDS + " s");
                }
                if (wanted.test(next)) {
                    return next;
                }
            }
        }
    }

    @Test
    void anAiMoveTheStoreCannotKeepDoesNotLeaveTheRoomThinkingForever() throws InterruptedException {
        Room room = rooms.create("diamond", 3).room();
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        room.fillWithAi(0);
        Heard heard = new Heard();
        room.session().addListener(heard);
        games.failAppends(e -> e instanceof GameEvent.Moved m && m.seat() == 2);
        playFirst(room, 0);
        playFirst(room, 1);

        Object failure = heard.until(o -> o instanceof SessionException);
        assertEquals(ErrorCode.STORE_FAILED, ((SessionException) failure).code());
        GameView after = (GameView) heard.until(o -> o instanceof GameView);
        assertEquals(Status.PLAYING, after.status(), "no one is thinking");
        assertEquals(2, after.ply());
        assertEquals(2, after.toMove());
        assertEquals(after, room.session().view());
        assertEquals(ErrorCode.NOT_YOUR_TURN, refusal(() -> playFirst(room, 0)), "the seat to move is still the AI's");

        games.failAppends(e -> false);
        room.disconnected(1);
        room.connected(1);
        GameView moved = (GameView) heard.until(o -> o instanceof GameView v && v.ply() == 3);
        assertEquals(0, moved.toMove(), "the AI tried again when the room changed, and its move was kept");
        assertTrue(games.load(room.session().id()).orElseThrow().events().size() == 3);
    }

    @Test
    void theStateOfAGameWhoseMoveWasRefusedIsUnchanged() {
        Room room = rooms.create("konane", 2).room();
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        GameView before = room.session().view();
        games.failAppends(e -> true);
        assertEquals(ErrorCode.STORE_FAILED, refusal(() -> playFirst(room, 0)));
        assertEquals(before, room.session().view());
        assertEquals(Set.of(0, 1), room.session().humanSeats());
    }
}
