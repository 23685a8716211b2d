package io.abstractgames.server.store;

import io.abstractgames.server.store.GameSettings;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** A game store in memory whose writes fail while the test says so (a full disk). */
public final class FailingGameStore implements GameStore {

    private final InMemoryGameStore inner = new InMemoryGameStore();
    private volatile Predicate<GameEvent> failAppend = e -> false;
    private volatile boolean failCreate;
    private volatile boolean failVersions;

    /** Appends of events that match fail from now on; {@code e -> false} heals the store. */
    public void failAppends(Predicate<GameEvent> which) {
        failAppend = which;
    }

    /** Whether new games fail from now on. */
    public void failCreates(boolean fail) {
        failCreate = fail;
    }

    /** Whether versions saved without an event fail from now on. */
    public void failVersions(boolean fail) {
        failVersions = fail;
    }

    private static StoreException full(String id) {
        return new StoreException("game " + id + ": the disk is full", new IOException("no space left on device"));
    }

    @Override
    public void create(String id, GameSettings settings) {
        if (failCreate) {
            throw full(id);
        }
        inner.create(id, settings);
    }

    @Override
    public void append(String id, GameEvent event, long version) {
        if (failAppend.test(event)) {
            throw full(id);
        }
        inner.append(id, event, version);
    }

    @Override
    public void saveVersion(String id, long version) {
        if (failVersions) {
            throw full(id);
        }
        inner.saveVersion(id, version);
    }

    @Override
    public Optional<GameRecord> load(String id) {
        return inner.load(id);
    }

    @Override
    public List<String> ids() {
        return inner.ids();
    }

    @Override
    public void remove(String id) {
        inner.remove(id);
    }
}
