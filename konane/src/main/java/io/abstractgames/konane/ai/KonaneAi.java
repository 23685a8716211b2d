package io.abstractgames.konane.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.SimpleGameAi;
import io.abstractgames.konane.KonaneGame;

/**
 * The {@link GameAi} of Kōnane (game id {@code "konane"}): the {@link KonaneEvaluator} with its
 * standard weights (one shared, stateless instance) and the levels of {@link KonaneLevels}; any
 * other game is rejected with an {@link IllegalArgumentException}. Registered with
 * {@link java.util.ServiceLoader} in {@code META-INF/services/io.abstractgames.ai.GameAi}.
 * Stateless and thread-safe.
 */
public final class KonaneAi extends SimpleGameAi {

    private static final Evaluator EVALUATOR = new KonaneEvaluator();

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public KonaneAi() {
        super(KonaneGame.INSTANCE.id(), "Kōnane", EVALUATOR, KonaneLevels.all());
    }
}
