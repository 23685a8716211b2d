package io.abstractgames.server.store;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/** A store that counts the moves appended to another (for the server's stats) and otherwise passes every call on. */
public final class MoveCountingStore implements GameStore {

    private final GameStore store;
    private final LongAdder moves = new LongAdder();

    /**
     * Wraps a store.
     *
     * @param store the store that keeps the games
     */
    public MoveCountingStore(GameStore store) {
        this.store = Objects.requireNonNull(store, "store");
    }

    /**
     * The moves appended since this wrapper was made (every {@link GameEvent.Moved} the store kept).
     *
     * @return the count
     */
    public long moves() {
        return moves.sum();
    }

    @Override
    public void create(String id, GameSettings settings) {
        store.create(id, settings);
    }

    @Override
    public void append(String id, GameEvent event, long version) {
        store.append(id, event, version);
        if (event instanceof GameEvent.Moved) {
            moves.increment();
        }
    }

    @Override
    public void saveVersion(String id, long version) {
        store.saveVersion(id, version);
    }

    @Override
    public Optional<GameRecord> load(String id) {
        return store.load(id);
    }

    @Override
    public List<String> ids() {
        return store.ids();
    }

    @Override
    public void remove(String id) {
        store.remove(id);
    }
}
