package io.abstractgames.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The registry of installed games, read from every {@link GameProvider} visible to
 * {@link ServiceLoader}.
 *
 * <p>Games are listed in a fixed order that does not depend on the class path: by their
 * provider's {@link GameProvider#sortKey()}, then in the order the provider lists them, then by id.
 */
public final class Games {

    private Games() {}

    /**
     * All installed games, found through the context class loader of the calling thread (or the
     * module layer of this module on the module path).
     *
     * @return an unmodifiable list of the games, in the fixed order described above
     * @throws IllegalStateException if two providers register the same game id
     */
    public static List<Game> all() {
        List<Listed> listed = new ArrayList<>();
        for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
            List<Game> provided = provider.games();
            for (int i = 0; i < provided.size(); i++) {
                Game game = provided.get(i);
                for (Listed other : listed) {
                    if (other.game.id().equals(game.id())) {
                        throw new IllegalStateException("two providers register the game id '" + game.id() + "'");
                    }
                }
                listed.add(new Listed(game, provider.sortKey(), i));
            }
        }
        listed.sort(Comparator.comparingInt(Listed::sortKey).thenComparingInt(Listed::index)
                .thenComparing(l -> l.game.id()));
        List<Game> games = new ArrayList<>(listed.size());
        for (Listed l : listed) {
            games.add(l.game);
        }
        return Collections.unmodifiableList(games);
    }

    /**
     * The installed game with the given id.
     *
     * @param id a game id, e.g. {@code "konane"}
     * @return the game, or empty when no installed provider offers it
     */
    public static Optional<Game> find(String id) {
        return all().stream().filter(g -> g.id().equals(id)).findFirst();
    }

    /**
     * The installed game with the given id.
     *
     * @param id a game id, e.g. {@code "konane"}
     * @return the game
     * @throws NotationException if no installed game has that id; the message lists the known ids
     */
    public static Game byId(String id) {
        return find(id).orElseThrow(() -> new NotationException("unknown game '" + id + "', expected one of "
                + String.join(", ", all().stream().map(Game::id).toList())));
    }

    /**
     * The traits of an installed game, from the provider that registers it
     * ({@link GameProvider#traits(Game)}).
     *
     * @param game an installed game
     * @return its traits
     * @throws IllegalArgumentException if no installed provider registers a game with its id
     */
    public static GameTraits traits(Game game) {
        for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
            for (Game provided : provider.games()) {
                if (provided.id().equals(game.id())) {
                    return provider.traits(provided);
                }
            }
        }
        throw new IllegalArgumentException("no installed provider registers the game '" + game.id() + "'");
    }

    /** A game with its provider's sort key and its index in the provider's list. */
    private record Listed(Game game, int sortKey, int index) {}
}
