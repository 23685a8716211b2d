package io.abstractgames.bashni.internal;

import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import java.util.List;

/** Registers {@link BashniGame} with {@link io.abstractgames.core.Games}. */
public final class BashniGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public BashniGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(BashniGame.INSTANCE);
    }

    /**
     * Lists this module's games third among the project's games.
     *
     * @return 30
     */
    @Override
    public int sortKey() {
        return 30;
    }
}
