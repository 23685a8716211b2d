package io.abstractgames.server.session;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameRecord;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.GameStore;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.store.StoreException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's games: creates sessions from settings (checking them against the installed games
 * and AIs), finds them by id, and rebuilds a stored game that is not in memory from its record.
 *
 * <p>A game outside rooms and ladder runs ({@link Mode#AI}, {@link Mode#LOCAL}) stays in memory
 * while a listener has it open: {@link #release} lets it go when the last one leaves (its AI
 * search, if any, is dropped), and {@link #attach} brings it back from the store. Rooms and runs
 * keep their own games in memory as long as they need them.
 *
 * <p>Thread-safe.
 */
public final class GameSessions implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GameSessions.class);

    private final GameStore store;
    private final AiPool pool;
    private final ConcurrentHashMap<String, GameSession> sessions = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    /**
     * Creates the registry.
     *
     * @param store where games are kept
     * @param pool where the AI thinks
     */
    public GameSessions(GameStore store, AiPool pool) {
        this.store = Objects.requireNonNull(store, "store");
        this.pool = Objects.requireNonNull(pool, "pool");
    }

    /**
     * Creates a game, stores it, and starts the AI when it moves first.
     *
     * @param settings the settings
     * @return the new session
     * @throws SessionException {@code unknown_game}, {@code unknown_level}, {@code bad_request}
     *     (seat out of range), {@code bad_position}, {@code busy}, {@code store_failed}
     */
    public GameSession create(GameSettings settings) {
        return create(settings, null, null);
    }

    /**
     * Creates a game, stores it, tells a first listener its state, and then starts the AI when it
     * moves first (so the listener hears the start position before the AI's move).
     *
     * @param settings the settings
     * @param first the first listener, or {@code null}
     * @param cause the requester's tag, passed with the first state
     * @return the new session
     * @throws SessionException {@code unknown_game}, {@code unknown_level}, {@code bad_request}
     *     (seat out of range), {@code bad_position}, {@code busy}, {@code store_failed}
     */
    public GameSession create(GameSettings settings, SessionListener first, Cause cause) {
        Game game = Games.find(settings.gameId())
                .orElseThrow(() -> new SessionException(ErrorCode.UNKNOWN_GAME, "unknown game '" + settings.gameId() + "', expected one of "
                        + String.join(", ", Games.all().stream().map(Game::id).toList())));
        if (settings.humanSeat() >= game.playerCount()) {
            throw new SessionException(ErrorCode.BAD_REQUEST,
                    "seat " + settings.humanSeat() + ": out of range 0.." + (game.playerCount() - 1) + " for " + game.id());
        }
        Level level = settings.level().map(name -> level(game, name)).orElse(null);
        Position start = startPosition(game, settings, level);
        if (settings.mode() == Mode.AI && start.sideToMove() != settings.humanSeat() && !pool.hasRoom()) {
            throw new SessionException(ErrorCode.BUSY, "the AI has too much to do; try again");
        }
        String id = newId();
        try {
            store.create(id, settings);
        } catch (StoreException e) {
            LOG.error("a new {} game could not be stored", settings.gameId(), e);
            throw new SessionException(ErrorCode.STORE_FAILED, "the server could not save the new game; try again", e);
        }
        GameSession session = new GameSession(id, settings, game, level, start, store, pool);
        sessions.put(id, session);
        session.start(first, cause);
        return session;
    }

    private static Level level(Game game, String name) {
        Optional<GameAi> ai = GameAis.find(game.id());
        if (ai.isEmpty()) {
            throw new SessionException(ErrorCode.UNKNOWN_LEVEL, "no AI is installed for " + game.id());
        }
        try {
            return ai.get().level(game, name).orElseThrow(() -> new SessionException(ErrorCode.UNKNOWN_LEVEL, "unknown level '" + name
                    + "' for " + game.id() + ", expected one of " + String.join(", ", ai.get().levels(game).stream().map(Level::name).toList())));
        } catch (NotationException e) {
            throw new SessionException(ErrorCode.UNKNOWN_LEVEL, e.getMessage());
        }
    }

    private static Position startPosition(Game game, GameSettings settings, Level level) {
        Optional<String> text = settings.startPosition();
        if (text.isEmpty() && level != null) {
            text = level.startText();
        }
        if (text.isEmpty()) {
            return game.newStartPosition();
        }
        Position start;
        try {
            start = game.parsePosition(text.get());
        } catch (NotationException e) {
            throw new SessionException(ErrorCode.BAD_POSITION, e.getMessage());
        }
        if (start.isOver()) {
            throw new SessionException(ErrorCode.BAD_POSITION, "the position is already over: " + start.outcome().describe(game));
        }
        return start;
    }

    /**
     * A game by id, rebuilt from the store when it is not in memory.
     *
     * @param id the game's id
     * @return the session
     * @throws SessionException {@code no_such_game}, {@code store_failed} (the store cannot be read)
     * @throws IllegalStateException if the stored record does not replay (a corrupt store)
     */
    public GameSession get(String id) {
        GameSession session = sessions.get(id);
        if (session != null) {
            return session;
        }
        Optional<GameRecord> record;
        try {
            record = store.load(id);
        } catch (StoreException e) {
            LOG.error("game {} could not be read", id, e);
            throw new SessionException(ErrorCode.STORE_FAILED, "the server could not read game " + TextFields.quote(id) + "; try again", e);
        }
        if (record.isEmpty()) {
            throw new SessionException(ErrorCode.NO_SUCH_GAME, "no game " + TextFields.quote(id) + " on this server");
        }
        return sessions.computeIfAbsent(id, k -> rebuild(record.get()));
    }

    /**
     * Attaches a listener to a game, rebuilt from the store when it is not in memory: as
     * {@link #get} and then {@link GameSession#attach}, also when the game leaves memory in between
     * ({@link #release} by its last other listener): then it is rebuilt again.
     *
     * @param id the game's id
     * @param admit checks the game before the listener is attached; refuses it by throwing
     * @param listener the listener, told the current state first
     * @param cause the requester's tag, passed with the first state
     * @return the session
     * @throws SessionException {@code no_such_game}, {@code store_failed}, or what {@code admit}
     *     throws
     * @throws IllegalStateException if the stored record does not replay (a corrupt store)
     */
    public GameSession attach(String id, Consumer<GameSession> admit, SessionListener listener, Cause cause) {
        while (true) {
            GameSession session = get(id);
            admit.accept(session);
            if (!session.isClosed()) {
                try {
                    session.attach(listener, cause);
                    return session;
                } catch (SessionException e) {
                    if (!session.isClosed()) {
                        throw e;
                    }
                }
            }
            sessions.remove(id, session);
        }
    }

    /**
     * Lets a game outside rooms and ladder runs leave memory when no listener has it open any more:
     * it is closed (its AI search dropped) and kept in the store only, from which {@link #get} and
     * {@link #attach} rebuild it. A game of a room or a run, or one with listeners, stays.
     *
     * @param session a session of this registry whose listener just left
     */
    public void release(GameSession session) {
        Mode mode = session.settings().mode();
        if ((mode == Mode.AI || mode == Mode.LOCAL) && session.closeIfUnattended()) {
            sessions.remove(session.id(), session);
        }
    }

    private GameSession rebuild(GameRecord record) {
        GameSettings settings = record.settings();
        Game game = Games.byId(settings.gameId());
        Level level = settings.level().map(name -> level(game, name)).orElse(null);
        GameSession session = new GameSession(record.id(), settings, game, level, startPosition(game, settings, level), store, pool);
        for (GameEvent event : record.events()) {
            session.replay(event);
        }
        session.resumeVersion(record.version());
        session.start(null, null);
        return session;
    }

    /**
     * The number of games in memory.
     *
     * @return the count
     */
    public int size() {
        return sessions.size();
    }

    private String newId() {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Forgets a session: closes it (stopping its AI) and drops it from memory; the store keeps its
     * record, so a later {@link #get} rebuilds it.
     *
     * @param id the session's id; nothing happens when there is none in memory
     */
    public void discard(String id) {
        GameSession session = sessions.remove(id);
        if (session != null) {
            session.close();
        }
    }

    /**
     * Forgets a game for good: closes its session and removes its record from the store. Used when
     * a room expires, or when a room could not record the game it started.
     *
     * @param id the game's id; nothing happens when it is unknown
     * @throws StoreException if the store cannot remove the record (the session is closed anyway)
     */
    public void remove(String id) {
        discard(id);
        store.remove(id);
    }

    /** Closes every session (stopping their AI); the store keeps them. */
    @Override
    public void close() {
        sessions.values().forEach(GameSession::close);
        sessions.clear();
    }
}
