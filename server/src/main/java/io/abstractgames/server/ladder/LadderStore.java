package io.abstractgames.server.ladder;

import java.util.List;
import java.util.Optional;

/**
 * Where the challenge ladder keeps its runs, by the hash of their token; the best runs are the
 * named ones. {@link InMemoryLadderStore} keeps them while the server runs; a durable store (runs
 * and best runs surviving a restart) implements the same interface.
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
}
