package io.abstractgames.server.store;

import java.util.List;
import java.util.Objects;

/**
 * A stored game: its id, its settings, every event since it was created, oldest first, and its
 * version.
 *
 * @param id the game's id (URL-safe, unguessable)
 * @param settings how the game was set up
 * @param events the changes, in the order they were acknowledged; an immutable copy
 * @param version the game's last stored version: at least the number of events (each raised it
 *     by one), more when changes that are no event raised it too
 */
public record GameRecord(String id, GameSettings settings, List<GameEvent> events, long version) {

    /**
     * Checks and copies the fields.
     *
     * @throws NullPointerException if a field or an event is null
     * @throws IllegalArgumentException if the version is below the number of events
     */
    public GameRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(settings, "settings");
        events = List.copyOf(events);
        if (version < events.size()) {
            throw new IllegalArgumentException("game " + id + ": version " + version + " below its " + events.size() + " events");
        }
    }

    /**
     * A record whose version is its number of events (no change without an event raised it).
     *
     * @param id the game's id
     * @param settings how the game was set up
     * @param events the changes, oldest first
     * @throws NullPointerException if a field or an event is null
     */
    public GameRecord(String id, GameSettings settings, List<GameEvent> events) {
        this(id, settings, events, events.size());
    }
}
