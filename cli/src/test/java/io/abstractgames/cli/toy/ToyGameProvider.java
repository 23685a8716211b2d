package io.abstractgames.cli.toy;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import java.util.List;

/** Registers {@link ToyGame} with core's {@code Games} for the tests of the command line. */
public final class ToyGameProvider implements GameProvider {

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public ToyGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(new ToyGame());
    }
}
