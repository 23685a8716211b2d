package io.abstractgames.server.room;

import io.abstractgames.core.Game;
import io.abstractgames.server.owner.OwnerLock;
import io.abstractgames.server.owner.Rank;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.session.SessionListener;
import io.abstractgames.server.session.Status;
import io.abstractgames.server.store.StoreException;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An online room: a game, its seats, and the people in it, each known by a seat token of which the
 * room keeps only the SHA-256 hash. The room decides who may move for which seat and which seats
 * the AI plays; its game is a {@link GameSession} in room mode.
 *
 * <p>The rules (see {@code docs/protocol.md}, "Rooms"): join takes the next free seat in turn order,
 * everyone else watches; the creator may fill the empty seats with the AI and start; with three
 * players a leave hands the seat to the AI, with two it resigns; a person away for the hand-over
 * ({@link RoomTimes}; {@link #HAND_OVER} by default) has their turns played by the AI until they
 * return, but the AI never plays on when no seated person is connected; "again" moves every seat
 * on by one. Times come from the injected {@link Clock}; the timers of the {@link Scheduler} only
 * make the room look at the clock again.
 *
 * <p>Every change of the participants or seats is written to the {@link RoomStore} before it is
 * made and acknowledged (a change the store cannot keep is refused with {@code store_failed} and
 * changes nothing); the game's moves, and "again" (a restart of the game), are written by the
 * game's session. Connections are not stored: a room rebuilt after a restart ({@link #restore})
 * counts everyone as disconnected from that moment.
 *
 * <p>Thread-safe: every method takes the room's lock.
 */
public final class Room {

    /** How long after a disconnection the AI starts to play the person's turns, by default ({@link RoomTimes}). */
    public static final Duration HAND_OVER = Duration.ofSeconds(45);
    /** How long a room with no one connected stays. */
    public static final Duration IDLE_EXPIRY = Duration.ofMinutes(30);
    /** How long a room stays at most. */
    public static final Duration MAX_AGE = Duration.ofHours(24);
    /** The level the AI plays a room's seats at. */
    public static final String AI_LEVEL = "intermediate";

    private static final Logger LOG = LoggerFactory.getLogger(Room.class);
    private static final int EMPTY = -1;
    private static final int AI = -2;

    private final String id;
    private final Game game;
    private final Clock clock;
    private final RoomTimes times;
    private final Scheduler scheduler;
    private final GameSessions sessions;
    private final RoomStore store;
    private final Instant createdAt;
    private final int[] holders;
    private final List<Participant> participants = new ArrayList<>();
    private final Map<String, Participant> byHash = new HashMap<>();
    private final List<RoomListener> listeners = new CopyOnWriteArrayList<>();
    /** The room's owner: every method that reads or changes the room's state holds it. */
    private final OwnerLock lock;
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

    private Room(String id, Game game, Clock clock, RoomTimes times, Scheduler scheduler, GameSessions sessions, RoomStore store,
            Instant createdAt) {
        this.id = Objects.requireNonNull(id, "id");
        this.lock = new OwnerLock(Rank.ROOM, "room " + id);
        this.game = Objects.requireNonNull(game, "game");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.times = Objects.requireNonNull(times, "times");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.store = Objects.requireNonNull(store, "store");
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.emptySince = clock.instant();
        this.holders = new int[game.playerCount()];
        Arrays.fill(holders, EMPTY);
    }

    /**
     * Makes a room and stores it with its creator (participant 0, a new seat token) in seat 0.
     *
     * @throws SessionException {@code store_failed}
     */
    static Rooms.Created create(String id, Game game, Clock clock, RoomTimes times, Scheduler scheduler, GameSessions sessions,
            RoomStore store) {
        Room room = new Room(id, game, clock, times, scheduler, sessions, store, clock.instant());
        String token = Tokens.token();
        Participant creator = new Participant(0, room.createdAt);
        room.participants.add(creator);
        room.byHash.put(Tokens.hash(token), creator);
        room.holders[0] = 0;
        room.write(() -> store.create(new RoomRecord(id, game.id(), room.createdAt, List.of(Tokens.hash(token)),
                room.firstRoundSeats(room.holders), null)));
        return new Rooms.Created(room, new Entry(0, token));
    }

    /**
     * Rebuilds a stored room after a restart: everyone counts as disconnected now, so the hand-over
     * and expiry clocks run from now.
     *
     * @param record the stored room
     * @param game its game
     * @param session its game's session, rebuilt from the game store, or {@code null} before the start
     * @throws IllegalStateException if the record does not fit the game (a corrupt store)
     */
    static Room restore(RoomRecord record, Game game, GameSession session, Clock clock, RoomTimes times, Scheduler scheduler,
            GameSessions sessions, RoomStore store) {
        Room room = new Room(record.id(), game, clock, times, scheduler, sessions, store, record.createdAt());
        Instant now = clock.instant();
        for (String hash : record.tokenHashes()) {
            Participant p = new Participant(room.participants.size(), now);
            room.participants.add(p);
            room.byHash.put(hash, p);
        }
        int n = room.holders.length;
        if (record.seats().size() != n || (session == null) != (record.gameSessionId() == null)
                || session != null && (!session.game().id().equals(game.id()) || session.settings().mode() != Mode.ROOM)) {
            throw new IllegalStateException("room " + record.id() + " of " + game.id() + ": " + record.seats().size() + " seats stored"
                    + (session == null ? "" : ", game " + session.id() + " a " + session.settings().mode().wireName() + " game of "
                    + session.game().id()));
        }
        room.session = session;
        room.round = session == null ? 0 : 1 + session.restarts();
        for (int s = 0; s < n; s++) {
            RoomRecord.Seat seat = record.seats().get(s);
            if (seat.participant() >= room.participants.size()) {
                throw new IllegalStateException("room " + record.id() + ": seat " + s + " held by unknown participant " + seat.participant());
            }
            room.holders[SeatRotation.inRound(s, room.round, n)] = switch (seat.holder()) {
                case EMPTY -> EMPTY;
                case AI -> AI;
                case PERSON -> seat.participant();
            };
        }
        room.refreshAi();
        scheduler.schedule(times.handOver(), room::timer);
        return room;
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
    public Entry enter(String token) {
        return lock.call(() -> {
            return enter(token, Integer.MAX_VALUE);
        });
    }

    /**
     * Enters the room as {@link #enter(String)} does, keeping at most {@code maxSpectators}
     * participants without a seat: a new participant beyond them is refused.
     *
     * @param token a seat token given by this room, or {@code null}
     * @param maxSpectators the most participants without a seat the room keeps
     * @return who entered
     * @throws SessionException {@code unknown_token} if the token is not one of this room's,
     *     {@code too_many_spectators} if there is no token and the room keeps
     *     {@code maxSpectators} participants without a seat, {@code store_failed} if the new
     *     participant cannot be stored
     */
    public Entry enter(String token, int maxSpectators) {
        return lock.call(() -> {
            checkOpen();
            if (token == null && participants.size() - Arrays.stream(holders).filter(h -> h >= 0).count() >= maxSpectators) {
                throw new SessionException(ErrorCode.TOO_MANY_SPECTATORS, "room " + id + " keeps its maximum of " + maxSpectators
                        + " participants without a seat");
            }
            if (token == null) {
                String fresh = Tokens.token();
                String hash = Tokens.hash(fresh);
                Instant now = clock.instant();
                int number = participants.size();
                write(() -> store.addParticipant(id, number, hash, now));
                Participant p = new Participant(number, now);
                participants.add(p);
                byHash.put(hash, p);
                return new Entry(p.number, fresh);
            }
            return new Entry(participantOf(token), null);
        });
    }

    /**
     * The participant a seat token belongs to, without entering the room.
     *
     * @param token a seat token
     * @return the participant's number
     * @throws SessionException {@code unknown_token} if the token is not one of this room's,
     *     {@code no_such_room} if the room has expired
     */
    public int participantOf(String token) {
        return lock.call(() -> {
            checkOpen();
            Participant p = byHash.get(Tokens.hash(token));
            if (p == null) {
                throw new SessionException(ErrorCode.UNKNOWN_TOKEN, "the seat token is not one of room " + id + "'s");
            }
            return p.number;
        });
    }

    /**
     * Takes the next free seat in turn order for a participant; a participant who holds a seat
     * keeps it, and after the start (or with every seat taken) they stay a spectator. The game
     * starts when the last seat is taken.
     *
     * @param participant a participant's number
     * @return the participant's seat, or -1 for a spectator
     * @throws SessionException {@code store_failed}
     */
    public int join(int participant) {
        return join(participant, null);
    }

    /**
     * Takes the next free seat as {@link #join(int)} does, telling the listeners the requester's
     * tag with the change (there is none when the participant keeps their seat or stays a
     * spectator).
     *
     * @param participant a participant's number
     * @param cause the requester's tag, passed to the listeners
     * @return the participant's seat, or -1 for a spectator
     * @throws SessionException {@code store_failed}
     */
    public int join(int participant, Cause cause) {
        return lock.call(() -> {
            checkOpen();
            Participant p = participant(participant);
            int seat = seatOf(p.number);
            if (seat >= 0 || session != null) {
                return seat;
            }
            for (int s = 0; s < holders.length; s++) {
                if (holders[s] == EMPTY) {
                    int[] next = holders.clone();
                    next[s] = p.number;
                    commitSeats(next, Arrays.stream(next).noneMatch(h -> h == EMPTY));
                    changed(cause);
                    refreshAi();
                    return s;
                }
            }
            return -1;
        });
    }

    /**
     * The creator fills the empty seats with the AI and starts the game.
     *
     * @param participant the requesting participant's number
     * @throws SessionException {@code not_creator}, {@code room_started}, {@code store_failed}
     */
    public void fillWithAi(int participant) {
        fillWithAi(participant, null);
    }

    /**
     * The creator fills the empty seats with the AI and starts the game, as
     * {@link #fillWithAi(int)} does, telling the listeners the requester's tag with the change.
     *
     * @param participant the requesting participant's number
     * @param cause the requester's tag, passed to the listeners
     * @throws SessionException {@code not_creator}, {@code room_started}, {@code store_failed}
     */
    public void fillWithAi(int participant, Cause cause) {
        lock.run(() -> {
            checkOpen();
            participant(participant);
            if (participant != 0) {
                throw new SessionException(ErrorCode.NOT_CREATOR, "only the room's creator may fill the seats with the AI");
            }
            if (session != null) {
                throw new SessionException(ErrorCode.ROOM_STARTED, "the game of room " + id + " has started");
            }
            int[] next = holders.clone();
            for (int s = 0; s < next.length; s++) {
                if (next[s] == EMPTY) {
                    next[s] = AI;
                }
            }
            commitSeats(next, true);
            changed(cause);
            refreshAi();
        });
    }

    /**
     * Plays a move for the participant's seat.
     *
     * @param participant the participant's number
     * @param seenVersion the game version the move was chosen in
     * @param moveText the move text
     * @param cause the requester's tag, passed to the game's listeners
     * @return the game after the move
     * @throws SessionException {@code not_seated}, {@code not_started}, and the game's refusals
     *     ({@code not_your_turn}, {@code stale}, {@code illegal_move}, ...)
     */
    public GameView play(int participant, long seenVersion, String moveText, Cause cause) {
        return lock.call(() -> {
            return session(participant).play(seatsOf(participant), seenVersion, moveText, cause);
        });
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
    public GameView playCode(int participant, long seenVersion, long code, Cause cause) {
        return lock.call(() -> {
            return session(participant).playCode(seatsOf(participant), seenVersion, code, cause);
        });
    }

    /**
     * The participant leaves their seat: with three players the AI plays it from now on (also
     * after "again": the AI moves on with the seat) and the participant stays in the room as a
     * spectator; with two players they resign and keep the seat.
     *
     * @param participant the participant's number
     * @param cause the requester's tag
     * @throws SessionException {@code not_started}, {@code not_seated}, {@code game_over},
     *     {@code store_failed}
     */
    public void leave(int participant, Cause cause) {
        lock.run(() -> {
            GameSession s = session(participant);
            int seat = seatOf(participant);
            if (s.view().status() == Status.OVER) {
                throw new SessionException(ErrorCode.GAME_OVER, "the game is over");
            }
            if (game.playerCount() == 2) {
                s.resign(Set.of(seat), seat, cause);
                changed(cause);
            } else {
                int[] next = holders.clone();
                next[seat] = AI;
                commitSeats(next, false);
                // The room first, so that the game's next state already frames the leaver as a spectator.
                changed(cause);
                refreshAi();
            }
        });
    }

    /**
     * After the end of a game, starts the next one with every seat moved on by one (with two
     * players: sides swapped); tokens, and AI seats, move with their seats: the AI plays the seat
     * its seat moved on to, from the first move of the new game. The restart of the game is what
     * is stored, before anyone hears of the new seats; if it cannot be, nothing changes.
     *
     * @param participant the participant's number (a seated person)
     * @param cause the requester's tag
     * @throws SessionException {@code not_started}, {@code not_seated}, {@code not_over},
     *     {@code busy} (the AI would move first and its queue is full), {@code store_failed}
     */
    public void again(int participant, Cause cause) {
        lock.run(() -> {
            GameSession s = session(participant);
            if (s.view().status() != Status.OVER) {
                throw new SessionException(ErrorCode.NOT_OVER, "the game is not over yet");
            }
            int[] next = SeatRotation.next(holders);
            // Once the restart is stored, the people hear their new seats first, so that the new
            // game's states are framed for them.
            s.restartRound(aiSeats(next), () -> {
                System.arraycopy(next, 0, holders, 0, holders.length);
                round++;
                changed(cause);
            }, cause);
        });
    }

    /**
     * A connection of the participant opened.
     *
     * @param participant the participant's number
     */
    public void connected(int participant) {
        connected(participant, null);
    }

    /**
     * A connection of the participant opened, at the participant's request: the listeners are
     * told the requester's tag with the change.
     *
     * @param participant the participant's number
     * @param cause the requester's tag, passed to the listeners
     */
    public void connected(int participant, Cause cause) {
        lock.run(() -> {
            checkOpen();
            Participant p = participant(participant);
            p.connections++;
            connections++;
            p.awaySince = null;
            emptySince = null;
            refreshAi();
            changed(cause);
        });
    }

    /**
     * A connection of the participant closed. When it was their last, the 45 s hand-over clock
     * starts; when it was the room's last, the 30 min expiry clock starts.
     *
     * @param participant the participant's number
     */
    public void disconnected(int participant) {
        lock.run(() -> {
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
                scheduler.schedule(times.handOver(), this::timer);
            }
            if (connections == 0) {
                emptySince = now;
                scheduler.schedule(times.idleExpiry(), expiryCheck);
            }
            refreshAi();
            changed(null);
        });
    }

    /** Looks at the clock again (a timer fired): the AI may take over an absent person's turns. */
    private void timer() {
        lock.run(() -> {
            if (closed) {
                return;
            }
            refreshAi();
            changed(null);
        });
    }

    /**
     * When the room disappears unless someone connects.
     *
     * @return the instant
     */
    public Instant expiresAt() {
        return lock.call(() -> {
            Instant max = createdAt.plus(times.maxAge());
            if (emptySince == null) {
                return max;
            }
            Instant idle = emptySince.plus(times.idleExpiry());
            return idle.isBefore(max) ? idle : max;
        });
    }

    /**
     * Whether the room has expired by the clock.
     *
     * @return true 30 minutes after everyone disconnected, or 24 hours after it was made
     */
    public boolean expired() {
        return lock.call(() -> {
            return !clock.instant().isBefore(expiresAt());
        });
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
    public GameSession session() {
        return lock.call(() -> {
            return session;
        });
    }

    /**
     * The participant's seat.
     *
     * @param participant the participant's number
     * @return the seat, or -1 for a spectator
     */
    public int seatOf(int participant) {
        return lock.call(() -> {
            for (int s = 0; s < holders.length; s++) {
                if (holders[s] == participant) {
                    return s;
                }
            }
            return -1;
        });
    }

    /**
     * A snapshot.
     *
     * @return the room now
     */
    public RoomView view() {
        return lock.call(() -> {
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
        });
    }

    /** Sets what runs when the room may have expired (the registry removes it then). */
    void onExpiryDue(Runnable check) {
        lock.run(() -> {
            this.expiryCheck = Objects.requireNonNull(check, "check");
        });
    }

    /**
     * Closes the room and removes its game from memory and from the store; every later request is
     * refused with {@code no_such_room}.
     */
    void close() {
        lock.run(() -> {
            closed = true;
            listeners.clear();
            if (session != null) {
                try {
                    sessions.remove(session.id());
                } catch (StoreException e) {
                    LOG.error("room {}: its game {} could not be removed from the store", id, session.id(), e);
                }
            }
        });
    }

    // ----- inside -----

    /**
     * Stores new seats (and the game, when they start it), then takes them. Nothing changes when the
     * store refuses.
     */
    private void commitSeats(int[] next, boolean start) {
        GameSession started = start ? sessions.create(GameSettings.room(game.id(), AI_LEVEL)) : null;
        String sessionId = started != null ? started.id() : session == null ? null : session.id();
        try {
            write(() -> store.updateSeats(id, firstRoundSeats(next), sessionId));
        } catch (SessionException e) {
            if (started != null) {
                try {
                    sessions.remove(started.id());
                } catch (StoreException f) {
                    LOG.error("room {}: the game {} it could not start stays in the store", id, started.id(), f);
                }
            }
            throw e;
        }
        System.arraycopy(next, 0, holders, 0, holders.length);
        if (started != null) {
            session = started;
            round = 1;
        }
    }

    /**
     * Who holds each seat in the first round's order: the seats now, moved back by one per "again".
     */
    private List<RoomRecord.Seat> firstRoundSeats(int[] now) {
        int n = now.length;
        List<RoomRecord.Seat> seats = new ArrayList<>(n);
        for (int s = 0; s < n; s++) {
            int h = now[SeatRotation.inRound(s, round, n)];
            seats.add(h == EMPTY ? RoomRecord.Seat.EMPTY : h == AI ? RoomRecord.Seat.AI : RoomRecord.Seat.person(h));
        }
        return seats;
    }

    /** Writes to the store, or refuses the request that made the change. */
    private void write(Runnable write) {
        try {
            write.run();
        } catch (StoreException e) {
            LOG.error("room {}: a change could not be stored", id, e);
            throw new SessionException(ErrorCode.STORE_FAILED, "the server could not save this change to room " + id
                    + "; nothing changed, try again", e);
        }
    }

    /**
     * The seats the AI plays now: AI seats and those of people away for the hand-over; none
     * when no seated person is connected.
     */
    private Set<Integer> aiSeats() {
        return aiSeats(holders);
    }

    /** {@link #aiSeats()} with these holders. */
    private Set<Integer> aiSeats(int[] seated) {
        Set<Integer> seats = new TreeSet<>();
        Instant now = clock.instant();
        boolean someoneHere = false;
        for (int s = 0; s < seated.length; s++) {
            int h = seated[s];
            if (h == AI) {
                seats.add(s);
            } else if (h >= 0) {
                Participant p = participants.get(h);
                if (p.connections > 0) {
                    someoneHere = true;
                } else if (!now.isBefore(p.awaySince.plus(times.handOver()))) {
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

    private void changed(Cause cause) {
        RoomView view = view();
        for (RoomListener l : listeners) {
            l.roomChanged(view, cause);
        }
    }

    /**
     * The game a seated participant acts in. Who may act is checked before what the room allows
     * now: a spectator is {@code not_seated} before and after the start.
     */
    private GameSession session(int participant) {
        checkOpen();
        participant(participant);
        if (seatOf(participant) < 0) {
            throw new SessionException(ErrorCode.NOT_SEATED, "a spectator cannot play in room " + id);
        }
        if (session == null) {
            throw new SessionException(ErrorCode.NOT_STARTED, "the game of room " + id + " has not started; every seat must be taken");
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
