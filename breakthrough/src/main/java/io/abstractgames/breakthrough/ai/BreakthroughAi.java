package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.core.Game;
import java.util.List;

/**
 * The AI of Breakthrough for the {@link GameAi} service: game id {@code "breakthrough"}, the
 * {@link BreakthroughEvaluator} and the {@link BreakthroughLevels}. Registered in
 * {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe.
 */
public final class BreakthroughAi implements GameAi {

    /** The id of the game served, {@code "breakthrough"}. */
    public static final String GAME_ID = "breakthrough";

    private static final Evaluator EVALUATOR = new BreakthroughEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public BreakthroughAi() {}

    /**
     * The ids of the games served.
     *
     * @return {@code ["breakthrough"]}
     */
    @Override
    public List<String> gameIds() {
        return List.of(GAME_ID);
    }

    /**
     * The evaluation of Breakthrough.
     *
     * @param game the Breakthrough game
     * @return the shared, stateless {@link BreakthroughEvaluator}
     * @throws IllegalArgumentException if the game is not Breakthrough
     */
    @Override
    public Evaluator evaluator(Game game) {
        check(game);
        return EVALUATOR;
    }

    /**
     * The levels of Breakthrough.
     *
     * @param game the Breakthrough game
     * @return {@link BreakthroughLevels#all()}: beginner, intermediate, advanced
     * @throws IllegalArgumentException if the game is not Breakthrough
     */
    @Override
    public List<Level> levels(Game game) {
        check(game);
        return BreakthroughLevels.all();
    }

    private static void check(Game game) {
        if (!GAME_ID.equals(game.id())) {
            throw new IllegalArgumentException("game '" + game.id() + "' is not served by the Breakthrough AI");
        }
    }
}
