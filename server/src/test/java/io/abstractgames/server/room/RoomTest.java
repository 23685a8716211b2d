package io.abstractgames.server.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import io.abstractgames.server.store.InMemoryGameStore;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RoomTest {

    private static final long PATIENCE_SECONDS = 180;

    private final ManualTime time = new ManualTime();
    private final AiPool pool = new AiPool(1, 8);
    private final GameSessions sessions = new GameSessions(new InMemoryGameStore(), pool);
    private final Rooms rooms = new Rooms(new InMemoryRoomStore(), sessions, time, time);

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

    private static ErrorCode refusal(org.junit.jupiter.api.function.Executable request) {
        return assertThrows(SessionException.class, request).code();
    }

    /** The first legal move's text in the session's position. */
    private static String firstMove(GameSession session) {
        Position p = session.view().position();
        MoveList legal = new MoveList();
        p.generateMoves(legal);
        return p.moveText(legal.get(0));
    }

    private static GameView playFirst(Room room, int participant) {
        GameSession s = room.session();
        return room.play(participant, s.view().version(), firstMove(s), null);
    }

    /** A started two-player Breakthrough room: creator (participant 0, seat 0) and a friend (1, seat 1), both connected. */
    private Room twoPlayers() {
        Room room = rooms.create("breakthrough", 2).room();
        Room.Entry friend = room.enter(null);
        assertEquals(1, room.join(friend.participant()));
        room.connected(0);
        room.connected(1);
        return room;
    }

    @Test
    void theCreatorTakesTheFirstSeatOfARoomWithAnUnguessableId() {
        Rooms.Created created = rooms.create("diamond", 3);
        Room room = created.room();
        assertEquals("diamond3", room.game().id());
        assertTrue(room.id().matches("[A-Za-z0-9_-]{22}"), room.id());
        assertTrue(created.creator().token().matches("[A-Za-z0-9_-]{43}"), created.creator().token());
        assertEquals(0, created.creator().participant());
        assertEquals(0, room.seatOf(0));
        assertNotEquals(room.id(), rooms.create("diamond", 3).room().id());
        assertEquals(ErrorCode.BAD_REQUEST, refusal(() -> rooms.create("breakthrough", 3)));
        assertEquals(ErrorCode.UNKNOWN_GAME, refusal(() -> rooms.create("chess", 2)));
    }

    @Test
    void joinTakesTheNextFreeSeatInTurnOrderAndTheLastSeatStartsTheGame() {
        Room room = rooms.create("diamond", 3).room();
        int b = room.enter(null).participant();
        int c = room.enter(null).participant();
        assertEquals(ErrorCode.NOT_STARTED, refusal(() -> room.play(0, 0, "pass", null)));
        assertEquals(1, room.join(b));
        assertNull(room.session());
        assertEquals(1, room.join(b), "joining twice keeps the seat");
        assertEquals(2, room.join(c));
        assertTrue(room.view().started());
        assertEquals(Set.of(0, 1, 2), room.session().view().humanSeats());
    }

    @Test
    void everyoneElseIsASpectatorWhoSeesTheGameAndCannotMove() {
        Room room = twoPlayers();
        int watcher = room.enter(null).participant();
        assertEquals(-1, room.join(watcher));
        assertEquals(1, room.view().spectators());
        assertEquals(ErrorCode.NOT_SEATED, refusal(() -> playFirst(room, watcher)));
        assertEquals(ErrorCode.NOT_SEATED, refusal(() -> room.leave(watcher, null)));
        assertEquals(0, room.session().view().ply());
    }

    @Test
    void aTokenReturnsItsPersonAndNoOneElse() {
        Rooms.Created first = rooms.create("breakthrough", 2);
        Rooms.Created other = rooms.create("breakthrough", 2);
        Room room = first.room();
        Room.Entry friend = room.enter(null);
        room.join(friend.participant());
        room.connected(0);

        Room.Entry back = room.enter(friend.token());
        assertEquals(friend.participant(), back.participant());
        assertNull(back.token(), "a returning person gets no new token");
        assertEquals(ErrorCode.UNKNOWN_TOKEN, refusal(() -> room.enter(other.creator().token())), "another room's token");
        assertEquals(ErrorCode.UNKNOWN_TOKEN, refusal(() -> room.enter("not-a-token")));
        assertEquals(ErrorCode.NOT_YOUR_TURN, refusal(() -> playFirst(room, friend.participant())), "the friend cannot move for seat 0");
        assertEquals(0, room.session().view().ply());
    }

    @Test
    void twoTabsWithTheSameTokenAreTheSamePersonAndEitherMayMove() {
        Rooms.Created created = rooms.create("breakthrough", 2);
        Room room = created.room();
        room.join(room.enter(null).participant());
        int tab1 = room.enter(created.creator().token()).participant();
        int tab2 = room.enter(created.creator().token()).participant();
        room.connected(tab1);
        room.connected(tab2);
        assertEquals(tab1, tab2);
        playFirst(room, tab2);
        assertEquals(1, room.session().view().ply());
        room.disconnected(tab1);
        assertTrue(room.view().seats().get(0).connected(), "the other tab is still there");
    }

    @Test
    void theCreatorFillsTheEmptySeatsWithTheAiAndLaterComersWatch() throws InterruptedException {
        Room room = rooms.create("diamond", 3).room();
        int b = room.enter(null).participant();
        room.join(b);
        room.connected(0);
        assertEquals(ErrorCode.NOT_CREATOR, refusal(() -> room.fillWithAi(b)));
        room.fillWithAi(0);
        assertEquals(List.of(SeatView.Holder.PERSON, SeatView.Holder.PERSON, SeatView.Holder.AI),
                room.view().seats().stream().map(SeatView::holder).toList());
        assertEquals(ErrorCode.ROOM_STARTED, refusal(() -> room.fillWithAi(0)));
        int late = room.enter(null).participant();
        assertEquals(-1, room.join(late));

        Views views = new Views();
        room.session().addListener(views);
        playFirst(room, 0);
        room.connected(b);
        playFirst(room, b);
        GameView afterAi = views.until(v -> v.ply() == 3);
        assertEquals(0, afterAi.toMove());
    }

    @Test
    void withThreePlayersLeavingHandsTheSeatToTheAi() throws InterruptedException {
        Room room = rooms.create("diamond", 3).room();
        room.join(room.enter(null).participant());
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        room.connected(2);
        Views views = new Views();
        room.session().addListener(views);
        playFirst(room, 0);
        room.leave(1, null);
        assertEquals(SeatView.Holder.AI, room.view().seats().get(1).holder());
        assertEquals(-1, room.seatOf(1), "who left watches");
        assertEquals(2, views.until(v -> v.ply() == 2).toMove());
        assertEquals(ErrorCode.NOT_SEATED, refusal(() -> playFirst(room, 1)));
    }

    @Test
    void withTwoPlayersLeavingResigns() {
        Room room = twoPlayers();
        room.leave(1, null);
        GameView view = room.session().view();
        assertEquals(Status.OVER, view.status());
        assertEquals(0, view.outcome().winner());
    }

    @Test
    void theAiPlaysADisconnectedPlayersTurnsOnlyFrom45SecondsAfterTheDisconnection() throws InterruptedException {
        Room room = twoPlayers();
        Views views = new Views();
        room.session().addListener(views);
        playFirst(room, 0);
        room.disconnected(1);
        time.advance(Duration.ofSeconds(44));
        assertEquals(Status.PLAYING, room.session().view().status());
        time.advance(Duration.ofSeconds(1));
        assertTrue(room.view().seats().get(1).aiPlaying());
        views.until(v -> v.ply() == 2);
        playFirst(room, 0);
        assertEquals(Status.THINKING, room.session().view().status(), "every later turn too, at once");
        room.connected(1);
        assertEquals(Status.PLAYING, room.session().view().status(), "the seat is theirs again");
        assertEquals(1, room.session().view().toMove());
        playFirst(room, 1);
        assertEquals(3 + 1, room.session().view().ply());
    }

    @Test
    void aReconnectionWithin45SecondsKeepsTheTurn() {
        Room room = twoPlayers();
        playFirst(room, 0);
        room.disconnected(1);
        time.advance(Duration.ofSeconds(30));
        room.enter(null);
        room.connected(1);
        time.advance(Duration.ofSeconds(30));
        assertEquals(Status.PLAYING, room.session().view().status());
        playFirst(room, 1);
        assertEquals(2, room.session().view().ply());
    }

    @Test
    void theAiDoesNotPlayOnWhenNoPersonIsConnected() {
        Room room = twoPlayers();
        playFirst(room, 0);
        room.disconnected(1);
        room.disconnected(0);
        time.advance(Duration.ofMinutes(5));
        assertEquals(Status.PLAYING, room.session().view().status());
        assertEquals(1, room.session().view().ply());
    }

    @Test
    void againMovesEverySeatOnByOne() {
        Room room = twoPlayers();
        assertEquals(ErrorCode.NOT_OVER, refusal(() -> room.again(0, null)));
        room.leave(0, null);
        room.again(1, null);
        assertEquals(1, room.seatOf(0));
        assertEquals(0, room.seatOf(1));
        assertEquals(2, room.view().round());
        GameView view = room.session().view();
        assertEquals(0, view.ply());
        assertEquals(Status.PLAYING, view.status());
        playFirst(room, 1);
        assertEquals(1, room.session().view().ply(), "the friend now plays first");

        Room three = rooms.create("diamond", 3).room();
        three.join(three.enter(null).participant());
        three.join(three.enter(null).participant());
        three.connected(0);
        GameSession s = three.session();
        s.resign(Set.of(0), 0, null);
        three.again(1, null);
        assertEquals(List.of(1, 2, 0), List.of(three.seatOf(0), three.seatOf(1), three.seatOf(2)));
    }

    @Test
    void onAgainTheAiMovesOnWithItsSeatAndPlaysTheFirstMoveOfTheNewGameAtOnce() throws InterruptedException {
        Room room = rooms.create("diamond", 3).room();
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        room.fillWithAi(0);
        room.session().resign(Set.of(0), 0, null);
        Views views = new Views();
        room.session().addListener(views);

        room.again(1, null);
        assertEquals(List.of(SeatView.Holder.AI, SeatView.Holder.PERSON, SeatView.Holder.PERSON),
                room.view().seats().stream().map(SeatView::holder).toList());
        assertEquals(List.of(-1, 0, 1), room.view().seats().stream().map(SeatView::participant).toList());
        assertEquals(Set.of(1, 2), room.session().humanSeats(), "the AI plays seat 0, the people seats 1 and 2");
        GameView first = views.until(v -> v.ply() == 0);
        assertEquals(Status.THINKING, first.status(), "the new game's first state already has the AI thinking");
        assertEquals(1, views.until(v -> v.ply() == 1).toMove());

        playFirst(room, 0);
        playFirst(room, 1);
        views.until(v -> v.ply() == 3);
        room.session().resign(Set.of(1), 1, null);
        room.again(0, null);
        assertEquals(List.of(SeatView.Holder.PERSON, SeatView.Holder.AI, SeatView.Holder.PERSON),
                room.view().seats().stream().map(SeatView::holder).toList(), "and on to seat 1 at the next again");
        assertEquals(List.of(1, -1, 0), room.view().seats().stream().map(SeatView::participant).toList());
        assertEquals(Status.PLAYING, room.session().view().status(), "seat 0 is a person's again");
    }

    @Test
    void withTwoPlayersAndTheAiAgainGivesTheAiTheFirstMove() throws InterruptedException {
        Room room = rooms.create("breakthrough", 2).room();
        room.connected(0);
        room.fillWithAi(0);
        room.leave(0, null);
        Views views = new Views();
        room.session().addListener(views);
        room.again(0, null);
        assertEquals(1, room.seatOf(0));
        assertEquals(SeatView.Holder.AI, room.view().seats().get(0).holder());
        assertEquals(Status.THINKING, views.until(v -> v.ply() == 0).status());
        assertEquals(1, views.until(v -> v.ply() == 1).toMove(), "the AI moved first; the person plays seat 1");
    }

    @Test
    void whoLeavesAThreePlayerGameStaysInTheRoomAsASpectator() throws InterruptedException {
        Room room = rooms.create("diamond", 3).room();
        Room.Entry b = room.enter(null);
        room.join(b.participant());
        room.join(room.enter(null).participant());
        room.connected(0);
        room.connected(1);
        room.connected(2);
        assertEquals(0, room.view().spectators());
        room.leave(1, null);

        assertEquals(1, room.view().spectators(), "who left counts as a spectator");
        assertEquals(-1, room.seatOf(1));
        assertTrue(room.view().seats().stream().noneMatch(s -> s.participant() == 1));
        assertEquals(b.participant(), room.enter(b.token()).participant(), "their token still opens the room");
        assertEquals(-1, room.join(1), "joining again keeps them a spectator: the AI holds the seat until again");
        Views views = new Views();
        room.session().addListener(views);
        playFirst(room, 0);
        assertEquals(2, views.until(v -> v.ply() == 2).toMove(), "the AI plays the seat that was left");

        room.session().resign(Set.of(2), 2, null);
        room.again(0, null);
        assertEquals(-1, room.seatOf(1), "after again too");
        assertEquals(1, room.view().spectators());
        assertEquals(SeatView.Holder.AI, room.view().seats().get(2).holder(), "the AI moved on from seat 1 to seat 2");
    }

    @Test
    void roomsHaveNoUndo() {
        Room room = twoPlayers();
        GameView moved = playFirst(room, 0);
        assertEquals(ErrorCode.CANNOT_UNDO, refusal(() -> room.session().undo(Set.of(0, 1), moved.version(), null)));
    }

    @Test
    void aRoomDisappears30MinutesAfterEveryoneDisconnected() {
        Room room = twoPlayers();
        room.disconnected(0);
        time.advance(Duration.ofMinutes(20));
        room.disconnected(1);
        time.advance(Duration.ofMinutes(29));
        assertEquals(room, rooms.get(room.id()));
        time.advance(Duration.ofMinutes(1));
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> rooms.get(room.id())));
        assertEquals(0, rooms.size());
        assertEquals(0, sessions.size(), "the room's game is gone from memory");
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> room.enter(null)));
    }

    @Test
    void aRoomNoOneEverConnectsToDisappearsAfter30Minutes() {
        Room room = rooms.create("konane", 2).room();
        time.advance(Duration.ofMinutes(30));
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> rooms.get(room.id())));
    }

    @Test
    void aRoomDisappears24HoursAfterItWasMadeEvenWithPeopleIn() {
        Room room = twoPlayers();
        time.advance(Duration.ofHours(23).plusMinutes(59));
        assertEquals(room, rooms.get(room.id()));
        time.advance(Duration.ofMinutes(1));
        assertEquals(0, rooms.size());
        assertEquals(ErrorCode.NO_SUCH_ROOM, refusal(() -> rooms.get(room.id())));
    }
}
