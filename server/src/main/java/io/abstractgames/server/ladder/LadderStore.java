package io.abstractgames.server.ladder;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where the challenge ladder keeps its runs, by the hash of their token, and the best runs: an
 * entry for every run saved with a name, kept also when the run itself is removed.
 * {@link InMemoryLadderStore} keeps them while the server runs; the data folder's store
 * ({@code io.abstractgames.server.db.SqlLadderStore}) keeps them across restarts.
 *
 * <p>Implementations are thread-safe. Saves of one run come one at a time (under the run's lock).
 */
public interface LadderStore {

    /**
     * Keeps a run, replacing the record kept under the same token hash.
     *
     * @param run the run's record after a change
     * @throws io.abstractgames.server.store.StoreException if the store cannot keep it
     */
    void save(RunRecord run);

    /**
     * A run by the hash of its token.
     *
     * @param tokenHash the SHA-256 hash in hex ({@code Tokens.hash})
     * @return the last record saved for it, or empty when there is none
     * @throws io.abstractgames.server.store.StoreException if the store cannot be read
     */
    Optional<RunRecord> run(String tokenHash);

    /**
     * The best runs: the named runs in {@link BestRun#ORDER} (higher score first, then the earlier).
     *
     * @param limit the most entries wanted, 1 or more
     * @return at most {@code limit} entries
     * @throws io.abstractgames.server.store.StoreException if the store cannot be read
     */
    List<BestRun> best(int limit);

    /**
     * Removes the runs last saved before an instant (runs no one has played or named since); their
     * entries in the best runs stay. A store that keeps the games too (the data folder's) removes
     * each run's game with it, in the same transaction; the caller removes them from a game store
     * of its own.
     *
     * @param instant the oldest last save kept
     * @return the records of the runs removed
     * @throws io.abstractgames.server.store.StoreException if the store cannot remove them (then
     *     none is removed)
     */
    List<RunRecord> removeSavedBefore(Instant instant);
}
