package io.abstractgames.server.store;

import java.util.List;
import java.util.Optional;

/**
 * Keeps games as records of settings, events and version. The server writes every event here before
 * it acknowledges it to any client, with the game's version after it, and every raise of the
 * version that no event carries before any client sees it; a store whose methods return normally
 * has kept the change (a durable store has written it).
 *
 * <p>Implementations are thread-safe. Calls for one game come from one thread at a time (the game's
 * own lock), calls for different games may come at once.
 */
public interface GameStore {

    /**
     * Adds a new game.
     *
     * @param id the game's id, not yet in the store
     * @param settings its settings
     * @throws IllegalStateException if the id is already taken
     * @throws StoreException if the store cannot keep the game
     */
    void create(String id, GameSettings settings);

    /**
     * Appends an event to a game's record and keeps the game's version after it, at once (both or
     * neither).
     *
     * @param id the game's id
     * @param event the event
     * @param version the game's version once the event is made, at least 1
     * @throws IllegalArgumentException if the version is below 1
     * @throws IllegalStateException if there is no game with that id
     * @throws StoreException if the store cannot keep the event
     */
    void append(String id, GameEvent event, long version);

    /**
     * Keeps a game's version raised by a change that is no event (a room's seat passing between a
     * person and the AI). A stored version never goes down: a lower one than kept changes nothing.
     *
     * @param id the game's id
     * @param version the game's version now, at least 1
     * @throws IllegalArgumentException if the version is below 1
     * @throws IllegalStateException if there is no game with that id
     * @throws StoreException if the store cannot keep the version
     */
    void saveVersion(String id, long version);

    /**
     * A game's record.
     *
     * @param id the game's id
     * @return the record, or empty when the store has no game with that id
     * @throws StoreException if the store cannot be read
     */
    Optional<GameRecord> load(String id);

    /**
     * The ids of every stored game, for resuming them after a restart.
     *
     * @return the ids, in no particular order
     * @throws StoreException if the store cannot be read
     */
    List<String> ids();

    /**
     * Forgets a game.
     *
     * @param id the game's id; nothing happens when it is unknown
     * @throws StoreException if the store cannot be written
     */
    void remove(String id);
}
