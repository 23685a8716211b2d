package io.abstractgames.testkit.toy;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import java.util.List;

/**
 * Makes the {@link ToyGame} known to {@code io.abstractgames.core.Games}: a test tree that wants
 * the toy among its games names this class in its
 * {@code META-INF/services/io.abstractgames.core.GameProvider}.
 */
public final class ToyGameProvider implements GameProvider {

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public ToyGameProvider() {}

    /**
     * The toy game.
     *
     * @return a one-element list, {@link ToyGame#INSTANCE}
     */
    @Override
    public List<Game> games() {
        return List.of(ToyGame.INSTANCE);
    }
}
