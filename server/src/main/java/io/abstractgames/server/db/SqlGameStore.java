package io.abstractgames.server.db;

import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.store.GameEvent;
import io.abstractgames.server.store.GameRecord;
import io.abstractgames.server.store.GameStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Games in the {@link Database}: a row of settings and the version per game in {@code games} and
 * one row per event in {@code game_events}, numbered in the order they were appended and stamped
 * with the time.
 * Each call is one transaction, committed before it returns; a failure of the database is an
 * {@link io.abstractgames.server.store.StoreException}.
 */
public final class SqlGameStore implements GameStore {

    private final Database database;
    private final Clock clock;

    /**
     * Creates the store.
     *
     * @param database the open database
     * @param clock the time stamped on games and events
     */
    public SqlGameStore(Database database, Clock clock) {
        this.database = Objects.requireNonNull(database, "database");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public void create(String id, GameSettings settings) {
        Objects.requireNonNull(settings, "settings");
        database.transaction("store new game " + id, c -> {
            if (exists(c, id)) {
                throw new IllegalStateException("game " + id + " is already stored");
            }
            try (PreparedStatement st = c.prepareStatement(
                    "INSERT INTO games (id, game, mode, level, human_seat, start_position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                st.setString(1, id);
                st.setString(2, settings.gameId());
                st.setString(3, settings.mode().wireName());
                st.setString(4, settings.level().orElse(null));
                st.setInt(5, settings.humanSeat());
                st.setString(6, settings.startPosition().orElse(null));
                st.setString(7, clock.instant().toString());
                st.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public void append(String id, GameEvent event, long version) {
        Objects.requireNonNull(event, "event");
        checkVersion(id, version);
        database.transaction("store " + event + " in game " + id, c -> {
            raiseVersion(c, id, version);
            int number;
            try (PreparedStatement st = c.prepareStatement("SELECT COALESCE(MAX(number) + 1, 0) FROM game_events WHERE game_id = ?")) {
                st.setString(1, id);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    number = rs.getInt(1);
                }
            }
            try (PreparedStatement st = c.prepareStatement(
                    "INSERT INTO game_events (game_id, number, kind, seat, move, plies, at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                st.setString(1, id);
                st.setInt(2, number);
                st.setNull(4, Types.INTEGER);
                st.setNull(5, Types.VARCHAR);
                st.setNull(6, Types.INTEGER);
                if (event instanceof GameEvent.Moved m) {
                    st.setString(3, "move");
                    st.setInt(4, m.seat());
                    st.setString(5, m.text());
                } else if (event instanceof GameEvent.Undone u) {
                    st.setString(3, "undo");
                    st.setInt(6, u.plies());
                } else if (event instanceof GameEvent.Restarted) {
                    st.setString(3, "restart");
                } else if (event instanceof GameEvent.Resigned r) {
                    st.setString(3, "resign");
                    st.setInt(4, r.seat());
                }
                st.setString(7, clock.instant().toString());
                st.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public void saveVersion(String id, long version) {
        checkVersion(id, version);
        database.transaction("store version " + version + " of game " + id, c -> {
            raiseVersion(c, id, version);
            return null;
        });
    }

    private static void checkVersion(String id, long version) {
        if (version < 1) {
            throw new IllegalArgumentException("game " + id + ": version " + version + ", expected at least 1");
        }
    }

    /** Raises the stored version of a game to {@code version} unless it is higher already. */
    private static void raiseVersion(Connection c, String id, long version) throws SQLException {
        try (PreparedStatement st = c.prepareStatement("UPDATE games SET version = MAX(version, ?) WHERE id = ?")) {
            st.setLong(1, version);
            st.setString(2, id);
            if (st.executeUpdate() == 0) {
                throw new IllegalStateException("no stored game " + id);
            }
        }
    }

    @Override
    public Optional<GameRecord> load(String id) {
        return database.transaction("read game " + id, c -> {
            GameSettings settings;
            long version;
            try (PreparedStatement st = c.prepareStatement(
                    "SELECT game, mode, level, human_seat, start_position, version FROM games WHERE id = ?")) {
                st.setString(1, id);
                try (ResultSet rs = st.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    settings = settings(id, rs);
                    version = rs.getLong(6);
                }
            }
            List<GameEvent> events = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement("SELECT kind, seat, move, plies FROM game_events WHERE game_id = ? ORDER BY number")) {
                st.setString(1, id);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        events.add(event(id, rs));
                    }
                }
            }
            // A version below the count of events (a row written by hand) counts as that count.
            return Optional.of(new GameRecord(id, settings, events, Math.max(version, events.size())));
        });
    }

    private static GameSettings settings(String id, ResultSet rs) throws SQLException {
        try {
            return new GameSettings(rs.getString(1), Mode.ofWireName(rs.getString(2)), Optional.ofNullable(rs.getString(3)), rs.getInt(4),
                    Optional.ofNullable(rs.getString(5)));
        } catch (SessionException e) {
            throw new IllegalStateException("stored game " + id + ": bad settings: " + e.getMessage(), e);
        }
    }

    private static GameEvent event(String id, ResultSet rs) throws SQLException {
        String kind = rs.getString(1);
        try {
            return switch (kind) {
                case "move" -> new GameEvent.Moved(rs.getInt(2), rs.getString(3));
                case "undo" -> new GameEvent.Undone(rs.getInt(4));
                case "restart" -> new GameEvent.Restarted();
                case "resign" -> new GameEvent.Resigned(rs.getInt(2));
                default -> throw new IllegalArgumentException("unknown event kind '" + kind + "'");
            };
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalStateException("stored game " + id + ": bad event: " + e.getMessage(), e);
        }
    }

    @Override
    public List<String> ids() {
        return database.transaction("list the games", c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement("SELECT id FROM games"); ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
            return ids;
        });
    }

    @Override
    public void remove(String id) {
        database.transaction("remove game " + id, c -> {
            try (PreparedStatement st = c.prepareStatement("DELETE FROM games WHERE id = ?")) {
                st.setString(1, id);
                st.executeUpdate();
            }
            return null;
        });
    }

    private static boolean exists(Connection c, String id) throws SQLException {
        try (PreparedStatement st = c.prepareStatement("SELECT 1 FROM games WHERE id = ?")) {
            st.setString(1, id);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next();
            }
        }
    }
}
