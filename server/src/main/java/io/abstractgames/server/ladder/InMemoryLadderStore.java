package io.abstractgames.server.ladder;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link LadderStore} in the server's memory: runs last as long as the process. Thread-safe. */
public final class InMemoryLadderStore implements LadderStore {

    private final ConcurrentHashMap<String, RunRecord> runs = new ConcurrentHashMap<>();

    /** Creates an empty store. */
    public InMemoryLadderStore() {
        // Nothing kept yet.
    }

    @Override
    public void save(RunRecord run) {
        Objects.requireNonNull(run, "run");
        runs.put(run.tokenHash(), run);
    }

    @Override
    public Optional<RunRecord> run(String tokenHash) {
        return Optional.ofNullable(runs.get(tokenHash));
    }

    @Override
    public List<BestRun> best(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit " + limit + ": expected at least 1");
        }
        return runs.values().stream().filter(r -> r.name().isPresent()).map(BestRun::of).sorted(BestRun.ORDER).limit(limit).toList();
    }
}
