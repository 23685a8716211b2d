package io.abstractgames.server.ladder;

import io.abstractgames.bashni.ChallengeLadder;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.room.Tokens;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.StoreException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's challenge ladder: starts runs, finds them by their run token, and lists the best
 * runs. A run's token is its only key: 256 random bits the browser keeps, of which the server keeps
 * only the SHA-256 hash ({@link Tokens}); whoever has it continues the run.
 *
 * <p>A run is kept for {@link #RUN_KEPT} after its last change (a move, a win, its end, its name);
 * then {@link #expire} removes it and its game, and its token opens nothing. Its entry in the best
 * runs stays.
 *
 * <p>Thread-safe.
 */
public final class Ladder {

    /** How many entries the best runs list. */
    public static final int BEST_RUNS = 10;
    /** How long a run is kept after its last change. */
    public static final Duration RUN_KEPT = Duration.ofDays(7);

    private static final Logger LOG = LoggerFactory.getLogger(Ladder.class);

    private final LadderStore store;
    private final GameSessions sessions;
    private final Clock clock;
    private final IntFunction<String> starts;
    private final ConcurrentHashMap<String, LadderRun> live = new ConcurrentHashMap<>();

    /**
     * A new run and its token.
     *
     * @param run the run, its first game set up on {@link LadderRun#open}
     * @param token the run token, to be kept by the browser (43 URL-safe characters)
     */
    public record Started(LadderRun run, String token) {}

    /**
     * Creates the ladder with the rules' start positions ({@link ChallengeLadder#startText(int)}).
     *
     * @param store where runs are kept
     * @param sessions where the runs' games are made
     * @param clock the time the thinking clocks go by, and the expiry ({@link #expire}); the store
     *     must stamp its saves with the same clock
     */
    public Ladder(LadderStore store, GameSessions sessions, Clock clock) {
        this(store, sessions, clock, ChallengeLadder::startText);
    }

    /**
     * Creates the ladder with other start positions (tests set up games that end in one move).
     *
     * @param starts the start position text against each opponent number
     */
    Ladder(LadderStore store, GameSessions sessions, Clock clock, IntFunction<String> starts) {
        this.store = Objects.requireNonNull(store, "store");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.starts = Objects.requireNonNull(starts, "starts");
    }

    /**
     * Starts a run against opponent 1; its game is set up by the first {@link LadderRun#open}.
     *
     * @return the run and its new token
     * @throws io.abstractgames.server.store.StoreException if the store cannot keep the run
     */
    public Started start() {
        String token = Tokens.token();
        RunRecord record = RunRecord.start(Tokens.hash(token), clock.instant());
        store.save(record);
        LadderRun run = new LadderRun(record, true, sessions, store, clock, starts);
        live.put(record.tokenHash(), run);
        return new Started(run, token);
    }

    /**
     * The run of a token: in memory, or read from the store (after a restart).
     *
     * @param token a run token
     * @return the run
     * @throws SessionException {@code unknown_token} when no run has this token
     */
    public LadderRun resume(String token) {
        String hash = Tokens.hash(token);
        LadderRun run = live.get(hash);
        if (run != null) {
            return run;
        }
        Optional<RunRecord> stored = store.run(hash);
        if (stored.isEmpty()) {
            throw new SessionException(ErrorCode.UNKNOWN_TOKEN, "no challenge-ladder run has this token");
        }
        return live.computeIfAbsent(hash, h -> new LadderRun(stored.get(), false, sessions, store, clock, starts));
    }

    /**
     * The best runs.
     *
     * @return at most {@value #BEST_RUNS} named runs, the highest score first (on equal scores
     *     the earlier run)
     */
    public List<BestRun> best() {
        return store.best(BEST_RUNS);
    }

    /**
     * Removes the runs whose last change is {@link #RUN_KEPT} or more ago, and their games (from the
     * game store and from memory); a page that still has such a run open is refused from then on
     * with {@code unknown_token}.
     *
     * @return how many runs were removed
     * @throws io.abstractgames.server.store.StoreException if the store cannot remove them
     */
    public int expire() {
        List<RunRecord> removed = store.removeSavedBefore(clock.instant().minus(RUN_KEPT));
        for (RunRecord record : removed) {
            Set<String> games = new HashSet<>();
            record.gameId().ifPresent(games::add);
            LadderRun run = live.remove(record.tokenHash());
            if (run != null) {
                run.expire();
                run.view().run().gameId().ifPresent(games::add);
            }
            for (String id : games) {
                try {
                    sessions.remove(id);
                } catch (StoreException e) {
                    LOG.error("ladder: the game {} of an expired run could not be removed from the store", id, e);
                }
            }
        }
        return removed.size();
    }
}
