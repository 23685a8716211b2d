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
import io.abstractgames.server.session.AiPoolGate;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.session.SessionListener;
import io.abstractgames.server.session.Status;
import io.abstractgames.server.store.InMemoryGameStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Rooms across a restart: a new registry on the same stores resumes every room where it was, with
 * everyone disconnected from the restart on (the stores in memory stand for the data folder).
 */
class RoomRestartTest {

    private static final long PATIENCE_SECONDS = 180;

    private final ManualTime time = new ManualTime();
    private final AiPool pool = new AiPool(1, 8);
    private final InMemoryGameStore games = new InMemoryGameStore();
    private final InMemoryRoomStore roomStore = new InMemoryRoomStore();
    private final List<GameSessions> servers = new ArrayList<>();
    private GameSessions sessions = sessions();
    private Rooms rooms = new Rooms(roomStore, sessions, time, time);

    private GameSessions sessions() {
        GameSessions s = new GameSessions(games, pool);
        servers.add(s);
        return s;
    }

    @AfterEach
    void close() {
        servers.forEach(GameSessions::close);
        pool.close();
    }

    /** The server stops (its games and timers gone from memory) and starts again on the same stores. */
    private int restart() {
        sessions.close();
        time.dropTasks();
        sessions = sessions();
        rooms = new Rooms(roomStore, sessions, time, time);
        return rooms.restore();
    }

    /** Collects the views a session announces. */
    private static final class Views implements SessionListener {
        final LinkedBlockingQueue<GameView> views = new LinkedBlockingQueue<>();

        @Override
        public void changed(GameView view, Cause cause) {
            views.add(view);
        }

        GameView until(Predicate<GameView> wanted) throws InterruptedException {
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

    private static GameView playFirst(Room room, int participant) {
        GameSession s = room.session();
        Position p = s.view().position();
        MoveList legal = new MoveList();
        p.generateMoves(legal);
        return room.play(participant, s.view().version(), p.moveText(legal.get(0)), null);
    }

    private static ErrorCode refusal(org.junit.jupiter.api.function.Executable request) {
        return assertThrows(SessionException.class, request).code();
    }

    @Test
    void aRestartResumesEveryRoomWhereItWas() {
        Rooms.Created playing = rooms.create("breakthrough", 2);
        Room.Entry friend = playing.room().enter(null);
        playing.room().join(friend.participant());
        playing.room().connected(0);
        playing.room().connected(1);
        playFirst(playing.room(), 0);
        playFirst(playing.room(), 1);
        playFirst(playing.room(), 0);
        GameView before = playing.room().session().view();
        Room.Entry watcher = playing.room().enter(null);

        Rooms.Created waiting = rooms.create("diamond", 3);
        Room.Entry second = waiting.room().enter(null);
        waiting.room().join(second.participant());

        Rooms.Created again = rooms.create("diamond", 3);
        Room.Entry other = again.room().enter(null);
        again.room().join(other.participant());
        again.room().connected(0);
        again.room().fillWithAi(0);
        again.room().session().resign(Set.of(0), 0, null);
        again.room().again(0, null);
        List<SeatView> seatsBefore = again.room().view().seats();

        assertEquals(3, restart());

        Room p = rooms.get(playing.room().id());
        assertEquals(before.position(), p.session().view().position());
        assertEquals(before.version(), p.session().view().version());
        assertEquals(3, p.session().view().ply());
        assertEquals(1, p.view().round());
        assertEquals(1, p.view().spectators());
        assertEquals(friend.participant(), p.enter(friend.token()).participant(), "the token returns the friend");
        assertEquals(watcher.participant(), p.enter(watcher.token()).participant());
        assertEquals(1, p.seatOf(friend.participant()));
        assertEquals(-1, p.seatOf(watcher.participant()));
        assertEquals(ErrorCode.UNKNOWN_TOKEN, refusal(() -> p.enter(waiting.creator().token())), "another room's token");
        assertTrue(p.view().seats().stream().noneMatch(SeatView::connected), "everyone is disconnected after a restart");

        Room w = rooms.get(waiting.room().id());
        assertNull(w.session());
        assertEquals(List.of(SeatView.Holder.PERSON, SeatView.Holder.PERSON, SeatView.Holder.EMPTY),
                w.view().seats().stream().map(SeatView::holder).toList());
        Room.Entry third = w.enter(null);
        assertEquals(2, w.join(third.participant()), "the last seat is still free");
        assertTrue(w.view().started());

        Room a = rooms.get(again.room().id());
        assertEquals(2, a.view().round());
        assertEquals(seatsBefore.stream().map(SeatView::holder).toList(), a.view().seats().stream().map(SeatView::holder).toList());
        assertEquals(seatsBefore.stream().map(SeatView::participant).toList(), a.view().seats().stream().map(SeatView::participant).toList());
        assertEquals(List.of(SeatView.Holder.AI, SeatView.Holder.PERSON, SeatView.Holder.PERSON),
                a.view().seats().stream().map(SeatView::holder).toList(), "the AI moved on from seat 2 to seat 0");
    }

    @Test
    void afterARestartTheHandOverClockRunsFromTheRestart() throws InterruptedException {
        Room room = rooms.create("breakthrough", 2).room();
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        playFirst(room, 0);
        time.advance(Duration.ofMinutes(10));

        restart();
        Room back = rooms.get(room.id());
        Views views = new Views();
        back.session().addListener(views);
        time.advance(Duration.ofSeconds(10));
        back.connected(0);
        time.advance(Duration.ofSeconds(34));
        assertEquals(Status.PLAYING, back.session().view().status(), "44 s after the restart the seat is still the friend's");
        assertTrue(views.views.stream().allMatch(v -> v.ply() == 1));
        time.advance(Duration.ofSeconds(1));
        assertTrue(back.view().seats().get(1).aiPlaying(), "45 s after the restart the AI plays the absent friend's turn");
        assertEquals(0, views.until(v -> v.ply() == 2).toMove());
    }

    @Test
    void theVersionRaisedWhenSeatsPassBetweenAPersonAndTheAiIsThereAfterARestart() {
        Room room = rooms.create("diamond", 3).room();
        room.connected(0);
        room.fillWithAi(0);
        try (AiPoolGate gate = AiPoolGate.close(pool)) {
            playFirst(room, 0);
            assertEquals(Status.THINKING, room.session().view().status());
            room.disconnected(0);
            assertEquals(Status.PLAYING, room.session().view().status(), "no one seated is here: the AI waits");
            room.connected(0);
            room.disconnected(0);
            room.connected(0);
            GameView before = room.session().view();
            assertEquals(Status.THINKING, before.status());
            assertEquals(1, before.ply());
            assertEquals(5, before.version(), "one move and four changes of who thinks");

            restart();
            GameView after = rooms.get(room.id()).session().view();
            assertEquals(1, after.ply());
            assertEquals(before.version(), after.version(), "the version every page holds, not one per stored move");
        }
    }

    @Test
    void afterARestartTheExpiryClockRunsFromTheRestartAndTheExpiredRoomLeavesTheStores() {
        Room room = rooms.create("konane", 2).room();
        room.join(room.enter(null).participant());
        room.connected(0);
        time.advance(Duration.ofMinutes(20));

        restart();
        time.advance(Duration.ofMinutes(29));
        assertEquals(room.id(), rooms.get(room.id()).id());
        time.advance(Duration.ofMinutes(1));
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> rooms.get(room.id())));
        assertEquals(List.of(), roomStore.all());
        assertEquals(List.of(), games.ids(), "the room's game is gone from the store too");
        assertEquals(0, restart());
    }

    @Test
    void aRoomMadeMoreThan24HoursBeforeTheRestartIsRemovedAtTheRestart() {
        Room old = rooms.create("breakthrough", 2).room();
        old.join(old.enter(null).participant());
        old.connected(0);
        time.advance(Duration.ofHours(12));
        Room young = rooms.create("breakthrough", 2).room();
        young.connected(0);
        time.dropTasks();
        time.advance(Duration.ofHours(12));

        assertEquals(1, restart());
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> rooms.get(old.id())));
        assertEquals(List.of(young.id()), roomStore.all().stream().map(RoomRecord::id).toList());
        assertEquals(List.of(), games.ids());
        time.advance(Duration.ofHours(12));
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> rooms.get(young.id())), "30 minutes after the restart, no one having come back");
    }
}
