package io.abstractgames.server.ladder;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link LadderStore} in the server's memory: runs last as long as the process. Thread-safe. */
public final class InMemoryLadderStore implements LadderStore {

    /** A run and when it was saved. */
    private record Saved(RunRecord run, Instant at) {}

    private final Clock clock;
    private final ConcurrentHashMap<String, Saved> runs = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, BestRun> best = new ConcurrentHashMap<>();

    /** Creates an empty store whose saves are timed by the system clock. */
    public InMemoryLadderStore() {
        this(Clock.systemUTC());
    }

    /**
     * Creates an empty store.
     *
     * @param clock the time each save is stamped with ({@link #removeSavedBefore})
     */
    public InMemoryLadderStore(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public void save(RunRecord run) {
        Objects.requireNonNull(run, "run");
        runs.put(run.tokenHash(), new Saved(run, clock.instant()));
        if (run.name().isPresent()) {
            best.put(run.tokenHash(), BestRun.of(run));
        }
    }

    @Override
    public Optional<RunRecord> run(String tokenHash) {
        return Optional.ofNullable(runs.get(tokenHash)).map(Saved::run);
    }

    @Override
    public List<BestRun> best(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit " + limit + ": expected at least 1");
        }
        return best.values().stream().sorted(BestRun.ORDER).limit(limit).toList();
    }

    @Override
    public List<RunRecord> removeSavedBefore(Instant instant) {
        List<RunRecord> removed = new ArrayList<>();
        for (Saved saved : List.copyOf(runs.values())) {
            if (saved.at().isBefore(instant) && runs.remove(saved.run().tokenHash(), saved)) {
                removed.add(saved.run());
            }
        }
        return removed;
    }
}
