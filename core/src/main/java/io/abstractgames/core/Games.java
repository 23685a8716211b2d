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
 * <p>Games are listed in a fixed order: by the order of {@link #CANONICAL_ORDER} for the
 * project's own games, then any others by id.
 */
public final class Games {

    /** The ids of the project's games, in the order tools list them. */
    public static final List<String> CANONICAL_ORDER =
            List.of("breakthrough", "konane", "bashni", "diamond", "diamond3");

    private Games() {}

    /**
     * All installed games, found through the context class loader of the calling thread (or the
     * module layer of this module on the module path).
     *
     * @return an unmodifiable list of the games, in the fixed order described above
     * @throws IllegalStateException if two providers register the same game id
     */
    public static List<Game> all() {
        List<Game> games = new ArrayList<>();
        for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
            for (Game game : provider.games()) {
                for (Game other : games) {
                    if (other.id().equals(game.id())) {
                        throw new IllegalStateException("two providers register the game id '" + game.id() + "'");
                    }
                }
                games.add(game);
            }
        }
        games.sort(Comparator.comparingInt((Game g) -> rank(g.id())).thenComparing(Game::id));
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

    private static int rank(String id) {
        int i = CANONICAL_ORDER.indexOf(id);
        return i < 0 ? CANONICAL_ORDER.size() : i;
    }
}
