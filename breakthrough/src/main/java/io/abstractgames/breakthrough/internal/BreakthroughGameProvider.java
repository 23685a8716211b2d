package io.abstractgames.breakthrough.internal;

import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import java.util.List;

/** Registers {@link BreakthroughGame} with {@link io.abstractgames.core.Games}. */
public final class BreakthroughGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public BreakthroughGameProvider() {}

    /**
     * The games of this module.
     *
     * @return {@link BreakthroughGame#INSTANCE} alone
     */
    @Override
    public List<Game> games() {
        return List.of(BreakthroughGame.INSTANCE);
    }

    /**
     * Lists this module's games first among the project's games.
     *
     * @return 10
     */
    @Override
    public int sortKey() {
        return 10;
    }
}
