package io.abstractgames.ai.match;

/** Told of a {@link MatchRunner}'s progress: one call per finished game. */
@FunctionalInterface
public interface MatchListener {

    /** A listener that ignores everything. */
    MatchListener NONE = (result, finished, total) -> { };

    /**
     * A game finished. Called on the thread that runs the match (never concurrently), in the order
     * the games finish, which depends on the threads; {@code result.index()} says which game it was.
     *
     * @param result the game's result
     * @param finished how many games have finished, this one included, 1 to {@code total}
     * @param total the number of games of the match
     */
    void gameFinished(GameResult result, int finished, int total);
}
