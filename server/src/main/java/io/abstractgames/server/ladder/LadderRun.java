package io.abstractgames.server.ladder;

import io.abstractgames.bashni.BashniGame;
import io.abstractgames.bashni.ai.BashniLevels;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
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
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One challenge-ladder run on the server ({@code docs/rules/bashni.md}, "Challenge ladder"): the
 * human plays White against opponent 1, 2, ...; a win brings the next opponent when the player asks
 * for it ({@link #next}), a loss or a draw ends the run. Each game is a {@link GameSession} in
 * {@link Mode#LADDER} (no undo) against level {@code ladder:N}, from
 * {@code ChallengeLadder.startText(N)} (from opponent 8 on White has men removed); opponent 19
 * leaves White no men, so meeting it ends the run without a game.
 *
 * <p>The run watches its game: the human's thinking clock ({@link ThinkingClock}) starts when it
 * becomes the human's turn (the game starts with White to move, or the opponent's move is made)
 * and stops when the human's move arrives, with the time of the injected {@link Clock}; nothing
 * else moves it, so it runs on while no page is open. Every change is saved to the
 * {@link LadderStore} and then told to the run's listeners. When the next opponent's game takes
 * over, the previous game is removed from the game store: a run keeps one game, its current (or
 * last) one.
 *
 * <p>Thread-safe. Owners ({@link Rank}): the run's own lock is never held while calling into a game
 * session; a session calls the run (its listener) under the session's lock, so the order is always
 * session, then run. Taking up the stored game once holds the run's loading lock, which comes
 * before the session's.
 */
public final class LadderRun {

    /** The human's seat: White. */
    public static final int HUMAN = 0;

    private static final Logger LOG = LoggerFactory.getLogger(LadderRun.class);
    private static final String GAME = "bashni";

    private final GameSessions sessions;
    private final LadderStore store;
    private final Clock clock;
    private final IntFunction<String> starts;
    private final List<LadderListener> listeners = new CopyOnWriteArrayList<>();
    /** Held while the stored game is taken up, once ({@link #load}); before the game's lock. */
    private final OwnerLock loading = new OwnerLock(Rank.RUN_LOADING, "ladder run (loading)");
    /** The run's owner: its record, game and watchers are read and changed only under it. */
    private final OwnerLock lock = new OwnerLock(Rank.RUN, "ladder run");

    private RunRecord record;
    private GameSession session;
    private Watcher watcher;
    private Watcher pending;
    private GameSession retired;
    private volatile boolean loaded;
    private volatile boolean expired;

    /** Listens to one game of the run; the run ignores games that are no longer its current one. */
    private final class Watcher implements SessionListener {
        @Override
        public void changed(GameView view, Cause cause) {
            gameChanged(this, view, cause);
        }
    }

    LadderRun(RunRecord record, boolean fresh, GameSessions sessions, LadderStore store, Clock clock, IntFunction<String> starts) {
        this.record = Objects.requireNonNull(record, "record");
        this.loaded = fresh;
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.store = Objects.requireNonNull(store, "store");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.starts = Objects.requireNonNull(starts, "starts");
    }

    /**
     * The run now, its clock read at the injected clock's current instant.
     *
     * @return a snapshot
     */
    public RunView view() {
        return lock.call(() -> {
            return new RunView(record, record.clock().read(clock.instant()));
        });
    }

    /**
     * Adds a listener; it is told of every later change.
     *
     * @param listener the listener
     */
    public void addListener(LadderListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Removes a listener.
     *
     * @param listener a listener added before; nothing happens otherwise
     */
    public void removeListener(LadderListener listener) {
        listeners.remove(listener);
    }

    /**
     * Makes sure the run's game is there and tells a listener the run and its game: the stored game
     * is taken up again (after a restart, its session rebuilt from the game store), or the game
     * against the current opponent is set up when there is none yet (a new run, or the set-up was
     * cut short); a new game is told to every listener.
     *
     * @param listener the listener to tell (added with {@link #addListener} before, to hear a new game)
     * @param cause the requester's tag
     * @throws SessionException {@code no_such_game} if the run's game is not in the game store;
     *     {@code unknown_token} if the run has expired ({@link Ladder#expire})
     */
    public void open(LadderListener listener, Cause cause) {
        checkLive();
        load();
        if (!startGame(cause)) {
            GameSession s;
            lock.lock();
            try {
                s = session;
            } finally {
                lock.unlock();
            }
            GameView game = s == null ? null : s.view();
            listener.changed(view(), game, cause);
        }
    }

    /**
     * Plays the human's move given as text.
     *
     * @param version the game version the move was chosen in
     * @param moveText the move text
     * @param cause the requester's tag
     * @return the game after the move
     * @throws SessionException {@code unknown_token} (the run has expired), {@code run_over},
     *     {@code game_over} (won, waiting for the next opponent), and the game's refusals
     *     ({@code not_your_turn} while the opponent thinks, {@code stale}, {@code illegal_move},
     *     {@code busy})
     */
    public GameView play(long version, String moveText, Cause cause) {
        return playable().play(Set.of(HUMAN), version, moveText, cause);
    }

    /**
     * Plays the human's move given by its code.
     *
     * @param version the game version the move was chosen in
     * @param code the code of one of the legal moves
     * @param cause the requester's tag
     * @return the game after the move
     * @throws SessionException as {@link #play}
     */
    public GameView playCode(long version, long code, Cause cause) {
        return playable().playCode(Set.of(HUMAN), version, code, cause);
    }

    private GameSession playable() {
        checkLive();
        load();
        lock.lock();
        try {
            checkNotOver();
            if (record.phase() == RunPhase.WON) {
                throw new SessionException(ErrorCode.GAME_OVER, "opponent " + record.opponent() + " is beaten; ask for the next opponent");
            }
            if (session == null) {
                throw new SessionException(ErrorCode.NOT_YOUR_TURN, "the game against opponent " + record.opponent() + " is being set up");
            }
            return session;
        } finally {
            lock.unlock();
        }
    }

    /**
     * After a win, brings on the next opponent: a new game with White to move, or, against
     * opponent 19 (White without men), the end of the run.
     *
     * @param cause the requester's tag
     * @throws SessionException {@code unknown_token} (expired), {@code run_over}, {@code not_over}
     *     (the game goes on)
     */
    public void next(Cause cause) {
        checkLive();
        load();
        lock.lock();
        try {
            checkNotOver();
            if (record.phase() != RunPhase.WON) {
                throw new SessionException(ErrorCode.NOT_OVER, "the game against opponent " + record.opponent() + " goes on");
            }
            commit(record.advanced());
        } finally {
            lock.unlock();
        }
        startGame(cause);
    }

    /**
     * Ends the run: during a game the human resigns it (a loss); after a win the run stops there.
     *
     * @param cause the requester's tag
     * @throws SessionException {@code unknown_token} (expired), {@code run_over}
     */
    public void resign(Cause cause) {
        checkLive();
        load();
        GameSession s;
        lock.lock();
        try {
            checkNotOver();
            s = record.phase() == RunPhase.PLAYING ? session : null;
            if (s == null) {
                String why = record.phase() == RunPhase.WON ? "the player stopped after beating opponent " + record.opponent()
                        : "the player resigned";
                commit(record.ended(clock.instant(), why));
                announce(null, cause);
                return;
            }
        } finally {
            lock.unlock();
        }
        s.resign(Set.of(HUMAN), HUMAN, cause);
    }

    /**
     * Gives the ended run a name for the best runs.
     *
     * @param rawName the name as typed ({@link PlayerName} checks it)
     * @param cause the requester's tag
     * @throws SessionException {@code unknown_token} (expired), {@code run_not_over},
     *     {@code already_named}, {@code bad_name}
     */
    public void name(String rawName, Cause cause) {
        checkLive();
        lock.lock();
        try {
            if (record.phase() != RunPhase.OVER) {
                throw new SessionException(ErrorCode.RUN_NOT_OVER, "the run goes on; a name is given when it has ended");
            }
            if (record.name().isPresent()) {
                throw new SessionException(ErrorCode.ALREADY_NAMED, "the run already has a name");
            }
            commit(record.named(PlayerName.check(rawName)));
            announce(null, cause);
        } finally {
            lock.unlock();
        }
    }

    /** Marks the run as removed from the store ({@link Ladder#expire}): every later request is refused. */
    void expire() {
        expired = true;
    }

    private void checkLive() {
        if (expired) {
            throw new SessionException(ErrorCode.UNKNOWN_TOKEN, "the run has expired: no one played it for "
                    + Ladder.RUN_KEPT.toDays() + " days");
        }
    }

    private void checkNotOver() {
        if (record.phase() == RunPhase.OVER) {
            throw new SessionException(ErrorCode.RUN_OVER, "the run has ended: " + record.ending().orElse(""));
        }
    }

    // ----- the games -----

    /** Takes up the stored game once (a run read from the store): its session, watched by the run. */
    private void load() {
        if (loaded) {
            return;
        }
        loading.lock();
        try {
            if (loaded) {
                return;
            }
            Optional<String> id;
            lock.lock();
            try {
                id = record.gameId();
            } finally {
                lock.unlock();
            }
            if (id.isPresent()) {
                GameSession s = sessions.get(id.get());
                Watcher w = new Watcher();
                lock.lock();
                try {
                    session = s;
                    watcher = w;
                } finally {
                    lock.unlock();
                }
                // The first state brings the clock in line with the game as it is now.
                s.attach(w, null);
            }
            loaded = true;
        } finally {
            loading.unlock();
        }
    }

    /**
     * Sets up the game against the current opponent when the run is playing without one.
     *
     * @return whether a change was announced (a new game, or the end at an opponent whose start is
     *     already lost)
     */
    private boolean startGame(Cause cause) {
        int opponent;
        Watcher w = new Watcher();
        lock.lock();
        try {
            if (record.phase() != RunPhase.PLAYING || record.gameId().isPresent() || pending != null) {
                return false;
            }
            opponent = record.opponent();
            pending = w;
        } finally {
            lock.unlock();
        }
        GameSession old;
        try {
            String text = starts.apply(opponent);
            Position start;
            try {
                start = BashniGame.INSTANCE.parsePosition(text);
            } catch (NotationException e) {
                throw new IllegalStateException("the start position against opponent " + opponent + " is not Bashni: " + e.getMessage(), e);
            }
            if (start.isOver()) {
                lock.lock();
                try {
                    commit(record.ended(clock.instant(), "against opponent " + opponent + " White has no move from the start: "
                            + start.outcome().describe(BashniGame.INSTANCE)));
                    announce(null, cause);
                } finally {
                    lock.unlock();
                }
                return true;
            }
            GameSettings settings = new GameSettings(GAME, Mode.LADDER, Optional.of(BashniLevels.LADDER_PREFIX + opponent), HUMAN,
                    Optional.of(text));
            // The watcher's first state (version 0) makes the game the run's and starts the clock.
            sessions.create(settings, w, cause);
        } finally {
            lock.lock();
            try {
                pending = null;
                old = retired;
                retired = null;
            } finally {
                lock.unlock();
            }
        }
        if (old != null) {
            try {
                sessions.remove(old.id());
            } catch (StoreException e) {
                LOG.error("ladder run: the game {} before the current one could not be removed from the store", old.id(), e);
            }
        }
        return true;
    }

    /** A change of one of the run's games; under the game's lock. */
    private void gameChanged(Watcher w, GameView view, Cause cause) {
        lock.run(() -> {
            RunRecord next = record;
            if (w != watcher) {
                if (w != pending || next.gameId().isPresent()) {
                    return;
                }
                retired = session;
                session = sessions.get(view.id());
                watcher = w;
                next = next.withGame(view.id());
            }
            if (next.phase() == RunPhase.PLAYING) {
                Instant now = clock.instant();
                boolean humansTurn = view.status() == Status.PLAYING && view.toMove() == HUMAN;
                next = next.withClock(humansTurn ? next.clock().start(now) : next.clock().stop(now));
                if (view.status() == Status.OVER) {
                    Outcome outcome = view.outcome();
                    next = outcome.isWin() && outcome.winner() == HUMAN ? next.won() : next.ended(now, outcome.describe(view.game()));
                }
            }
            if (!next.equals(record)) {
                try {
                    commit(next);
                } catch (RuntimeException e) {
                    // The game has gone on (its store has the move); the run goes on with it in memory.
                    LOG.error("ladder run: the change after game {} version {} could not be stored", view.id(), view.version(), e);
                    record = next.nextVersion();
                }
            }
            announce(view, cause);
        });
    }

    /** Saves the next record, then makes it the run's; under the run's lock. */
    private void commit(RunRecord next) {
        RunRecord versioned = next.nextVersion();
        store.save(versioned);
        record = versioned;
    }

    /** Tells every listener; under the run's lock. */
    private void announce(GameView game, Cause cause) {
        RunView view = view();
        for (LadderListener listener : listeners) {
            try {
                listener.changed(view, game, cause);
            } catch (RuntimeException e) {
                LOG.warn("a listener of a ladder run failed", e);
            }
        }
    }
}
