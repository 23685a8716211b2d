package io.abstractgames.diamond.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.SimpleGameAi;

/**
 * The AI of the two-player Diamond game for the {@link GameAi} service: game id
 * {@code "diamond"}, the {@link DiamondEvaluator} (one shared, stateless instance) and the
 * {@link DiamondLevels} for two players (alpha-beta); any other game is rejected with an
 * {@link IllegalArgumentException}. The three-player game {@code "diamond3"} is served by
 * {@link Diamond3Ai} with the same evaluator. Registered in
 * {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe. Every level
 * plays any seat.
 */
public final class DiamondAi extends SimpleGameAi {

    /** The id of the game served, {@code "diamond"}. */
    public static final String GAME_ID = "diamond";

    /** The evaluation shared by both Diamond games. */
    static final Evaluator EVALUATOR = new DiamondEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public DiamondAi() {
        super(GAME_ID, "two-player Diamond", EVALUATOR, DiamondLevels.forPlayers(2));
    }
}
