package io.abstractgames.server.ladder;

import io.abstractgames.bashni.ChallengeLadder;
import io.abstractgames.server.room.Tokens;
import io.abstractgames.server.session.ErrorCode;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.SessionException;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * The server's challenge ladder: starts runs, finds them by their run token, and lists the best
 * runs. A run's token is its only key: 256 random bits the browser keeps, of which the server keeps
 * only the SHA-256 hash ({@link Tokens}); whoever has it continues the run.
 *
 * <p>Thread-safe.
 */
public final class Ladder {

    /** How many entries the best runs list. */
    public static final int BEST_RUNS = 10;

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
     * @param clock the time the thinking clocks go by
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
}
