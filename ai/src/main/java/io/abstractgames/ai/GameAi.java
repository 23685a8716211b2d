package io.abstractgames.ai;

import io.abstractgames.core.Game;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Service-provider interface through which a game module gives the searchers its knowledge: the
 * {@link Evaluator} and the named {@link Level}s of its games.
 *
 * <p>A game module registers one implementation with {@link java.util.ServiceLoader} in
 * {@code META-INF/services/io.abstractgames.ai.GameAi} (and with {@code provides} in its
 * {@code module-info.java} on the module path); it needs a public no-argument constructor and
 * must be stateless and thread-safe. Tools find it with {@link GameAis#forGame(Game)}.
 *
 * <p>Contract for {@link #levels(Game)}: the first three levels are {@value Level#BEGINNER},
 * {@value Level#INTERMEDIATE} and {@value Level#ADVANCED}, weakest first, each with a description
 * that names its depth or time, evaluation and randomness; more may follow. Levels with a
 * parameter (Bashni's challenge ladder {@code ladder:N}, {@code docs/rules/bashni.md}) are not listed
 * but answered by {@link #level(Game, String)}, which such a module overrides. {@link Levels}
 * offers generic settings to start from.
 *
 * <p>A minimal implementation:
 *
 * <pre>{@code
 * public final class KonaneAi implements GameAi {
 *     public List<String> gameIds() { return List.of("konane"); }
 *     public Evaluator evaluator(Game game) { return new KonaneEvaluator(); }
 *     public List<Level> levels(Game game) { return Levels.standard(game.playerCount()); }
 * }
 * }</pre>
 */
public interface GameAi {

    /**
     * The ids of the games served (see {@link Game#id()}), e.g. {@code ["diamond", "diamond3"]}.
     *
     * @return the ids, not empty
     */
    List<String> gameIds();

    /**
     * The evaluation for one of the games served.
     *
     * @param game a game whose id is in {@link #gameIds()}
     * @return the evaluator (see {@link Evaluator} for the contract)
     * @throws IllegalArgumentException if the game is not served
     */
    Evaluator evaluator(Game game);

    /**
     * The listed levels of one of the games served, standard ones first (see the class
     * documentation).
     *
     * @param game a game whose id is in {@link #gameIds()}
     * @return the levels, at least the three standard ones, with distinct names
     * @throws IllegalArgumentException if the game is not served
     */
    List<Level> levels(Game game);

    /**
     * A level by name: a listed one, or one with a parameter the module understands.
     *
     * @param game a game whose id is in {@link #gameIds()}
     * @param name the level's name, e.g. {@code "advanced"} or {@code "ladder:3"}
     * @return the level, or empty when the name is unknown
     * @throws IllegalArgumentException if the game is not served
     * @throws io.abstractgames.core.NotationException if the name belongs to a parameterised family
     *     of this game (such as Bashni's {@code ladder:N}) but its parameter is malformed or out of
     *     range; the message names the valid range
     */
    default Optional<Level> level(Game game, String name) {
        return levels(game).stream().filter(l -> l.name().equals(name)).findFirst();
    }

    /**
     * The measured Elo ratings of the game's levels ({@code docs/levels.md}, "Elo ratings"), for
     * tools that let people choose a level (the command line's {@code games --levels}, the server's
     * menu). The default reads the class-path resource
     * {@code /META-INF/abstract-games/ratings/<game id>.tsv} of this implementation's module
     * (tab-separated, header {@code level elo lower upper games}, {@code #} comments).
     *
     * @param game a game whose id is in {@link #gameIds()}
     * @return the ratings by level name, strongest first; empty when none were measured; levels
     *     missing from the map have no measured rating
     * @throws IllegalStateException if the module's ratings resource is malformed
     */
    default Map<String, LevelRating> ratings(Game game) {
        return RatingsFile.read(getClass(), game.id());
    }

    /**
     * A searcher for one of the games served at one level.
     *
     * @param game a game whose id is in {@link #gameIds()}
     * @param level the level
     * @param seed the seed of the searcher's random source
     * @return a new searcher with this module's evaluator and the level's configuration
     */
    default Searcher newSearcher(Game game, Level level, long seed) {
        return level.newSearcher(evaluator(game), seed);
    }
}
