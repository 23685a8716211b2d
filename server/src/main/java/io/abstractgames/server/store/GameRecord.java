package io.abstractgames.server.store;

import io.abstractgames.server.session.GameSettings;
import java.util.List;
import java.util.Objects;

/**
 * A stored game: its id, its settings and every event since it was created, oldest first.
 *
 * @param id the game's id (URL-safe, unguessable)
 * @param settings how the game was set up
 * @param events the changes, in the order they were acknowledged; an immutable copy
 */
public record GameRecord(String id, GameSettings settings, List<GameEvent> events) {

    /**
     * Checks and copies the fields.
     *
     * @throws NullPointerException if a field or an event is null
     */
    public GameRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(settings, "settings");
        events = List.copyOf(events);
    }
}
