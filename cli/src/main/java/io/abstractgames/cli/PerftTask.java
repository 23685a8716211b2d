package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.Perft;

/**
 * A {@code bench} task: perft with bulk counting of one position to a fixed depth.
 *
 * @param gameId the game id
 * @param positionText {@value PositionText#START} or position text in the game's format
 * @param depth the depth in plies, 0 or more
 * @param source where the task was defined, for messages
 */
record PerftTask(String gameId, String positionText, int depth, String source) implements BenchTask {

    /** The name of this kind of task in suite files (the default when a line names none). */
    static final String KIND = "perft";

    @Override
    public long run(Game game) {
        return Perft.perft(PositionText.parseEntry(game, positionText), depth);
    }
}
