package io.abstractgames.ai;

import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The registry of installed {@link GameAi} providers, read with {@link ServiceLoader} (through the
 * context class loader of the calling thread).
 */
public final class GameAis {

    private GameAis() {}

    /**
     * Every installed provider.
     *
     * @return an unmodifiable list, in the order {@link ServiceLoader} finds them
     * @throws IllegalStateException if two providers serve the same game id
     */
    public static List<GameAi> all() {
        List<GameAi> ais = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (GameAi ai : ServiceLoader.load(GameAi.class)) {
            for (String id : ai.gameIds()) {
                if (ids.contains(id)) {
                    throw new IllegalStateException("two GameAi providers serve the game id '" + id + "'");
                }
                ids.add(id);
            }
            ais.add(ai);
        }
        return Collections.unmodifiableList(ais);
    }

    /**
     * The provider serving a game id.
     *
     * @param gameId a game id, e.g. {@code "bashni"}
     * @return the provider, or empty when none is installed
     * @throws IllegalStateException if two providers serve the same game id
     */
    public static Optional<GameAi> find(String gameId) {
        return all().stream().filter(ai -> ai.gameIds().contains(gameId)).findFirst();
    }

    /**
     * The provider serving a game.
     *
     * @param game the game
     * @return its provider
     * @throws IllegalArgumentException if no installed provider serves the game's id
     * @throws IllegalStateException if two providers serve the same game id
     */
    public static GameAi forGame(Game game) {
        return find(game.id()).orElseThrow(() -> new IllegalArgumentException(
                "no AI installed for game '" + game.id() + "' (no GameAi provider serves it)"));
    }

    /**
     * A level of a game by name, as a user typed it.
     *
     * @param game the game
     * @param name the level's name, e.g. {@code "intermediate"} or {@code "ladder:4"}
     * @return the level
     * @throws NotationException if the game has no level of that name; the message lists the
     *     listed names
     * @throws IllegalArgumentException if no installed provider serves the game
     */
    public static Level level(Game game, String name) {
        GameAi ai = forGame(game);
        return ai.level(game, name).orElseThrow(() -> new NotationException("unknown level '" + name + "' for "
                + game.id() + ", expected one of " + String.join(", ", ai.levels(game).stream().map(Level::name).toList())));
    }

    /**
     * A searcher for a game at a named level, with the installed provider's evaluator.
     *
     * @param game the game
     * @param levelName the level's name
     * @param seed the seed of the searcher's random source
     * @return a new searcher
     * @throws NotationException if the game has no level of that name
     * @throws IllegalArgumentException if no installed provider serves the game
     */
    public static Searcher newSearcher(Game game, String levelName, long seed) {
        GameAi ai = forGame(game);
        return ai.newSearcher(game, level(game, levelName), seed);
    }
}
