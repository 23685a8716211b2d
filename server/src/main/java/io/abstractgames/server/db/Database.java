package io.abstractgames.server.db;

import io.abstractgames.server.store.StoreException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.pattern.ValidatePattern;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The server's SQLite database in a {@link DataFolder}, its schema brought up to date by Flyway
 * from the migrations {@code db/migration/V<n>__<what>.sql} on the class path.
 *
 * <p>{@link #open} checks the folder before anything starts and fails with one
 * {@link DataFolderException} naming what is wrong: not a folder, cannot be created, read or
 * written, in use by another server (the lock file), a file under the database's name that is
 * not an SQLite database, a database that fails SQLite's integrity check, one of another program
 * (another application id, or tables without this server's schema history), or a schema history
 * this version does not know (a migration changed, missing or newer).
 *
 * <p>Durability: write-ahead log with {@code synchronous=FULL}, so the work that
 * {@link #transaction} ran is on disk before it returns, and survives a crash of the process or of
 * the machine. One connection on one writer thread serves every caller (SQLite writes one
 * transaction at a time anyway), with group commit: the work of callers that arrive while a
 * commit is under way is done in the next transaction together, each piece in a savepoint of its
 * own (a piece that fails is rolled back alone), and one commit (one flush to disk) answers them
 * all.
 */
public final class Database implements AutoCloseable {

    /** SQLite's {@code application_id} of this server's databases: "AGms" in ASCII. */
    static final int APPLICATION_ID = 0x41476d73;
    /** The table where Flyway records the migrations applied. */
    static final String HISTORY_TABLE = "flyway_schema_history";

    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    /** The most pieces of work committed together. */
    private static final int MAX_GROUP = 256;

    private final Path folder;
    private final FileChannel lockChannel;
    private final Connection connection;
    private final ReentrantLock lock = new ReentrantLock();
    private final LinkedBlockingQueue<Job<?>> jobs = new LinkedBlockingQueue<>();
    private final Thread writer;
    private boolean closed;

    /** One caller's work and its answer. */
    private static final class Job<T> {
        final String what;
        final Work<T> work;
        final CompletableFuture<T> done = new CompletableFuture<>();
        private T result;

        Job(String what, Work<T> work) {
            this.what = what;
            this.work = work;
        }

        /** Runs the work in a savepoint of the open transaction; false when it failed (and was undone). */
        boolean run(Connection connection) {
            Savepoint savepoint = null;
            try {
                savepoint = connection.setSavepoint();
                result = work.run(connection);
                connection.releaseSavepoint(savepoint);
                return true;
            } catch (SQLException | RuntimeException e) {
                if (savepoint != null) {
                    try {
                        connection.rollback(savepoint);
                        connection.releaseSavepoint(savepoint);
                    } catch (SQLException f) {
                        e.addSuppressed(f);
                    }
                }
                done.completeExceptionally(e instanceof SQLException ? new StoreException(what + ": " + reason(e), e) : e);
                return false;
            }
        }

        void committed() {
            done.complete(result);
        }

        void failed(StoreException e) {
            done.completeExceptionally(e);
        }
    }

    /** Stops the writer once the work before it is done. */
    private static final Job<Void> STOP = new Job<>("stop", c -> null);

    /**
     * Work done in one transaction on the database's connection.
     *
     * @param <T> what the work returns
     */
    @FunctionalInterface
    public interface Work<T> {
        /**
         * Does the work.
         *
         * @param connection the connection, in a transaction; not to be kept
         * @return the result
         * @throws SQLException when a statement fails (the transaction is rolled back)
         */
        T run(Connection connection) throws SQLException;
    }

    private Database(Path folder, FileChannel lockChannel, Connection connection) {
        this.folder = folder;
        this.lockChannel = lockChannel;
        this.connection = connection;
        this.writer = new Thread(this::write, "database-writer");
        writer.setDaemon(true);
        writer.start();
    }

    /** The writer thread: takes the work waiting, runs it in one transaction, commits, answers. */
    private void write() {
        List<Job<?>> group = new ArrayList<>();
        while (true) {
            group.clear();
            try {
                group.add(jobs.take());
            } catch (InterruptedException e) {
                return;
            }
            jobs.drainTo(group, MAX_GROUP - 1);
            boolean stop = group.remove(STOP);
            List<Job<?>> ran = new ArrayList<>(group.size());
            for (Job<?> job : group) {
                if (job.run(connection)) {
                    ran.add(job);
                }
            }
            commit(ran);
            if (stop) {
                return;
            }
        }
    }

    private void commit(List<Job<?>> ran) {
        try {
            connection.commit();
        } catch (SQLException e) {
            rollback();
            for (Job<?> job : ran) {
                job.failed(new StoreException(job.what + ": " + reason(e), e));
            }
            return;
        }
        ran.forEach(Job::committed);
    }

    /**
     * Opens the database of a data folder, creating the folder and the database when missing and
     * applying the migrations the database lacks.
     *
     * @param folder the data folder
     * @return the open database; close it to release the folder
     * @throws DataFolderException if the folder or its database cannot be used (see the class
     *     comment); nothing is left open then
     */
    public static Database open(Path folder) {
        Path dir = folder.toAbsolutePath().normalize();
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw fail(dir, "it is not a folder", null);
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw fail(dir, "it cannot be created (" + reason(e) + ")", e);
        }
        if (!Files.isReadable(dir) || !Files.isWritable(dir) || !Files.isExecutable(dir)) {
            throw fail(dir, "it cannot be read and written by this user", null);
        }
        FileChannel lockChannel = null;
        Connection connection = null;
        try {
            lockChannel = lockFolder(dir);
            Path file = dir.resolve(DataFolder.DATABASE_FILE);
            checkDatabaseFile(dir, file);
            SQLiteDataSource source = dataSource(file);
            connection = source.getConnection();
            checkContents(dir, connection);
            migrate(dir, source);
            connection.setAutoCommit(false);
            Database database = new Database(dir, lockChannel, connection);
            lockChannel = null;
            connection = null;
            return database;
        } catch (SQLException e) {
            String reason = reason(e);
            boolean corrupt = reason.contains("SQLITE_CORRUPT") || reason.contains("SQLITE_NOTADB");
            throw fail(dir, DataFolder.DATABASE_FILE + (corrupt ? " is corrupt (" : " cannot be opened as an SQLite database (") + reason + ")", e);
        } finally {
            closeQuietly(connection);
            closeQuietly(lockChannel);
        }
    }

    /** Takes the folder's lock file: one server per data folder. */
    private static FileChannel lockFolder(Path dir) {
        FileChannel channel;
        try {
            channel = FileChannel.open(dir.resolve(DataFolder.LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw fail(dir, "its lock file " + DataFolder.LOCK_FILE + " cannot be written (" + reason(e) + ")", e);
        }
        FileLock held;
        try {
            held = channel.tryLock();
        } catch (IOException e) {
            closeQuietly(channel);
            throw fail(dir, "its lock file " + DataFolder.LOCK_FILE + " cannot be locked (" + reason(e) + ")", e);
        } catch (OverlappingFileLockException e) {
            held = null;
        }
        if (held == null) {
            closeQuietly(channel);
            throw fail(dir, "it is in use by another server (its lock file " + DataFolder.LOCK_FILE + " is held)", null);
        }
        return channel;
    }

    /** A database file that exists must be a regular file starting with SQLite's header. */
    private static void checkDatabaseFile(Path dir, Path file) {
        if (!Files.exists(file)) {
            return;
        }
        if (!Files.isRegularFile(file)) {
            throw fail(dir, DataFolder.DATABASE_FILE + " is not a file", null);
        }
        byte[] header;
        try (InputStream in = Files.newInputStream(file)) {
            header = in.readNBytes(SQLITE_HEADER.length);
        } catch (IOException e) {
            throw fail(dir, DataFolder.DATABASE_FILE + " cannot be read (" + reason(e) + ")", e);
        }
        if (header.length > 0 && !Arrays.equals(SQLITE_HEADER, header)) {
            throw fail(dir, DataFolder.DATABASE_FILE + " is not an SQLite database (another program's file, or a corrupt one)", null);
        }
    }

    private static SQLiteDataSource dataSource(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(30_000);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + file);
        return source;
    }

    /**
     * The database must pass SQLite's quick integrity check and be this server's: empty (then it is
     * marked as this server's), or with this server's application id.
     */
    private static void checkContents(Path dir, Connection connection) throws SQLException {
        try (Statement st = connection.createStatement()) {
            try (ResultSet rs = st.executeQuery("PRAGMA quick_check")) {
                String verdict = rs.next() ? rs.getString(1) : "no answer";
                if (!"ok".equals(verdict)) {
                    throw fail(dir, DataFolder.DATABASE_FILE + " is corrupt (SQLite's check says: " + firstLine(verdict) + ")", null);
                }
            }
            int applicationId;
            try (ResultSet rs = st.executeQuery("PRAGMA application_id")) {
                applicationId = rs.next() ? rs.getInt(1) : 0;
            }
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            if (applicationId != APPLICATION_ID && (applicationId != 0 || !tables.isEmpty())) {
                String whose = applicationId != 0 ? "application id 0x" + Integer.toHexString(applicationId) : "tables " + abbreviate(tables);
                throw fail(dir, DataFolder.DATABASE_FILE + " is another program's database (" + whose + "), not this server's", null);
            }
            if (applicationId == 0) {
                st.execute("PRAGMA application_id = " + APPLICATION_ID);
            }
        }
    }

    /** Applies the migrations the database lacks; refuses a history this version does not know. */
    private static void migrate(Path dir, SQLiteDataSource source) {
        Flyway flyway = Flyway.configure(Database.class.getClassLoader())
                .dataSource(source)
                .locations("classpath:db/migration")
                .table(HISTORY_TABLE)
                .ignoreMigrationPatterns(new ValidatePattern[0])
                .validateMigrationNaming(true)
                .failOnMissingLocations(true)
                .cleanDisabled(true)
                .load();
        try {
            flyway.migrate();
        } catch (FlywayException e) {
            throw fail(dir, DataFolder.DATABASE_FILE + " has a schema this version does not know (" + firstLine(e.getMessage()) + ")", e);
        }
    }

    /**
     * The data folder.
     *
     * @return its absolute path
     */
    public Path folder() {
        return folder;
    }

    /**
     * Runs work in one transaction: committed (on disk) when the work returns, rolled back when it
     * throws.
     *
     * @param <T> what the work returns
     * @param what what the work does, for the message of a failure (e.g. {@code "store move 7 of game G"})
     * @param work the work
     * @return what the work returned
     * @throws StoreException if a statement or the commit fails, or the database is closed
     * @throws RuntimeException whatever the work throws unchecked, after the rollback
     */
    public <T> T transaction(String what, Work<T> work) {
        Job<T> job = new Job<>(what, work);
        lock.lock();
        try {
            if (closed) {
                throw new StoreException(what + ": the database is closed", null);
            }
            jobs.add(job);
        } finally {
            lock.unlock();
        }
        // Waits for the answer even when interrupted: the work may be committed all the same, and
        // the caller must know whether it was.
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return job.done.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new StoreException(what + ": " + reason(e), e);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void rollback() {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // The transaction failed already; the connection rolls back what it can.
        }
    }

    /** Finishes the work already asked for, then closes the connection and releases the folder's lock. */
    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            jobs.add(STOP);
        } finally {
            lock.unlock();
        }
        boolean interrupted = false;
        while (writer.isAlive()) {
            try {
                writer.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        closeQuietly(connection);
        closeQuietly(lockChannel);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static DataFolderException fail(Path dir, String what, Throwable cause) {
        return new DataFolderException("data folder " + dir + ": " + what, cause);
    }

    private static String reason(Throwable e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : firstLine(message);
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        String trimmed = text.strip();
        int nl = trimmed.indexOf('\n');
        return nl < 0 ? trimmed : trimmed.substring(0, nl).strip();
    }

    private static String abbreviate(List<String> names) {
        return names.size() <= 5 ? String.join(", ", names) : String.join(", ", names.subList(0, 5)) + ", ...";
    }

    private static void closeQuietly(AutoCloseable closeable) {
        if (closeable == null) {
            return;
        }
        try {
            closeable.close();
        } catch (Exception e) {
            // Closing after a failure or at the end: nothing more to do.
        }
    }
}
