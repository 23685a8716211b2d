package io.abstractgames.server.db;

import io.abstractgames.server.ladder.BestRun;
import io.abstractgames.server.ladder.LadderStore;
import io.abstractgames.server.ladder.RunPhase;
import io.abstractgames.server.ladder.RunRecord;
import io.abstractgames.server.ladder.ThinkingClock;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The challenge ladder in the {@link Database}: {@code ladder_runs} (every field of a
 * {@link RunRecord}, keyed by the run token's SHA-256 hash, and when it was last saved) and
 * {@code best_runs} (an entry per named run, kept when the run is removed). A run's current game is
 * a row of {@code games} ({@link SqlGameStore}), which the run's row refers to. Each call is one
 * transaction, committed before it returns; a failure of the database is an
 * {@link io.abstractgames.server.store.StoreException}.
 */
public final class SqlLadderStore implements LadderStore {

    private static final String COLUMNS = "token_hash, opponent, wins, won_millis, phase, game_id, clock_millis, turn_started_at, "
            + "started_at, ended_at, ending, name, version";

    private final Database database;
    private final Clock clock;

    /**
     * Creates the store.
     *
     * @param database the open database
     * @param clock the time each save is stamped with ({@link #removeSavedBefore})
     */
    public SqlLadderStore(Database database, Clock clock) {
        this.database = Objects.requireNonNull(database, "database");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public void save(RunRecord run) {
        Objects.requireNonNull(run, "run");
        database.transaction("store ladder run version " + run.version(), c -> {
            try (PreparedStatement st = c.prepareStatement("INSERT INTO ladder_runs (" + COLUMNS + ", changed_at) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (token_hash) DO UPDATE SET "
                    + "opponent = excluded.opponent, wins = excluded.wins, won_millis = excluded.won_millis, phase = excluded.phase, "
                    + "game_id = excluded.game_id, clock_millis = excluded.clock_millis, turn_started_at = excluded.turn_started_at, "
                    + "started_at = excluded.started_at, ended_at = excluded.ended_at, ending = excluded.ending, name = excluded.name, "
                    + "version = excluded.version, changed_at = excluded.changed_at")) {
                st.setString(1, run.tokenHash());
                st.setInt(2, run.opponent());
                st.setInt(3, run.wins());
                st.setLong(4, run.wonMillis());
                st.setString(5, run.phase().wireName());
                st.setString(6, run.gameId().orElse(null));
                st.setLong(7, run.clock().millis());
                st.setString(8, run.clock().turnStartedAt().map(Instant::toString).orElse(null));
                st.setString(9, run.startedAt().toString());
                st.setString(10, run.endedAt().map(Instant::toString).orElse(null));
                st.setString(11, run.ending().orElse(null));
                st.setString(12, run.name().orElse(null));
                st.setLong(13, run.version());
                st.setString(14, clock.instant().toString());
                st.executeUpdate();
            }
            if (run.name().isPresent()) {
                BestRun entry = BestRun.of(run);
                try (PreparedStatement st = c.prepareStatement("INSERT INTO best_runs (run_hash, name, score, wins, won_millis, ended_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (run_hash) DO NOTHING")) {
                    st.setString(1, run.tokenHash());
                    st.setString(2, entry.name());
                    st.setInt(3, entry.score());
                    st.setInt(4, entry.wins());
                    st.setLong(5, entry.wonMillis());
                    st.setString(6, entry.endedAt().toString());
                    st.executeUpdate();
                }
            }
            return null;
        });
    }

    @Override
    public Optional<RunRecord> run(String tokenHash) {
        return database.transaction("read a ladder run", c -> {
            try (PreparedStatement st = c.prepareStatement("SELECT " + COLUMNS + " FROM ladder_runs WHERE token_hash = ?")) {
                st.setString(1, tokenHash);
                try (ResultSet rs = st.executeQuery()) {
                    return rs.next() ? Optional.of(record(rs)) : Optional.empty();
                }
            }
        });
    }

    @Override
    public List<BestRun> best(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit " + limit + ": expected at least 1");
        }
        return database.transaction("read the best runs", c -> {
            List<BestRun> best = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(
                    "SELECT name, score, wins, won_millis, ended_at FROM best_runs ORDER BY score DESC, ended_at LIMIT ?")) {
                st.setInt(1, limit);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        try {
                            best.add(new BestRun(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getLong(4), instant(rs.getString(5))));
                        } catch (IllegalArgumentException e) {
                            throw new IllegalStateException("stored best run '" + rs.getString(1) + "': " + e.getMessage(), e);
                        }
                    }
                }
            }
            return best;
        });
    }

    /**
     * {@inheritDoc}
     *
     * <p>Here the runs and their games go in one transaction: the runs' rows, then the rows of
     * their games and the games' events.
     */
    @Override
    public List<RunRecord> removeSavedBefore(Instant instant) {
        return database.transaction("remove the ladder runs unchanged since " + instant, c -> {
            List<RunRecord> removed = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement("SELECT " + COLUMNS + " FROM ladder_runs WHERE changed_at < ?")) {
                st.setString(1, instant.toString());
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        removed.add(record(rs));
                    }
                }
            }
            try (PreparedStatement run = c.prepareStatement("DELETE FROM ladder_runs WHERE token_hash = ?");
                    PreparedStatement game = c.prepareStatement("DELETE FROM games WHERE id = ?")) {
                for (RunRecord r : removed) {
                    run.setString(1, r.tokenHash());
                    run.executeUpdate();
                }
                for (RunRecord r : removed) {
                    if (r.gameId().isPresent()) {
                        game.setString(1, r.gameId().get());
                        game.executeUpdate();
                    }
                }
            }
            return removed;
        });
    }

    /** The record of the current row, read in {@link #COLUMNS}' order. */
    private static RunRecord record(ResultSet rs) throws SQLException {
        String hash = rs.getString(1);
        String what = "stored ladder run " + hash.substring(0, Math.min(8, hash.length())) + "...";
        try {
            ThinkingClock thinking = new ThinkingClock(rs.getLong(7), Optional.ofNullable(rs.getString(8)).map(SqlLadderStore::instant));
            return new RunRecord(hash, rs.getInt(2), rs.getInt(3), rs.getLong(4), RunPhase.ofWireName(rs.getString(5)),
                    Optional.ofNullable(rs.getString(6)), thinking, instant(rs.getString(9)),
                    Optional.ofNullable(rs.getString(10)).map(SqlLadderStore::instant), Optional.ofNullable(rs.getString(11)),
                    Optional.ofNullable(rs.getString(12)), rs.getLong(13));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(what + ": " + e.getMessage(), e);
        }
    }

    private static Instant instant(String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("bad time '" + text + "'", e);
        }
    }
}
