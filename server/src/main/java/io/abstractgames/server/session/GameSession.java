package io.abstractgames.server.session;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.Searcher;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.server.owner.OwnerLock;
import io.abstractgames.server.owner.Rank;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.GameStore;
import io.abstractgames.server.store.StoreException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntPredicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game on the server, the authority on its state: every move is checked by the engine, written
 * to the {@link GameStore} before anyone is told of it, and then announced to the listeners. AI
 * seats are played on the {@link AiPool}; the session's state is only read or changed under its
 * lock, so connection threads and AI threads never touch it at once.
 *
 * <p>Requests name the seats the requester may move for ({@code seats}); the caller decides who
 * holds which seats (the connection that created the game holds its human seats). A refused
 * request throws {@link SessionException} and changes nothing.
 *
 * <p>Undo: against the AI it takes back the human's last move and the AI's replies after it; on one
 * device one move; Breakthrough on one device, rooms and ladder runs have none ({@link HouseRules}).
 *
 * <p>A change the store cannot keep is refused with {@link ErrorCode#STORE_FAILED} and changes
 * nothing. When the AI's move cannot be stored, the move is dropped, the listeners are told the
 * error ({@link SessionListener#failed}) and a state in which no one thinks (status
 * {@link Status#PLAYING}, the AI's seat to move); the AI searches again at the next request that
 * opens, undoes or restarts the game or changes its AI seats.
 *
 * <p>The version goes one up with every change announced and is stored before any listener hears
 * of it: with the event, or alone for a change that is no event (who thinks); so a session rebuilt
 * from its record ({@link GameSessions#get}) has a version at least as high as any announced.
 */
public final class GameSession {

    private static final Logger LOG = LoggerFactory.getLogger(GameSession.class);

    private final OwnerLock lock;
    private final String id;
    private final GameSettings settings;
    private final Game game;
    private final Level level;
    private final Position start;
    private final AiSeats aiSeats;
    private final TakeBack takeBack;
    private final Finish finish = new Finish();
    private final GameStore store;
    private final AiPool pool;
    private final List<SessionListener> listeners = new CopyOnWriteArrayList<>();

    private Position position;
    private final List<Played> moves = new ArrayList<>();
    private long version;
    private AiTask thinking;
    private boolean aiStalled;
    private int restarts;
    private boolean closed;

    GameSession(String id, GameSettings settings, Game game, Level level, Position start, GameStore store, AiPool pool) {
        this.id = Objects.requireNonNull(id, "id");
        this.lock = new OwnerLock(Rank.SESSION, "game " + id);
        this.settings = Objects.requireNonNull(settings, "settings");
        this.game = Objects.requireNonNull(game, "game");
        this.level = level;
        this.start = start.copy();
        this.store = Objects.requireNonNull(store, "store");
        this.pool = Objects.requireNonNull(pool, "pool");
        this.aiSeats = AiSeats.of(settings, game.playerCount());
        this.takeBack = TakeBack.of(settings, game);
        this.position = start.copy();
    }

    /**
     * The session's id.
     *
     * @return the id, URL-safe
     */
    public String id() {
        return id;
    }

    /**
     * The settings.
     *
     * @return how the game was set up
     */
    public GameSettings settings() {
        return settings;
    }

    /**
     * The game.
     *
     * @return the game
     */
    public Game game() {
        return game;
    }

    /**
     * The seats played by people.
     *
     * @return the human seats, ascending
     */
    public Set<Integer> humanSeats() {
        return aiSeats.humans();
    }

    /**
     * Adds a listener; it is told of every later change.
     *
     * @param listener the listener
     */
    public void addListener(SessionListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Adds a listener and tells it the current state first, before any later change: under the
     * session's lock, so no change announced by another thread can overtake it.
     *
     * @param listener the listener
     * @param cause the requester's tag, passed with the first state
     * @throws SessionException {@code no_such_game} if the session is closed
     */
    public void attach(SessionListener listener, Cause cause) {
        Objects.requireNonNull(listener, "listener");
        lock.run(() -> {
            checkOpen();
            listeners.add(listener);
            if (!retryStalledAi(cause)) {
                listener.changed(snapshot(), cause);
            }
        });
    }

    /**
     * Tells a listener the current state again, in order with the changes announced to it.
     *
     * @param listener a listener added before
     * @param cause the requester's tag
     */
    public void tell(SessionListener listener, Cause cause) {
        lock.run(() -> {
            if (!retryStalledAi(cause)) {
                listener.changed(snapshot(), cause);
            }
        });
    }

    /**
     * Removes a listener.
     *
     * @param listener a listener added before; nothing happens otherwise
     */
    public void removeListener(SessionListener listener) {
        listeners.remove(listener);
    }

    /**
     * The current state.
     *
     * @return a snapshot
     */
    public GameView view() {
        return lock.call(() -> {
            return snapshot();
        });
    }

    /**
     * Plays a move given as text.
     *
     * @param seats the seats the requester may move for
     * @param seenVersion the version the move was chosen in
     * @param moveText the move text
     * @param cause the requester's tag, passed to the listeners
     * @return the state after the move
     * @throws SessionException {@code stale}, {@code game_over}, {@code not_your_turn},
     *     {@code illegal_move}, {@code busy}
     */
    public GameView play(Set<Integer> seats, long seenVersion, String moveText, Cause cause) {
        Objects.requireNonNull(moveText, "moveText");
        return lock.call(() -> {
            checkMayMove(seats, seenVersion);
            long code;
            try {
                code = position.parseMove(moveText);
            } catch (NotationException e) {
                throw new SessionException(ErrorCode.ILLEGAL_MOVE, e.getMessage());
            }
            return apply(code, cause);
        });
    }

    /**
     * Plays a move given by its code.
     *
     * @param seats the seats the requester may move for
     * @param seenVersion the version the move was chosen in
     * @param code the code of one of the legal moves
     * @param cause the requester's tag, passed to the listeners
     * @return the state after the move
     * @throws SessionException {@code stale}, {@code game_over}, {@code not_your_turn},
     *     {@code illegal_move} (not one of the legal moves' codes), {@code busy}
     */
    public GameView playCode(Set<Integer> seats, long seenVersion, long code, Cause cause) {
        return lock.call(() -> {
            checkMayMove(seats, seenVersion);
            MoveList legal = new MoveList();
            position.generateMoves(legal);
            if (!legal.contains(code)) {
                throw new SessionException(ErrorCode.ILLEGAL_MOVE, "move code " + code + ": not a legal move here");
            }
            return apply(code, cause);
        });
    }

    private void checkMayMove(Set<Integer> seats, long seenVersion) {
        checkOpen();
        checkVersion(seenVersion);
        if (isOver()) {
            throw new SessionException(ErrorCode.GAME_OVER, "the game is over: " + outcome().describe(game));
        }
        int toMove = position.sideToMove();
        if (aiSeats.isAi(toMove)) {
            throw new SessionException(ErrorCode.NOT_YOUR_TURN, "the AI is to move (" + game.sideName(toMove) + ")");
        }
        if (!seats.contains(toMove)) {
            throw new SessionException(ErrorCode.NOT_YOUR_TURN, game.sideName(toMove) + " is to move, not a seat of yours");
        }
    }

    private void checkVersion(long seenVersion) {
        if (seenVersion != version) {
            throw new SessionException(ErrorCode.STALE, "version " + seenVersion + " is not the current version " + version);
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new SessionException(ErrorCode.NO_SUCH_GAME, "game " + id + " was closed");
        }
    }

    /** Plays a legal move: stores it, makes it, tells the listeners, starts the AI if it is to move. */
    private GameView apply(long code, Cause cause) {
        int seat = position.sideToMove();
        String text = position.moveText(code);
        if (needsAiAfter(code) && !pool.hasRoom()) {
            throw new SessionException(ErrorCode.BUSY, "the AI has too much to do; try again");
        }
        record(new GameEvent.Moved(seat, text));
        position.makeMove(code);
        moves.add(new Played(seat, code, text));
        return changed(cause);
    }

    /**
     * Writes an event to the store with the version it makes (the caller raises the version next,
     * through {@link #changed}), or refuses the request that made it.
     */
    private void record(GameEvent event) {
        try {
            store.append(id, event, version + 1);
        } catch (StoreException e) {
            LOG.error("game {}: {} could not be stored", id, event, e);
            throw new SessionException(ErrorCode.STORE_FAILED, "the server could not save this change to game " + id
                    + "; nothing changed, try again", e);
        }
    }

    private boolean needsAiAfter(long code) {
        position.makeMove(code);
        try {
            return !position.isOver() && aiSeats.isAi(position.sideToMove());
        } finally {
            position.unmakeMove();
        }
    }

    /**
     * Takes moves back: against the AI to before the human's last move (with the AI's replies), on
     * one device one move. Stops the AI if it is thinking.
     *
     * @param seats the seats the requester may move for
     * @param seenVersion the version the undo was asked in
     * @param cause the requester's tag
     * @return the state after the undo
     * @throws SessionException {@code stale}, {@code game_over} after a resignation,
     *     {@code cannot_undo}
     */
    public GameView undo(Set<Integer> seats, long seenVersion, Cause cause) {
        return lock.call(() -> {
            checkOpen();
            checkVersion(seenVersion);
            if (finish.resigned()) {
                throw new SessionException(ErrorCode.GAME_OVER, "the game was resigned; restart instead");
            }
            int plies = undoPlies(seats);
            if (plies <= 0) {
                throw new SessionException(ErrorCode.CANNOT_UNDO, takeBack.refusal());
            }
            record(new GameEvent.Undone(plies));
            cancelAi();
            aiStalled = false;
            takeBack(plies);
            return changed(cause);
        });
    }

    /** How many plies an undo by these seats takes back now; 0 when none. */
    private int undoPlies(Set<Integer> seats) {
        return takeBack.plies(moves, aiSeats::isAi, seats);
    }

    private void takeBack(int plies) {
        for (int i = 0; i < plies; i++) {
            position.unmakeMove();
            moves.remove(moves.size() - 1);
        }
    }

    /**
     * Starts the game again with the same settings.
     *
     * @param cause the requester's tag
     * @return the state of the new game
     * @throws SessionException {@code busy} when the AI would move first and the pool is full
     */
    public GameView restart(Cause cause) {
        return lock.call(() -> {
            storeRestart(aiSeats::isAi);
            return changed(cause);
        });
    }

    /**
     * Stores a restart and goes back to the start position, under the session's lock; refused
     * with {@code busy} when the AI would move first ({@code aiSeat} of the side to move) and the
     * pool is full, and with {@code store_failed} when the store refuses.
     */
    private void storeRestart(IntPredicate aiSeat) {
        checkOpen();
        if (!start.isOver() && aiSeat.test(start.sideToMove()) && !pool.hasRoom()) {
            throw new SessionException(ErrorCode.BUSY, "the AI has too much to do; try again");
        }
        record(new GameEvent.Restarted());
        cancelAi();
        aiStalled = false;
        restarts++;
        resetToStart();
    }

    /**
     * Starts a room's game again for its next round, with the AI on new seats: stores the restart,
     * then lets the room take its new seats ({@code stored}, run under the session's lock, before
     * anyone hears of the new game), then announces the new game, the AI thinking at once if it
     * moves first. Nothing changes when the store refuses.
     *
     * @param seats the AI's seats in the new game
     * @param stored what the room does once the restart is stored (it may announce its new seats,
     *     and its listeners may ask this session for its state)
     * @param cause the requester's tag
     * @return the state of the new game
     * @throws SessionException {@code busy} when the AI would move first and the pool is full,
     *     {@code store_failed}
     * @throws IllegalStateException if the game is not a room's
     */
    public GameView restartRound(Set<Integer> seats, Runnable stored, Cause cause) {
        if (!aiSeats.handedOver()) {
            throw new IllegalStateException("only a room's game starts a new round");
        }
        return lock.call(() -> {
            storeRestart(seats::contains);
            aiSeats.set(seats);
            stored.run();
            return changed(cause);
        });
    }

    private void resetToStart() {
        position = start.copy();
        moves.clear();
        finish.reset();
    }

    /**
     * A seat resigns (with two players the opponent wins; with three the distance rule of
     * {@code docs/rules/diamond.md} picks the winner).
     *
     * @param seats the seats the requester may move for
     * @param seat the resigning seat, or -1 for the requester's seat: the human seat against the AI,
     *     the seat to move on one device
     * @param cause the requester's tag
     * @return the state after the resignation
     * @throws SessionException {@code game_over}, {@code bad_request} (not a seat of the requester)
     */
    public GameView resign(Set<Integer> seats, int seat, Cause cause) {
        return lock.call(() -> {
            checkOpen();
            if (isOver()) {
                throw new SessionException(ErrorCode.GAME_OVER, "the game is over: " + outcome().describe(game));
            }
            int defaultSeat = Finish.defaultResigner(settings, position.sideToMove());
            int resigning = Finish.resigningSeat(seat, defaultSeat, game.playerCount(), seats, aiSeats::isAi);
            record(new GameEvent.Resigned(resigning));
            cancelAi();
            finish.resign(position, resigning);
            return changed(cause);
        });
    }

    /**
     * Sets the seats the AI plays (only in a room's game, {@code Mode.ROOM}): starts the AI when the seat to
     * move became an AI seat, stops it when that seat is a person's again, and announces the change
     * of status to the listeners as a new version, stored first (when the store refuses, with the
     * version unchanged).
     *
     * @param seats the AI's seats from now on
     * @throws IllegalStateException if the game is not a room's
     */
    public void setAiSeats(Set<Integer> seats) {
        if (!aiSeats.handedOver()) {
            throw new IllegalStateException("only a room's game hands seats to the AI");
        }
        lock.run(() -> {
            if (closed) {
                return;
            }
            Status before = status();
            aiSeats.set(seats);
            if (thinking != null && !aiSeats.isAi(position.sideToMove())) {
                cancelAi();
            }
            boolean retry = aiStalled;
            aiStalled = false;
            if (status() != before || retry) {
                changedWithoutEvent(null);
            }
        });
    }

    /**
     * Closes the session when no listener is left (as {@link #close}); a listener attached later
     * finds it closed. Atomic with {@link #attach}: under the session's lock.
     *
     * @return whether it closed the session now
     */
    boolean closeIfUnattended() {
        return lock.call(() -> {
            if (closed || !listeners.isEmpty()) {
                return false;
            }
            close();
            return true;
        });
    }

    /**
     * Whether the session is closed (it refuses every request).
     *
     * @return true after {@link #close}
     */
    boolean isClosed() {
        return lock.call(() -> {
            return closed;
        });
    }

    /** Stops the AI and refuses every later request. */
    public void close() {
        lock.run(() -> {
            closed = true;
            cancelAi();
            listeners.clear();
        });
    }

    /**
     * Replays a stored event without storing it again (rebuilding a session from its record).
     *
     * @param event the event
     * @throws IllegalStateException if the event does not fit the game as rebuilt so far
     */
    void replay(GameEvent event) {
        lock.run(() -> {
            if (event instanceof GameEvent.Moved m) {
                if (isOver() || position.sideToMove() != m.seat()) {
                    throw new IllegalStateException("stored move " + m.text() + " by seat " + m.seat() + " does not fit game " + id);
                }
                long code;
                try {
                    code = position.parseMove(m.text());
                } catch (NotationException e) {
                    throw new IllegalStateException("stored move " + m.text() + " of game " + id + " is not legal there: " + e.getMessage(), e);
                }
                position.makeMove(code);
                moves.add(new Played(m.seat(), code, position.moveText(code)));
            } else if (event instanceof GameEvent.Undone u) {
                if (u.plies() > moves.size()) {
                    throw new IllegalStateException("stored undo of " + u.plies() + " plies in game " + id + " of " + moves.size());
                }
                takeBack(u.plies());
            } else if (event instanceof GameEvent.Restarted) {
                restarts++;
                resetToStart();
            } else if (event instanceof GameEvent.Resigned r) {
                finish.resign(position, r.seat());
            }
            version++;
        });
    }

    /**
     * Takes up the stored version after the events were replayed (rebuilding a session from its
     * record): the replay counted one per event, the store also kept the raises without an event.
     *
     * @param stored the record's version
     */
    void resumeVersion(long stored) {
        lock.run(() -> {
            version = Math.max(version, stored);
        });
    }

    /**
     * Tells a first listener the state (when there is one), then starts the AI if it is to move
     * (after creation or a rebuild), so the listener hears the start before the AI's move.
     */
    void start(SessionListener first, Cause cause) {
        lock.run(() -> {
            if (first != null) {
                listeners.add(first);
                first.changed(snapshot(), cause);
            }
            maybeStartAi();
        });
    }

    /**
     * How many times the game was started again since it was created (a room's "again" is one).
     *
     * @return the count, 0 for a game never restarted
     */
    public int restarts() {
        return lock.call(() -> {
            return restarts;
        });
    }

    /**
     * When the AI's last move could not be stored, lets it search again and announces the state
     * (thinking again) to every listener.
     *
     * @param cause the requester's tag
     * @return whether it did (and so told every listener the state)
     */
    private boolean retryStalledAi(Cause cause) {
        if (!aiStalled) {
            return false;
        }
        aiStalled = false;
        changedWithoutEvent(cause);
        return true;
    }

    private boolean isOver() {
        return finish.isOver(position);
    }

    private Outcome outcome() {
        return finish.outcome(position);
    }

    /** Announces a change whose event {@link #record} stored with the next version. */
    private GameView changed(Cause cause) {
        version++;
        return announce(cause);
    }

    /**
     * Announces a change that is no event (who thinks: a seat passing between a person and the AI,
     * the AI stalled or trying again): the next version is stored first, so that no client ever
     * holds a version the game would not reach again after a restart. When the store refuses, the
     * state is announced with the version unchanged (the position is the same, only the status
     * differs).
     */
    private GameView changedWithoutEvent(Cause cause) {
        try {
            store.saveVersion(id, version + 1);
            version++;
        } catch (StoreException e) {
            LOG.error("game {}: version {} could not be stored; the state goes out with version {}", id, version + 1, version, e);
        }
        return announce(cause);
    }

    private GameView announce(Cause cause) {
        maybeStartAi();
        GameView view = snapshot();
        for (SessionListener listener : listeners) {
            try {
                listener.changed(view, cause);
            } catch (RuntimeException e) {
                LOG.warn("a listener of game {} failed", id, e);
            }
        }
        return view;
    }

    private Status status() {
        if (isOver()) {
            return Status.OVER;
        }
        return aiSeats.isAi(position.sideToMove()) && !aiStalled ? Status.THINKING : Status.PLAYING;
    }

    private GameView snapshot() {
        int shown = Math.min(game.playerCount() - 1, moves.size());
        for (int i = 0; i < shown; i++) {
            position.unmakeMove();
        }
        List<PlayedMove> last = new ArrayList<>(shown);
        for (int i = moves.size() - shown; i < moves.size(); i++) {
            Played m = moves.get(i);
            last.add(new PlayedMove(m.seat(), i + 1, m.code(), m.text(), position.copy()));
            position.makeMove(m.code());
        }
        boolean canUndo = !finish.resigned() && undoPlies(humanSeats()) > 0;
        return new GameView(id, version, game, settings, position.copy(), moves.size(), status(), outcome(), List.copyOf(last),
                humanSeats(), canUndo);
    }

    // ----- the AI -----

    private void maybeStartAi() {
        if (closed || aiStalled || thinking != null || isOver() || !aiSeats.isAi(position.sideToMove())) {
            return;
        }
        AiTask task = new AiTask(version, position.copy());
        thinking = task;
        pool.submit(task);
    }

    private void cancelAi() {
        if (thinking != null) {
            thinking.cancel();
            thinking = null;
        }
    }

    private void aiMoved(AiTask task, long code) {
        lock.run(() -> {
            if (thinking != task || closed) {
                return;
            }
            thinking = null;
            if (version != task.version) {
                maybeStartAi();
                return;
            }
            int seat = position.sideToMove();
            String text = position.moveText(code);
            try {
                record(new GameEvent.Moved(seat, text));
            } catch (SessionException e) {
                // No one thinks now: the listeners hear why, and the next request lets the AI try again.
                aiStalled = true;
                for (SessionListener listener : listeners) {
                    try {
                        listener.failed(e);
                    } catch (RuntimeException f) {
                        LOG.warn("a listener of game {} failed", id, f);
                    }
                }
                changedWithoutEvent(null);
                return;
            }
            position.makeMove(code);
            moves.add(new Played(seat, code, text));
            changed(null);
        });
    }

    /** One search for the AI seat to move, on a copy of the position. */
    private final class AiTask implements Runnable {
        final long version;
        final Position position;
        volatile boolean cancelled;
        volatile Searcher searcher;

        AiTask(long version, Position position) {
            this.version = version;
            this.position = position;
        }

        @Override
        public void run() {
            if (cancelled) {
                return;
            }
            long move;
            try {
                Searcher s = pool.searcher(game, level, id);
                searcher = s;
                if (cancelled) {
                    return;
                }
                move = s.search(position).bestMove();
            } catch (RuntimeException e) {
                LOG.error("game {}: the AI's search failed in {}; it plays the first legal move", id, position.toText(), e);
                MoveList legal = new MoveList();
                position.generateMoves(legal);
                move = legal.get(0);
            } finally {
                searcher = null;
            }
            if (!cancelled) {
                aiMoved(this, move);
            }
        }

        void cancel() {
            cancelled = true;
            Searcher s = searcher;
            if (s != null) {
                s.stop();
            }
        }
    }
}
