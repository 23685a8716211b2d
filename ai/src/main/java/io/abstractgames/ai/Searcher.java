package io.abstractgames.ai;

import io.abstractgames.core.Position;

/**
 * A game-independent searcher: give it a position, get the move to play.
 *
 * <p>Created by {@link Searchers#create(Evaluator, SearchConfig, long)} (or a concrete class's
 * constructor) with an evaluator, a configuration and a seed. A searcher keeps its transposition
 * table and random source from one search to the next, so with depth or node limits the result is
 * a function of the seed, the configuration and the sequence of searches since construction or
 * {@link #newGame()}: the same calls give the same moves on any machine.
 *
 * <p>One search at a time: {@link #search} runs on the calling thread; {@link #stop()} may be
 * called from any other thread. Not otherwise thread-safe.
 */
public interface Searcher {

    /**
     * Searches with the configuration's limits ({@link SearchConfig#limits()}: a level's own
     * limits).
     *
     * @param position the position; searched with make/unmake and left exactly as it was
     * @return the move to play and how it was found
     * @throws IllegalStateException if the game is over, or this searcher is already searching
     * @throws IllegalArgumentException if the game has more than {@link io.abstractgames.core.Game#MAX_PLAYERS} players
     */
    default SearchResult search(Position position) {
        return search(position, config().limits());
    }

    /**
     * Searches with the given limits, which replace the configuration's limits for this search
     * (nothing of {@link SearchConfig#limits()} is kept; see {@link Level}, "Configuration and
     * limits").
     *
     * @param position the position; searched with make/unmake and left exactly as it was
     * @param limits when to stop
     * @return the move to play and how it was found; when no iteration completed (a very small
     *     node budget, or a stop right away) the first move in the searcher's order, with depth 0
     * @throws IllegalStateException if the game is over, or this searcher is already searching
     * @throws IllegalArgumentException if the game has more than {@link io.abstractgames.core.Game#MAX_PLAYERS} players
     */
    SearchResult search(Position position, SearchLimits limits);

    /**
     * Asks the running search to stop soon (within about a thousand nodes); it then returns the
     * result of its last completed iteration. Thread-safe. A request made when no search runs is
     * forgotten when the next search starts.
     */
    void stop();

    /**
     * Sets the listener told of each completed iteration.
     *
     * @param listener the listener, or {@code null} for none
     */
    void setListener(SearchListener listener);

    /** Forgets everything learnt from earlier searches (the transposition table). */
    void newGame();

    /**
     * The configuration.
     *
     * @return the configuration this searcher was created with
     */
    SearchConfig config();
}
