package io.abstractgames.server.db;

import io.abstractgames.server.store.Mode;
import java.sql.PreparedStatement;
import java.util.Objects;

/**
 * The stored games that nothing can open any more: games of rooms and of ladder runs (which are
 * opened only through their room or run, never by id) that no room and no run refers to. A crash
 * can leave them between storing a new game and storing the room or run that names it, or between
 * a run's move to its next game and the removal of the game before. The server removes them at
 * start, before anything can make new ones.
 */
public final class OrphanGames {

    private OrphanGames() {}

    /**
     * Removes the orphan games and their events, in one transaction. To be called only while no
     * room or run is being made (at start).
     *
     * @param database the open database
     * @return how many games were removed
     * @throws io.abstractgames.server.store.StoreException if the database cannot remove them
     */
    public static int remove(Database database) {
        Objects.requireNonNull(database, "database");
        return database.transaction("remove the games no room or ladder run refers to", c -> {
            try (PreparedStatement st = c.prepareStatement("DELETE FROM games WHERE mode IN (?, ?) "
                    + "AND id NOT IN (SELECT game_id FROM rooms WHERE game_id IS NOT NULL) "
                    + "AND id NOT IN (SELECT game_id FROM ladder_runs WHERE game_id IS NOT NULL)")) {
                st.setString(1, Mode.ROOM.wireName());
                st.setString(2, Mode.LADDER.wireName());
                return st.executeUpdate();
            }
        });
    }
}
