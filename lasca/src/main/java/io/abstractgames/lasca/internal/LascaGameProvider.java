package io.abstractgames.lasca.internal;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.lasca.LascaGame;
import java.util.List;

/** Registers {@link LascaGame} with {@link io.abstractgames.core.Games}. */
public final class LascaGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public LascaGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(LascaGame.INSTANCE);
    }

    /**
     * Lists this module's game fifth, after the Diamond games.
     *
     * @return 50
     */
    @Override
    public int sortKey() {
        return 50;
    }
}
