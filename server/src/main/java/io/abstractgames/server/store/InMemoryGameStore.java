package io.abstractgames.server.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link GameStore} in the server's memory: games last as long as the process. */
public final class InMemoryGameStore implements GameStore {

    private static final class Entry {
        final GameSettings settings;
        final List<GameEvent> events = new ArrayList<>();
        long version;

        Entry(GameSettings settings) {
            this.settings = settings;
        }
    }

    private final ConcurrentHashMap<String, Entry> games = new ConcurrentHashMap<>();

    /** Creates an empty store. */
    public InMemoryGameStore() {}

    @Override
    public void create(String id, GameSettings settings) {
        Objects.requireNonNull(settings, "settings");
        if (games.putIfAbsent(Objects.requireNonNull(id, "id"), new Entry(settings)) != null) {
            throw new IllegalStateException("game " + id + " is already stored");
        }
    }

    @Override
    public void append(String id, GameEvent event, long version) {
        Objects.requireNonNull(event, "event");
        Entry entry = entry(id, version);
        synchronized (entry) {
            entry.events.add(event);
            entry.version = Math.max(entry.version, version);
        }
    }

    @Override
    public void saveVersion(String id, long version) {
        Entry entry = entry(id, version);
        synchronized (entry) {
            entry.version = Math.max(entry.version, version);
        }
    }

    private Entry entry(String id, long version) {
        if (version < 1) {
            throw new IllegalArgumentException("game " + id + ": version " + version + ", expected at least 1");
        }
        Entry entry = games.get(id);
        if (entry == null) {
            throw new IllegalStateException("no stored game " + id);
        }
        return entry;
    }

    @Override
    public Optional<GameRecord> load(String id) {
        Entry entry = games.get(id);
        if (entry == null) {
            return Optional.empty();
        }
        synchronized (entry) {
            return Optional.of(new GameRecord(id, entry.settings, entry.events, Math.max(entry.version, entry.events.size())));
        }
    }

    @Override
    public List<String> ids() {
        return List.copyOf(games.keySet());
    }

    @Override
    public void remove(String id) {
        games.remove(id);
    }
}
