package io.abstractgames.cli;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.core.Game;
import java.util.Optional;

/**
 * A {@code bench} task: a fixed-depth search of one position with the game's AI, counted in the
 * nodes the searcher visits ({@link io.abstractgames.ai.SearchResult#nodes()}).
 *
 * <p>The search uses the configuration of the game's {@value Level#ADVANCED} level with the limit
 * replaced by {@code SearchLimits.depth(depth)} and no random moves, a fresh searcher (empty
 * transposition table) with seed 0, on one thread: its node count depends only on the game engine,
 * the evaluator and the searcher, never on time or the machine.
 *
 * @param gameId the game id
 * @param positionText {@value PositionText#START} or position text in the game's format
 * @param depth the search depth in plies, 1 or more
 * @param source where the task was defined, for messages
 */
record SearchTask(String gameId, String positionText, int depth, String source) implements BenchTask {

    /** The name of this kind of task in suite files. */
    static final String KIND = "search";

    @Override
    public Optional<String> unavailable(Game game) {
        return GameAis.find(game.id()).isPresent() ? Optional.empty()
                : Optional.of("no AI installed for game '" + game.id() + "'");
    }

    @Override
    public long run(Game game) {
        GameAi ai = GameAis.forGame(game);
        Level advanced = GameAis.level(game, Level.ADVANCED);
        Level fixed = new Level(advanced.name(), advanced.description(), advanced.config().toBuilder()
                .limits(SearchLimits.depth(depth)).randomMoveProbability(0).build());
        return ai.newSearcher(game, fixed, 0).search(PositionText.parseEntry(game, positionText)).nodes();
    }
}
