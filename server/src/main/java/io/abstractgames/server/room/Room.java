package io.abstractgames.server.room;

import io.abstractgames.core.Game;
import io.abstractgames.server.session.ErrorCode;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.GameSettings;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.session.SessionException;
import io.abstractgames.server.session.SessionListener;
import io.abstractgames.server.session.Status;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An online room: a game, its seats, and the people in it, each known by a seat token of which the
 * room keeps only the SHA-256 hash. The room decides who may move for which seat and which seats
 * the AI plays; its game is a {@link GameSession} in room mode.
 *
 * <p>The rules (see {@code docs/protocol.md}, "Rooms"): join takes the next free seat in turn order,
 * everyone else watches; the creator may fill the empty seats with the AI and start; with three
 * players a leave hands the seat to the AI, with two it resigns; a person away for
 * {@link #HAND_OVER} has their turns played by the AI until they return, but the AI never plays on
 * when no seated person is connected; "again" moves every seat on by one. Times come from the
 * injected {@link Clock}; the timers of the {@link Scheduler} only make the room look at the clock
 * again.
 *
 * <p>Thread-safe: every method takes the room's lock.
 */
public final class Room {

    /** How long after a disconnection the AI starts to play the person's turns. */
    public static final Duration HAND_OVER = Duration.ofSeconds(45);
    /** How long a room with no one connected stays. */
    public static final Duration IDLE_EXPIRY = Duration.ofMinutes(30);
    /** How long a room stays at most. */
    public static final Duration MAX_AGE = Duration.ofHours(24);
    /** The level the AI plays a room's seats at. */
    public static final String AI_LEVEL = "intermediate";

    private static final int EMPTY = -1;
    private static final int AI = -2;

    private final String id;
    private final Game game;
    private final Clock clock;
    private final Scheduler scheduler;
    private final GameSessions sessions;
    private final Instant createdAt;
    private final int[] holders;
    private final List<Participant> participants = new ArrayList<>();
    private final Map<String, Participant> byHash = new HashMap<>();
    private final List<RoomListener> listeners = new CopyOnWriteArrayList<>();
    private GameSession session;
    private int round;
    private int connections;
    private Instant emptySince;
    private boolean closed;
    private Runnable expiryCheck = () -> { };

    /** A person in the room: a seat token's hash, their open connections and when they left. */
    private static final class Participant {
        final int number;
        int connections;
        Instant awaySince;

        Participant(int number, Instant now) {
            this.number = number;
            this.awaySince = now;
        }
    }

    /**
     * Who entered the room.
     *
     * @param participant the participant's number (0 is the creator)
     * @param token the new seat token when the participant is new (to be kept by the browser), or
     *     {@code null} when they came back with theirs
     */
    public record Entry(int participant, String token) {}

    Room(String id, Game game, Clock clock, Scheduler scheduler, GameSessions sessions) {
        this.id = Objects.requireNonNull(id, "id");
        this.game = Objects.requireNonNull(game, "game");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.createdAt = clock.instant();
        this.emptySince = createdAt;
        this.holders = new int[game.playerCount()];
        Arrays.fill(holders, EMPTY);
    }

    /**
     * The room's id.
     *
     * @return 22 URL-safe characters
     */
    public String id() {
        return id;
    }

    /**
     * The room's game.
     *
     * @return the game
     */
    public Game game() {
        return game;
    }

    /**
     * Enters the room: with no token as a new participant (a spectator until they join), with a
     * token as the participant it belongs to.
     *
     * @param token a seat token given by this room, or {@code null}
     * @return who entered
     * @throws SessionException {@code unknown_token} if the token is not one of this room's
     */
    public synchronized Entry enter(String token) {
        checkOpen();
        if (token == null) {
            Participant p = new Participant(participants.size(), clock.instant());
            String fresh = Tokens.token();
            participants.add(p);
            byHash.put(Tokens.hash(fresh), p);
            return new Entry(p.number, fresh);
        }
        Participant p = byHash.get(Tokens.hash(token));
        if (p == null) {
            throw new SessionException(ErrorCode.UNKNOWN_TOKEN, "the seat token is not one of room " + id + "'s");
        }
        return new Entry(p.number, null);
    }

    /**
     * Takes the next free seat in turn order for a participant; a participant who holds a seat
     * keeps it, and after the start (or with every seat taken) they stay a spectator. The game
     * starts when the last seat is taken.
     *
     * @param participant a participant's number
     * @return the participant's seat, or -1 for a spectator
     */
    public synchronized int join(int participant) {
        checkOpen();
        Participant p = participant(participant);
        int seat = seatOf(p.number);
        if (seat >= 0 || session != null) {
            return seat;
        }
        for (int s = 0; s < holders.length; s++) {
            if (holders[s] == EMPTY) {
                holders[s] = p.number;
                if (Arrays.stream(holders).noneMatch(h -> h == EMPTY)) {
                    startGame();
                }
                changed();
                return s;
            }
        }
        return -1;
    }

    /**
     * The creator fills the empty seats with the AI and starts the game.
     *
     * @param participant the requesting participant's number
     * @throws SessionException {@code not_creator}, {@code room_started}
     */
    public synchronized void fillWithAi(int participant) {
        checkOpen();
        participant(participant);
        if (participant != 0) {
            throw new SessionException(ErrorCode.NOT_CREATOR, "only the room's creator may fill the seats with the AI");
        }
        if (session != null) {
            throw new SessionException(ErrorCode.ROOM_STARTED, "the game of room " + id + " has started");
        }
        for (int s = 0; s < holders.length; s++) {
            if (holders[s] == EMPTY) {
                holders[s] = AI;
            }
        }
        startGame();
        changed();
    }

    /**
     * Plays a move for the participant's seat.
     *
     * @param participant the participant's number
     * @param seenVersion the game version the move was chosen in
     * @param moveText the move text
     * @param cause the requester's tag, passed to the game's listeners
     * @return the game after the move
     * @throws SessionException {@code not_started}, {@code not_seated}, and the game's refusals
     *     ({@code not_your_turn}, {@code stale}, {@code illegal_move}, ...)
     */
    public synchronized GameView play(int participant, long seenVersion, String moveText, Object cause) {
        return session(participant).play(seatsOf(participant), seenVersion, moveText, cause);
    }

    /**
     * Plays a move given by its code for the participant's seat.
     *
     * @param participant the participant's number
     * @param seenVersion the game version the move was chosen in
     * @param code the code of one of the legal moves
     * @param cause the requester's tag
     * @return the game after the move
     * @throws SessionException as {@link #play}
     */
    public synchronized GameView playCode(int participant, long seenVersion, long code, Object cause) {
        return session(participant).playCode(seatsOf(participant), seenVersion, code, cause);
    }

    /**
     * The participant leaves their seat: with three players the AI plays it from now on (until
     * "again") and the participant watches; with two players they resign.
     *
     * @param participant the participant's number
     * @param cause the requester's tag
     * @throws SessionException {@code not_started}, {@code not_seated}, {@code game_over}
     */
    public synchronized void leave(int participant, Object cause) {
        GameSession s = session(participant);
        int seat = seatOf(participant);
        if (s.view().status() == Status.OVER) {
            throw new SessionException(ErrorCode.GAME_OVER, "the game is over");
        }
        if (game.playerCount() == 2) {
            s.resign(Set.of(seat), seat, cause);
        } else {
            holders[seat] = AI;
            refreshAi();
        }
        changed();
    }

    /**
     * After the end of a game, starts the next one with every seat moved on by one (with two
     * players: sides swapped); tokens, and AI seats, move with their seats.
     *
     * @param participant the participant's number (a seated person)
     * @param cause the requester's tag
     * @throws SessionException {@code not_started}, {@code not_seated}, {@code not_over}
     */
    public synchronized void again(int participant, Object cause) {
        GameSession s = session(participant);
        if (s.view().status() != Status.OVER) {
            throw new SessionException(ErrorCode.NOT_OVER, "the game is not over yet");
        }
        int[] before = holders.clone();
        for (int seat = 0; seat < holders.length; seat++) {
            holders[(seat + 1) % holders.length] = before[seat];
        }
        round++;
        changed();
        s.setAiSeats(Set.of());
        s.restart(cause);
        refreshAi();
        changed();
    }

    /**
     * A connection of the participant opened.
     *
     * @param participant the participant's number
     */
    public synchronized void connected(int participant) {
        checkOpen();
        Participant p = participant(participant);
        p.connections++;
        connections++;
        p.awaySince = null;
        emptySince = null;
        refreshAi();
        changed();
    }

    /**
     * A connection of the participant closed. When it was their last, the 45 s hand-over clock
     * starts; when it was the room's last, the 30 min expiry clock starts.
     *
     * @param participant the participant's number
     */
    public synchronized void disconnected(int participant) {
        if (closed) {
            return;
        }
        Participant p = participant(participant);
        if (p.connections == 0) {
            return;
        }
        p.connections--;
        connections--;
        Instant now = clock.instant();
        if (p.connections == 0) {
            p.awaySince = now;
            scheduler.schedule(HAND_OVER, this::timer);
        }
        if (connections == 0) {
            emptySince = now;
            scheduler.schedule(IDLE_EXPIRY, expiryCheck);
        }
        refreshAi();
        changed();
    }

    /** Looks at the clock again (a timer fired): the AI may take over an absent person's turns. */
    private synchronized void timer() {
        if (closed) {
            return;
        }
        refreshAi();
        changed();
    }

    /**
     * When the room disappears unless someone connects.
     *
     * @return the instant
     */
    public synchronized Instant expiresAt() {
        Instant max = createdAt.plus(MAX_AGE);
        if (emptySince == null) {
            return max;
        }
        Instant idle = emptySince.plus(IDLE_EXPIRY);
        return idle.isBefore(max) ? idle : max;
    }

    /**
     * Whether the room has expired by the clock.
     *
     * @return true 30 minutes after everyone disconnected, or 24 hours after it was made
     */
    public synchronized boolean expired() {
        return !clock.instant().isBefore(expiresAt());
    }

    /**
     * Adds a listener; it is told of every later change.
     *
     * @param listener the listener
     */
    public void addListener(RoomListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Removes a listener.
     *
     * @param listener a listener added before; nothing happens otherwise
     */
    public void removeListener(RoomListener listener) {
        listeners.remove(listener);
    }

    /**
     * The room's game session, once started.
     *
     * @return the session, or {@code null} before the start
     */
    public synchronized GameSession session() {
        return session;
    }

    /**
     * The participant's seat.
     *
     * @param participant the participant's number
     * @return the seat, or -1 for a spectator
     */
    public synchronized int seatOf(int participant) {
        for (int s = 0; s < holders.length; s++) {
            if (holders[s] == participant) {
                return s;
            }
        }
        return -1;
    }

    /**
     * A snapshot.
     *
     * @return the room now
     */
    public synchronized RoomView view() {
        Set<Integer> ai = aiSeats();
        List<SeatView> seats = new ArrayList<>();
        int seated = 0;
        for (int s = 0; s < holders.length; s++) {
            int h = holders[s];
            if (h >= 0) {
                seated++;
                seats.add(new SeatView(s, SeatView.Holder.PERSON, h, participants.get(h).connections > 0, ai.contains(s)));
            } else {
                seats.add(new SeatView(s, h == AI ? SeatView.Holder.AI : SeatView.Holder.EMPTY, -1, false, ai.contains(s)));
            }
        }
        return new RoomView(id, game.id(), holders.length, session != null, session == null ? null : session.id(), round,
                List.copyOf(seats), participants.size() - seated, createdAt, expiresAt());
    }

    /** Sets what runs when the room may have expired (the registry removes it then). */
    synchronized void onExpiryDue(Runnable check) {
        this.expiryCheck = Objects.requireNonNull(check, "check");
    }

    /** Closes the room's game; every later request is refused with {@code no_such_room}. */
    synchronized void close() {
        closed = true;
        listeners.clear();
        if (session != null) {
            sessions.discard(session.id());
        }
    }

    // ----- inside -----

    private void startGame() {
        round = 1;
        session = sessions.create(GameSettings.room(game.id(), AI_LEVEL));
        refreshAi();
    }

    /**
     * The seats the AI plays now: AI seats and those of people away for {@link #HAND_OVER}; none
     * when no seated person is connected.
     */
    private Set<Integer> aiSeats() {
        Set<Integer> seats = new TreeSet<>();
        Instant now = clock.instant();
        boolean someoneHere = false;
        for (int s = 0; s < holders.length; s++) {
            int h = holders[s];
            if (h == AI) {
                seats.add(s);
            } else if (h >= 0) {
                Participant p = participants.get(h);
                if (p.connections > 0) {
                    someoneHere = true;
                } else if (!now.isBefore(p.awaySince.plus(HAND_OVER))) {
                    seats.add(s);
                }
            }
        }
        return someoneHere ? seats : Set.of();
    }

    private void refreshAi() {
        if (session != null) {
            session.setAiSeats(aiSeats());
        }
    }

    private void changed() {
        RoomView view = view();
        for (RoomListener l : listeners) {
            l.roomChanged(view);
        }
    }

    private GameSession session(int participant) {
        checkOpen();
        participant(participant);
        if (session == null) {
            throw new SessionException(ErrorCode.NOT_STARTED, "the game of room " + id + " has not started; every seat must be taken");
        }
        if (seatOf(participant) < 0) {
            throw new SessionException(ErrorCode.NOT_SEATED, "a spectator cannot play in room " + id);
        }
        return session;
    }

    private Set<Integer> seatsOf(int participant) {
        return Set.of(seatOf(participant));
    }

    private Participant participant(int number) {
        if (number < 0 || number >= participants.size()) {
            throw new SessionException(ErrorCode.UNKNOWN_TOKEN, "no participant " + number + " in room " + id);
        }
        return participants.get(number);
    }

    private void checkOpen() {
        if (closed) {
            throw new SessionException(ErrorCode.NO_SUCH_ROOM, "room " + id + " has expired");
        }
    }
}
