package io.abstractgames.ai;

import io.abstractgames.core.Game;
import java.util.List;
import java.util.Objects;

/**
 * A {@link GameAi} for a module that serves one game with one evaluator and a fixed list of
 * levels: it answers {@link #gameIds()}, {@link #evaluator(Game)} and {@link #levels(Game)} from
 * what its constructor is given, and rejects every other game. A module with levels that take a
 * parameter (e.g. Bashni's {@code ladder:N}) overrides {@link #level(Game, String)} and calls
 * {@link #checkGame(Game)} first.
 *
 * <pre>{@code
 * public final class KonaneAi extends SimpleGameAi {
 *     private static final Evaluator EVALUATOR = new KonaneEvaluator();
 *
 *     public KonaneAi() {
 *         super("konane", "Kōnane", EVALUATOR, KonaneLevels.all());
 *     }
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe when the evaluator is (the {@link GameAi} contract asks for a
 * stateless provider; give it a stateless, shared evaluator).
 */
public abstract class SimpleGameAi implements GameAi {

    private final String gameId;
    private final String gameName;
    private final Evaluator evaluator;
    private final List<Level> levels;

    /**
     * Creates the provider of one game.
     *
     * @param gameId the id of the game served, as {@link Game#id()} gives it, e.g. {@code "konane"}
     * @param gameName the game's name for the message that rejects another game, e.g.
     *     {@code "Kōnane"}: {@code "game 'bashni' is not served by the Kōnane AI"}
     * @param evaluator the evaluator returned for the game, shared by every search; stateless
     * @param levels the listed levels, standard ones first (see {@link GameAi}); copied
     * @throws NullPointerException if an argument or a level is null
     * @throws IllegalArgumentException if the game id is empty or there are no levels
     */
    protected SimpleGameAi(String gameId, String gameName, Evaluator evaluator, List<Level> levels) {
        this.gameId = Objects.requireNonNull(gameId, "gameId");
        this.gameName = Objects.requireNonNull(gameName, "gameName");
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        this.levels = List.copyOf(levels);
        if (gameId.isEmpty() || this.levels.isEmpty()) {
            throw new IllegalArgumentException("game AI '" + gameId + "': expected a game id and at least one level");
        }
    }

    /**
     * The ids of the games served.
     *
     * @return a one-element list, the game id given to the constructor
     */
    @Override
    public final List<String> gameIds() {
        return List.of(gameId);
    }

    /**
     * The evaluation of the game served.
     *
     * @param game the game served
     * @return the evaluator given to the constructor (the same instance every time)
     * @throws IllegalArgumentException if the game is not the one served (see
     *     {@link #checkGame(Game)})
     */
    @Override
    public final Evaluator evaluator(Game game) {
        checkGame(game);
        return evaluator;
    }

    /**
     * The listed levels of the game served.
     *
     * @param game the game served
     * @return the levels given to the constructor, an unmodifiable list
     * @throws IllegalArgumentException if the game is not the one served (see
     *     {@link #checkGame(Game)})
     */
    @Override
    public final List<Level> levels(Game game) {
        checkGame(game);
        return levels;
    }

    /**
     * Checks that a game is the one served.
     *
     * @param game a game
     * @throws IllegalArgumentException if its id is not the game id given to the constructor; the
     *     message is {@code "game 'ID' is not served by the NAME AI"}
     */
    protected final void checkGame(Game game) {
        if (!gameId.equals(game.id())) {
            throw new IllegalArgumentException("game '" + game.id() + "' is not served by the " + gameName + " AI");
        }
    }
}
