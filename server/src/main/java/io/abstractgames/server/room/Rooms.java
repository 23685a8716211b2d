package io.abstractgames.server.room;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.TextFields;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.StoreException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's rooms: creates them, finds them by id and removes them when they expire (30 minutes
 * after everyone disconnected, 24 hours after they were made; see {@link Room}), from memory and
 * from the {@link RoomStore}. After a restart, {@link #restore} resumes the stored rooms.
 *
 * <p>Thread-safe.
 */
public final class Rooms {

    private static final Logger LOG = LoggerFactory.getLogger(Rooms.class);

    private final RoomStore store;
    private final GameSessions sessions;
    private final Clock clock;
    private final RoomTimes times;
    private final Scheduler scheduler;
    private final ConcurrentHashMap<String, Room> live = new ConcurrentHashMap<>();

    /**
     * A new room and its creator, who holds the first seat.
     *
     * @param room the room
     * @param creator the creator's entry, with their new seat token
     */
    public record Created(Room room, Room.Entry creator) {}

    /**
     * Creates the registry, empty; {@link #restore} resumes the rooms of the store.
     *
     * @param store where rooms are kept
     * @param sessions where the rooms' games are made
     * @param clock the time the rooms' rules go by
     * @param scheduler the rooms' timers
     */
    public Rooms(RoomStore store, GameSessions sessions, Clock clock, Scheduler scheduler) {
        this(store, sessions, clock, RoomTimes.STANDARD, scheduler);
    }

    /**
     * Creates the registry with other times than the protocol's (a test on a busy machine).
     *
     * @param store where rooms are kept
     * @param sessions where the rooms' games are made
     * @param clock the time the rooms' rules go by
     * @param times how long the rooms' rules wait
     * @param scheduler the rooms' timers
     */
    public Rooms(RoomStore store, GameSessions sessions, Clock clock, RoomTimes times, Scheduler scheduler) {
        this.store = Objects.requireNonNull(store, "store");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.times = Objects.requireNonNull(times, "times");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
    }

    /**
     * Makes a room and stores it; its creator enters and takes the first seat (but is not yet
     * connected).
     *
     * @param gameName a game id, or a menu family's ({@link io.abstractgames.core.GameTraits#family()}:
     *     {@code diamond} with 3 players means the family's game for 3, {@code diamond3})
     * @param players the number of players, or 0 for the game's
     * @return the room and its creator
     * @throws SessionException {@code unknown_game}, {@code bad_request} (a number of players the
     *     game does not have), {@code store_failed}
     */
    public Created create(String gameName, int players) {
        Game game = Games.find(gameName)
                .filter(g -> players == 0 || g.playerCount() == players)
                .or(() -> Games.all().stream()
                        .filter(g -> Games.traits(g).family().equals(gameName) && (players == 0 || g.playerCount() == players))
                        .findFirst())
                .orElse(null);
        if (game == null) {
            if (Games.find(gameName).isEmpty() && Games.all().stream().noneMatch(g -> Games.traits(g).family().equals(gameName))) {
                throw new SessionException(ErrorCode.UNKNOWN_GAME, "unknown game '" + gameName + "'");
            }
            throw new SessionException(ErrorCode.BAD_REQUEST, "players " + players + ": " + gameName + " is not for " + players);
        }
        Created created = Room.create(Tokens.roomId(), game, clock, times, scheduler, sessions, store);
        Room room = created.room();
        room.onExpiryDue(() -> expire(room));
        live.put(room.id(), room);
        scheduler.schedule(times.idleExpiry(), () -> expire(room));
        scheduler.schedule(times.maxAge(), () -> expire(room));
        return created;
    }

    /**
     * Resumes every stored room after a restart, each where it was, with everyone disconnected
     * from now (so the 45 s hand-over and the 30 min expiry run from now); rooms that expired
     * meanwhile are removed, from the store too.
     *
     * @return how many rooms were resumed
     * @throws IllegalStateException if a stored room or its game does not rebuild (a corrupt
     *     store), naming the room
     * @throws StoreException if the store cannot be read
     */
    public int restore() {
        List<RoomRecord> records = store.all();
        int resumed = 0;
        for (RoomRecord record : records) {
            Room room = rebuild(record);
            room.onExpiryDue(() -> expire(room));
            live.put(room.id(), room);
            if (expire(room)) {
                continue;
            }
            resumed++;
            scheduler.schedule(times.idleExpiry(), () -> expire(room));
            Duration left = Duration.between(clock.instant(), room.view().createdAt().plus(times.maxAge()));
            scheduler.schedule(left.isNegative() ? Duration.ZERO : left, () -> expire(room));
        }
        return resumed;
    }

    private Room rebuild(RoomRecord record) {
        Game game = Games.find(record.gameId())
                .orElseThrow(() -> new IllegalStateException("room " + record.id() + ": game '" + record.gameId() + "' is not installed"));
        GameSession session = null;
        if (record.gameSessionId() != null) {
            try {
                session = sessions.get(record.gameSessionId());
            } catch (SessionException e) {
                throw new IllegalStateException("room " + record.id() + ": its game " + record.gameSessionId() + " cannot be read: "
                        + e.getMessage(), e);
            } catch (RuntimeException e) {
                throw new IllegalStateException("room " + record.id() + ": " + e.getMessage(), e);
            }
        }
        return Room.restore(record, game, session, clock, times, scheduler, sessions, store);
    }

    /**
     * A room by id.
     *
     * @param id the room's id
     * @return the room
     * @throws SessionException {@code no_such_room} (never made, or expired)
     */
    public Room get(String id) {
        Room room = live.get(id);
        if (room == null) {
            throw new SessionException(ErrorCode.NO_SUCH_ROOM, "no room " + TextFields.quote(id));
        }
        if (expire(room)) {
            throw new SessionException(ErrorCode.NO_SUCH_ROOM, "room " + TextFields.quote(id) + " has expired");
        }
        return room;
    }

    /**
     * Removes every room that has expired by the clock.
     *
     * @return how many were removed
     */
    public int expireAll() {
        int n = 0;
        for (Room room : List.copyOf(live.values())) {
            if (expire(room)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The number of rooms kept.
     *
     * @return the count
     */
    public int size() {
        return live.size();
    }

    private boolean expire(Room room) {
        if (!room.expired()) {
            return false;
        }
        if (live.remove(room.id(), room)) {
            try {
                store.remove(room.id());
            } catch (StoreException e) {
                LOG.error("room {} expired but could not be removed from the store", room.id(), e);
            }
            room.close();
        }
        return true;
    }
}
