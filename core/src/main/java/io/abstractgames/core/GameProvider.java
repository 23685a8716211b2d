package io.abstractgames.core;

import java.util.List;

/**
 * Service-provider interface through which a game module makes its games known to {@link Games}.
 *
 * <p>Each game module registers one provider with {@link java.util.ServiceLoader} (in
 * {@code META-INF/services/io.abstractgames.core.GameProvider} and, on the module path, with
 * {@code provides} in its {@code module-info.java}). Implementations need a public no-argument
 * constructor.
 */
public interface GameProvider {

    /**
     * The games of this module, e.g. the 2- and 3-player variants of the Diamond game.
     *
     * @return the games, each with a distinct {@link Game#id()}
     */
    List<Game> games();
}
