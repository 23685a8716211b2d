package io.abstractgames.diamond.internal;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.diamond.DiamondGame;
import java.util.List;

/**
 * Registers the Diamond games with {@link io.abstractgames.core.Games}: {@code diamond} (two
 * players) and {@code diamond3} (three players). Listed in
 * {@code META-INF/services/io.abstractgames.core.GameProvider}.
 */
public final class DiamondGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public DiamondGameProvider() {}

    /**
     * The two Diamond games.
     *
     * @return {@link DiamondGame#twoPlayers()} and {@link DiamondGame#threePlayers()}
     */
    @Override
    public List<Game> games() {
        return List.of(DiamondGame.twoPlayers(), DiamondGame.threePlayers());
    }

    /**
     * Lists this module's games fourth among the project's games.
     *
     * @return 40
     */
    @Override
    public int sortKey() {
        return 40;
    }
}
