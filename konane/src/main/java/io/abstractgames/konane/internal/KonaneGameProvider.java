package io.abstractgames.konane.internal;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.konane.KonaneGame;
import java.util.List;

/** Registers Kōnane ({@link KonaneGame#INSTANCE}) with {@link io.abstractgames.core.Games}. */
public final class KonaneGameProvider implements GameProvider {

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public KonaneGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(KonaneGame.INSTANCE);
    }

    /**
     * Lists this module's games second among the project's games.
     *
     * @return 20
     */
    @Override
    public int sortKey() {
        return 20;
    }
}
