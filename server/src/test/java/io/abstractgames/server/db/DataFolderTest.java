package io.abstractgames.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

/** Opening a data folder: made when missing, and one clear error for every folder that cannot be used. */
class DataFolderTest {

    @TempDir
    Path temp;

    /** The one-line message of the refusal to open a folder; it names the folder. */
    private static String refusal(Path folder) {
        DataFolderException e = assertThrows(DataFolderException.class, () -> Database.open(folder).close());
        String message = e.getMessage();
        assertTrue(message.startsWith("data folder " + folder.toAbsolutePath().normalize() + ": "), message);
        assertFalse(message.contains("\n"), message);
        return message;
    }

    private static List<String> tables(Path db) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return names;
    }

    private static void execute(Path db, String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        }
    }

    @Test
    void aMissingFolderIsMadeWithTheSchemaAndOpensAgain() throws SQLException {
        Path folder = temp.resolve("a/b/data");
        try (Database db = Database.open(folder)) {
            assertEquals(folder, db.folder());
        }
        Path file = folder.resolve(DataFolder.DATABASE_FILE);
        assertTrue(Files.isRegularFile(file));
        assertEquals(List.of("best_runs", "flyway_schema_history", "game_events", "games", "ladder_runs", "room_participants", "room_seats",
                "rooms"), tables(file));
        try (Database again = Database.open(folder)) {
            assertEquals(folder, again.folder());
        }
    }

    @Test
    void aFolderOfTheFirstSchemaGainsTheLadderAndKeepsItsRooms() throws SQLException, IOException {
        Path folder = Files.createDirectories(temp.resolve("data"));
        Path file = folder.resolve(DataFolder.DATABASE_FILE);
        SQLiteDataSource source = new SQLiteDataSource();
        source.setUrl("jdbc:sqlite:" + file);
        Flyway.configure(Database.class.getClassLoader()).dataSource(source).locations("classpath:db/migration")
                .table(Database.HISTORY_TABLE).target("1").load().migrate();
        execute(file, "PRAGMA application_id = " + Database.APPLICATION_ID,
                "INSERT INTO games (id, game, mode, human_seat, created_at) VALUES ('g', 'konane', 'room', 0, '2026-01-01T00:00:00Z')",
                "INSERT INTO rooms (id, game, created_at, game_id) VALUES ('r', 'konane', '2026-01-01T00:00:00Z', 'g')");
        assertFalse(tables(file).contains("ladder_runs"));
        try (Database db = Database.open(folder)) {
            assertEquals("g", new SqlRoomStore(db).all().get(0).gameSessionId());
            assertEquals(List.of(), new SqlLadderStore(db, Clock.systemUTC()).best(10));
        }
        assertTrue(tables(file).containsAll(List.of("ladder_runs", "best_runs")));
    }

    @Test
    void aFolderOfTheSecondSchemaGivesEachGameTheVersionOfItsEvents() throws SQLException, IOException {
        Path folder = Files.createDirectories(temp.resolve("data"));
        Path file = folder.resolve(DataFolder.DATABASE_FILE);
        SQLiteDataSource source = new SQLiteDataSource();
        source.setUrl("jdbc:sqlite:" + file);
        Flyway.configure(Database.class.getClassLoader()).dataSource(source).locations("classpath:db/migration")
                .table(Database.HISTORY_TABLE).target("2").load().migrate();
        execute(file, "PRAGMA application_id = " + Database.APPLICATION_ID,
                "INSERT INTO games (id, game, mode, human_seat, created_at) VALUES ('g', 'konane', 'local', 0, '2026-01-01T00:00:00Z')",
                "INSERT INTO games (id, game, mode, human_seat, created_at) VALUES ('h', 'konane', 'local', 0, '2026-01-01T00:00:00Z')",
                "INSERT INTO game_events (game_id, number, kind, seat, move, at) VALUES ('g', 0, 'move', 0, 'd4', '2026-01-01T00:00:01Z')",
                "INSERT INTO game_events (game_id, number, kind, at) VALUES ('g', 1, 'restart', '2026-01-01T00:00:02Z')");
        try (Database db = Database.open(folder)) {
            SqlGameStore games = new SqlGameStore(db, Clock.systemUTC());
            assertEquals(2, games.load("g").orElseThrow().version());
            assertEquals(0, games.load("h").orElseThrow().version());
            games.saveVersion("g", 1);
            assertEquals(2, games.load("g").orElseThrow().version(), "the count of its events, kept in the table");
        }
    }

    @Test
    void theDefaultFolderFollowsXdgDataHome() {
        Path home = Path.of("/home/ada");
        assertEquals(Path.of("/data/abstract-games"), DataFolder.defaultFolder(Map.of("XDG_DATA_HOME", "/data"), home));
        assertEquals(Path.of("/home/ada/.local/share/abstract-games"), DataFolder.defaultFolder(Map.of(), home));
        assertEquals(Path.of("/home/ada/.local/share/abstract-games"), DataFolder.defaultFolder(Map.of("XDG_DATA_HOME", "relative"), home),
                "a relative XDG_DATA_HOME is ignored, as the specification says");
    }

    @Test
    void aFileIsNoFolder() throws IOException {
        Path file = Files.writeString(temp.resolve("notes.txt"), "hello");
        assertTrue(refusal(file).endsWith(": it is not a folder"));
    }

    @Test
    void aFolderThatCannotBeMadeIsRefused() throws IOException {
        Path file = Files.writeString(temp.resolve("plain"), "hello");
        assertTrue(refusal(file.resolve("data")).contains("it cannot be created"));
    }

    @Test
    void aFolderThatCannotBeReadIsRefused() throws IOException {
        Path folder = Files.createDirectory(temp.resolve("locked"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("---------"));
        try {
            Assumptions.assumeFalse(Files.isReadable(folder), "this user (root) reads every folder");
            assertTrue(refusal(folder).endsWith(": it cannot be read and written by this user"));
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void aDatabaseNameThatIsAFolderIsRefused() throws IOException {
        Path folder = Files.createDirectory(temp.resolve("data"));
        Files.createDirectory(folder.resolve(DataFolder.DATABASE_FILE));
        assertTrue(refusal(folder).endsWith(": " + DataFolder.DATABASE_FILE + " is not a file"));
    }

    @Test
    void aFileUnderTheDatabasesNameThatIsNoDatabaseIsRefused() throws IOException {
        Path folder = Files.createDirectory(temp.resolve("data"));
        Files.writeString(folder.resolve(DataFolder.DATABASE_FILE), "name,score\nada,29599\n");
        assertTrue(refusal(folder).endsWith(" is not an SQLite database (another program's file, or a corrupt one)"));
        assertEquals("name,score\nada,29599\n", Files.readString(folder.resolve(DataFolder.DATABASE_FILE)), "the file is left alone");
    }

    @Test
    void anotherProgramsDatabaseIsRefusedAndLeftAlone() throws SQLException, IOException {
        Path folder = Files.createDirectory(temp.resolve("data"));
        Path file = folder.resolve(DataFolder.DATABASE_FILE);
        execute(file, "CREATE TABLE users (name TEXT)", "INSERT INTO users VALUES ('ada')");
        assertTrue(refusal(folder).contains("is another program's database (tables users), not this server's"));
        assertEquals(List.of("users"), tables(file));
    }

    @Test
    void aDatabaseWithAnotherApplicationIdIsRefused() throws SQLException, IOException {
        Path folder = Files.createDirectory(temp.resolve("data"));
        execute(folder.resolve(DataFolder.DATABASE_FILE), "PRAGMA application_id = 1234");
        assertTrue(refusal(folder).contains("is another program's database (application id 0x4d2)"));
    }

    @Test
    void aMigrationThisVersionDoesNotKnowIsRefused() throws SQLException {
        Path folder = temp.resolve("data");
        Database.open(folder).close();
        execute(folder.resolve(DataFolder.DATABASE_FILE),
                "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum, installed_by, "
                        + "installed_on, execution_time, success) VALUES (99, '99', 'from the future', 'SQL', 'V99__from_the_future.sql', "
                        + "0, 'someone', '2030-01-01 00:00:00', 1, 1)");
        String message = refusal(folder);
        assertTrue(message.contains(DataFolder.DATABASE_FILE + " has a schema this version does not know ("), message);
    }

    @Test
    void aChangedMigrationIsRefused() throws SQLException {
        Path folder = temp.resolve("data");
        Database.open(folder).close();
        execute(folder.resolve(DataFolder.DATABASE_FILE), "UPDATE flyway_schema_history SET checksum = 42 WHERE version = '1'");
        assertTrue(refusal(folder).contains(" has a schema this version does not know ("));
    }

    @Test
    void aCorruptDatabaseIsRefused() throws IOException {
        Path folder = temp.resolve("data");
        Database.open(folder).close();
        Path file = folder.resolve(DataFolder.DATABASE_FILE);
        byte[] bytes = Files.readAllBytes(file);
        assertTrue(bytes.length >= 4096, "a database of several pages");
        for (int i = 100; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31);
        }
        Files.write(file, bytes);
        String message = refusal(folder);
        assertTrue(message.contains(DataFolder.DATABASE_FILE + " is corrupt ("), message);
    }

    @Test
    void aFolderInUseByAnotherServerIsRefusedUntilItIsReleased() {
        Path folder = temp.resolve("data");
        try (Database first = Database.open(folder)) {
            assertEquals(folder, first.folder());
            assertTrue(refusal(folder).endsWith(": it is in use by another server (its lock file " + DataFolder.LOCK_FILE + " is held)"));
        }
        Database.open(folder).close();
    }

    @Test
    void anEmptyFileUnderTheDatabasesNameBecomesTheDatabase() throws IOException, SQLException {
        Path folder = Files.createDirectory(temp.resolve("data"));
        Files.write(folder.resolve(DataFolder.DATABASE_FILE), new byte[0]);
        Database.open(folder).close();
        assertTrue(tables(folder.resolve(DataFolder.DATABASE_FILE)).contains("games"));
        assertEquals("SQLite format 3", new String(Files.readAllBytes(folder.resolve(DataFolder.DATABASE_FILE)), 0, 15,
                StandardCharsets.US_ASCII));
    }
}
