package io.abstractgames.lasca.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.SimpleGameAi;

/**
 * The AI of Lasca for the {@link GameAi} service: game id {@code "lasca"}, the {@link
 * LascaEvaluator} (one shared, stateless instance) and the {@link LascaLevels}; any other game is
 * rejected with an {@link IllegalArgumentException}. Registered in {@code
 * META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe.
 */
public final class LascaAi extends SimpleGameAi {

    /** The id of the game served, {@code "lasca"}. */
    public static final String GAME_ID = "lasca";

    private static final Evaluator EVALUATOR = new LascaEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public LascaAi() {
        super(GAME_ID, "Lasca", EVALUATOR, LascaLevels.all());
    }
}
