package io.abstractgames.konane.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.core.Game;
import io.abstractgames.konane.KonaneGame;
import java.util.List;

/**
 * The {@link GameAi} of Kōnane (game id {@code "konane"}): the {@link KonaneEvaluator} with its
 * standard weights and the levels of {@link KonaneLevels}. Registered with
 * {@link java.util.ServiceLoader} in {@code META-INF/services/io.abstractgames.ai.GameAi}.
 * Stateless and thread-safe.
 */
public final class KonaneAi implements GameAi {

    private static final Evaluator EVALUATOR = new KonaneEvaluator();

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public KonaneAi() {}

    /**
     * {@inheritDoc}
     *
     * @return {@code ["konane"]}
     */
    @Override
    public List<String> gameIds() {
        return List.of(KonaneGame.INSTANCE.id());
    }

    /**
     * {@inheritDoc}
     *
     * @return the standard {@link KonaneEvaluator} (one shared, stateless instance)
     */
    @Override
    public Evaluator evaluator(Game game) {
        check(game);
        return EVALUATOR;
    }

    /**
     * {@inheritDoc}
     *
     * @return {@link KonaneLevels#all()}
     */
    @Override
    public List<Level> levels(Game game) {
        check(game);
        return KonaneLevels.all();
    }

    private void check(Game game) {
        if (!gameIds().contains(game.id())) {
            throw new IllegalArgumentException("game '" + game.id() + "' is not served by the Kōnane AI");
        }
    }
}
