package io.abstractgames.server.room;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.server.session.ErrorCode;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.SessionException;
import java.time.Clock;
import java.util.Objects;

/**
 * The server's rooms: creates them, finds them by id and removes them when they expire (30 minutes
 * after everyone disconnected, 24 hours after they were made; see {@link Room}).
 *
 * <p>Thread-safe.
 */
public final class Rooms {

    private final RoomStore store;
    private final GameSessions sessions;
    private final Clock clock;
    private final Scheduler scheduler;

    /**
     * A new room and its creator, who holds the first seat.
     *
     * @param room the room
     * @param creator the creator's entry, with their new seat token
     */
    public record Created(Room room, Room.Entry creator) {}

    /**
     * Creates the registry.
     *
     * @param store where rooms are kept
     * @param sessions where the rooms' games are made
     * @param clock the time the rooms' rules go by
     * @param scheduler the rooms' timers
     */
    public Rooms(RoomStore store, GameSessions sessions, Clock clock, Scheduler scheduler) {
        this.store = Objects.requireNonNull(store, "store");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
    }

    /**
     * Makes a room; its creator enters and takes the first seat (but is not yet connected).
     *
     * @param gameName a game id ({@code diamond} with 3 players means {@code diamond3})
     * @param players the number of players, or 0 for the game's
     * @return the room and its creator
     * @throws SessionException {@code unknown_game}, {@code bad_request} (a number of players the
     *     game does not have)
     */
    public Created create(String gameName, int players) {
        String gameId = "diamond".equals(gameName) && players == 3 ? "diamond3" : gameName;
        Game game = Games.find(gameId).orElseThrow(() -> new SessionException(ErrorCode.UNKNOWN_GAME, "unknown game '" + gameName + "'"));
        if (players != 0 && players != game.playerCount()) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "players " + players + ": " + gameName + " is not for " + players);
        }
        Room room = new Room(Tokens.roomId(), game, clock, scheduler, sessions);
        room.onExpiryDue(() -> expire(room));
        Room.Entry creator = room.enter(null);
        room.join(creator.participant());
        store.put(room);
        scheduler.schedule(Room.IDLE_EXPIRY, () -> expire(room));
        scheduler.schedule(Room.MAX_AGE, () -> expire(room));
        return new Created(room, creator);
    }

    /**
     * A room by id.
     *
     * @param id the room's id
     * @return the room
     * @throws SessionException {@code no_such_room} (never made, or expired)
     */
    public Room get(String id) {
        Room room = store.get(id).orElseThrow(() -> new SessionException(ErrorCode.NO_SUCH_ROOM, "no room " + id));
        if (expire(room)) {
            throw new SessionException(ErrorCode.NO_SUCH_ROOM, "room " + id + " has expired");
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
        for (Room room : store.all()) {
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
        return store.all().size();
    }

    private boolean expire(Room room) {
        if (!room.expired()) {
            return false;
        }
        store.remove(room.id());
        room.close();
        return true;
    }
}
