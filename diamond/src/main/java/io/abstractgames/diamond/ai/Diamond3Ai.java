package io.abstractgames.diamond.ai;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.SimpleGameAi;

/**
 * The AI of the three-player Diamond game for the {@link GameAi} service: game id
 * {@code "diamond3"}, the {@link DiamondEvaluator} (the instance {@link DiamondAi} shares) and the
 * {@link DiamondLevels} for three players (best-reply search); any other game is rejected with an
 * {@link IllegalArgumentException}. Registered in
 * {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe. Every level
 * plays any seat.
 */
public final class Diamond3Ai extends SimpleGameAi {

    /** The id of the game served, {@code "diamond3"}. */
    public static final String GAME_ID = "diamond3";

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public Diamond3Ai() {
        super(GAME_ID, "three-player Diamond", DiamondAi.EVALUATOR, DiamondLevels.forPlayers(3));
    }
}
