package io.abstractgames.server.db;

import io.abstractgames.server.room.RoomRecord;
import io.abstractgames.server.room.RoomStore;
import io.abstractgames.server.room.SeatView;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Rooms in the {@link Database}: {@code rooms} (game, creation time, the room's game),
 * {@code room_participants} (token hashes, never tokens) and {@code room_seats} (the first round's
 * holders); the room's game is a row of {@code games} ({@link SqlGameStore}). Each call is one
 * transaction, committed before it returns; a failure of the database is an
 * {@link io.abstractgames.server.store.StoreException}.
 */
public final class SqlRoomStore implements RoomStore {

    private final Database database;

    /**
     * Creates the store.
     *
     * @param database the open database
     */
    public SqlRoomStore(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    @Override
    public void create(RoomRecord room) {
        database.transaction("store new room " + room.id(), c -> {
            try (PreparedStatement st = c.prepareStatement("SELECT 1 FROM rooms WHERE id = ?")) {
                st.setString(1, room.id());
                try (ResultSet rs = st.executeQuery()) {
                    if (rs.next()) {
                        throw new IllegalStateException("room " + room.id() + " is already stored");
                    }
                }
            }
            try (PreparedStatement st = c.prepareStatement("INSERT INTO rooms (id, game, created_at, game_id) VALUES (?, ?, ?, ?)")) {
                st.setString(1, room.id());
                st.setString(2, room.gameId());
                st.setString(3, room.createdAt().toString());
                st.setString(4, room.gameSessionId());
                st.executeUpdate();
            }
            for (int p = 0; p < room.tokenHashes().size(); p++) {
                insertParticipant(c, room.id(), p, room.tokenHashes().get(p), room.createdAt());
            }
            try (PreparedStatement st = c.prepareStatement("INSERT INTO room_seats (room_id, seat, holder, participant) VALUES (?, ?, ?, ?)")) {
                for (int s = 0; s < room.seats().size(); s++) {
                    st.setString(1, room.id());
                    st.setInt(2, s);
                    setSeat(st, 3, room.seats().get(s));
                    st.executeUpdate();
                }
            }
            return null;
        });
    }

    @Override
    public void addParticipant(String roomId, int participant, String tokenHash, Instant enteredAt) {
        database.transaction("store participant " + participant + " of room " + roomId, c -> {
            insertParticipant(c, roomId, participant, tokenHash, enteredAt);
            return null;
        });
    }

    private static void insertParticipant(Connection c, String roomId, int number, String hash, Instant at) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(
                "INSERT INTO room_participants (room_id, number, token_hash, entered_at) VALUES (?, ?, ?, ?)")) {
            st.setString(1, roomId);
            st.setInt(2, number);
            st.setString(3, hash);
            st.setString(4, at.toString());
            st.executeUpdate();
        }
    }

    @Override
    public void updateSeats(String roomId, List<RoomRecord.Seat> firstRoundSeats, String gameSessionId) {
        database.transaction("store the seats of room " + roomId, c -> {
            try (PreparedStatement st = c.prepareStatement("UPDATE room_seats SET holder = ?, participant = ? WHERE room_id = ? AND seat = ?")) {
                for (int s = 0; s < firstRoundSeats.size(); s++) {
                    setSeat(st, 1, firstRoundSeats.get(s));
                    st.setString(3, roomId);
                    st.setInt(4, s);
                    if (st.executeUpdate() != 1) {
                        throw new IllegalStateException("room " + roomId + " has no stored seat " + s);
                    }
                }
            }
            try (PreparedStatement st = c.prepareStatement("UPDATE rooms SET game_id = ? WHERE id = ?")) {
                st.setString(1, gameSessionId);
                st.setString(2, roomId);
                st.executeUpdate();
            }
            return null;
        });
    }

    /** Sets a seat's holder and participant at two parameters from {@code index} on. */
    private static void setSeat(PreparedStatement st, int index, RoomRecord.Seat seat) throws SQLException {
        st.setString(index, seat.holder().name().toLowerCase(Locale.ROOT));
        if (seat.participant() >= 0) {
            st.setInt(index + 1, seat.participant());
        } else {
            st.setNull(index + 1, Types.INTEGER);
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Here the room's rows and its game's (settings and events) go in one transaction.
     */
    @Override
    public void remove(String roomId) {
        database.transaction("remove room " + roomId + " and its game", c -> {
            String gameId = null;
            try (PreparedStatement st = c.prepareStatement("SELECT game_id FROM rooms WHERE id = ?")) {
                st.setString(1, roomId);
                try (ResultSet rs = st.executeQuery()) {
                    if (rs.next()) {
                        gameId = rs.getString(1);
                    }
                }
            }
            try (PreparedStatement st = c.prepareStatement("DELETE FROM rooms WHERE id = ?")) {
                st.setString(1, roomId);
                st.executeUpdate();
            }
            if (gameId != null) {
                try (PreparedStatement st = c.prepareStatement("DELETE FROM games WHERE id = ?")) {
                    st.setString(1, gameId);
                    st.executeUpdate();
                }
            }
            return null;
        });
    }

    @Override
    public List<RoomRecord> all() {
        return database.transaction("read the rooms", c -> {
            Map<String, String[]> rooms = new LinkedHashMap<>();
            try (PreparedStatement st = c.prepareStatement("SELECT id, game, created_at, game_id FROM rooms ORDER BY created_at, id");
                    ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    rooms.put(rs.getString(1), new String[] {rs.getString(2), rs.getString(3), rs.getString(4)});
                }
            }
            List<RoomRecord> records = new ArrayList<>(rooms.size());
            for (Map.Entry<String, String[]> room : rooms.entrySet()) {
                String id = room.getKey();
                String[] row = room.getValue();
                records.add(new RoomRecord(id, row[0], instant(id, row[1]), hashes(c, id), seats(c, id), row[2]));
            }
            return records;
        });
    }

    private static List<String> hashes(Connection c, String roomId) throws SQLException {
        List<String> hashes = new ArrayList<>();
        try (PreparedStatement st = c.prepareStatement("SELECT number, token_hash FROM room_participants WHERE room_id = ? ORDER BY number")) {
            st.setString(1, roomId);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    if (rs.getInt(1) != hashes.size()) {
                        throw new IllegalStateException("stored room " + roomId + ": participant " + rs.getInt(1) + " after " + hashes.size());
                    }
                    hashes.add(rs.getString(2));
                }
            }
        }
        return hashes;
    }

    private static List<RoomRecord.Seat> seats(Connection c, String roomId) throws SQLException {
        List<RoomRecord.Seat> seats = new ArrayList<>();
        try (PreparedStatement st = c.prepareStatement("SELECT seat, holder, participant FROM room_seats WHERE room_id = ? ORDER BY seat")) {
            st.setString(1, roomId);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    if (rs.getInt(1) != seats.size()) {
                        throw new IllegalStateException("stored room " + roomId + ": seat " + rs.getInt(1) + " after " + seats.size());
                    }
                    int participant = rs.getInt(3);
                    if (rs.wasNull()) {
                        participant = -1;
                    }
                    try {
                        seats.add(new RoomRecord.Seat(SeatView.Holder.valueOf(rs.getString(2).toUpperCase(Locale.ROOT)), participant));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalStateException("stored room " + roomId + ": seat " + seats.size() + ": " + e.getMessage(), e);
                    }
                }
            }
        }
        return seats;
    }

    private static Instant instant(String roomId, String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalStateException("stored room " + roomId + ": bad creation time '" + text + "'", e);
        }
    }
}
