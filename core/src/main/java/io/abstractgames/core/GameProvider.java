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

    /** The sort key of a provider that does not declare one: its games are listed after the others. */
    int DEFAULT_SORT_KEY = 1_000;

    /**
     * Where this provider's games stand in listings ({@link Games#all()}): games are listed by
     * their provider's sort key, lowest first, then in the order of {@link #games()}, then by id.
     * {@link java.util.ServiceLoader}'s own order is the order of the class path, so listings
     * would change with it; the key keeps them fixed.
     *
     * @return the sort key; {@value #DEFAULT_SORT_KEY} by default
     */
    default int sortKey() {
        return DEFAULT_SORT_KEY;
    }

    /**
     * How one of this provider's games is offered and shown to people ({@link GameTraits}): its
     * menu family, board drawing and views, piece and seat looks, how its moves are picked and
     * the house rules that apply. A client learns the game from these and its
     * {@link Game#board() board model}, never from its id.
     *
     * @param game one of {@link #games()}
     * @return its traits; {@link GameTraits#standard(Game)} by default
     */
    default GameTraits traits(Game game) {
        return GameTraits.standard(game);
    }
}
