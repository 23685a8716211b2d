package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.SimpleGameAi;

/**
 * The AI of Breakthrough for the {@link GameAi} service: game id {@code "breakthrough"}, the
 * {@link BreakthroughEvaluator} (one shared, stateless instance) and the
 * {@link BreakthroughLevels} (beginner, intermediate, advanced); any other game is rejected with
 * an {@link IllegalArgumentException}. Registered in
 * {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe.
 */
public final class BreakthroughAi extends SimpleGameAi {

    /** The id of the game served, {@code "breakthrough"}. */
    public static final String GAME_ID = "breakthrough";

    private static final Evaluator EVALUATOR = new BreakthroughEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public BreakthroughAi() {
        super(GAME_ID, "Breakthrough", EVALUATOR, BreakthroughLevels.all());
    }
}
