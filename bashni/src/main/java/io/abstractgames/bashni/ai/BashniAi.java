package io.abstractgames.bashni.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import java.util.List;
import java.util.Optional;

/**
 * The AI of Bashni for the {@link GameAi} service: game id {@code "bashni"}, the
 * {@link BashniEvaluator}, the listed {@link BashniLevels} and the challenge-ladder opponents
 * {@code ladder:N}. Registered in {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless
 * and thread-safe.
 */
public final class BashniAi implements GameAi {

    /** The id of the game served, {@code "bashni"}. */
    public static final String GAME_ID = "bashni";

    private static final Evaluator EVALUATOR = new BashniEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public BashniAi() {}

    /**
     * The ids of the games served.
     *
     * @return {@code ["bashni"]}
     */
    @Override
    public List<String> gameIds() {
        return List.of(GAME_ID);
    }

    /**
     * The evaluation of Bashni.
     *
     * @param game the Bashni game
     * @return the shared, stateless {@link BashniEvaluator}
     * @throws IllegalArgumentException if the game is not Bashni
     */
    @Override
    public Evaluator evaluator(Game game) {
        check(game);
        return EVALUATOR;
    }

    /**
     * The listed levels of Bashni.
     *
     * @param game the Bashni game
     * @return {@link BashniLevels#all()}: beginner, intermediate, advanced
     * @throws IllegalArgumentException if the game is not Bashni
     */
    @Override
    public List<Level> levels(Game game) {
        check(game);
        return BashniLevels.all();
    }

    /**
     * A level by name: a listed one, or {@code ladder:N} for opponent {@code N} of the challenge
     * ladder ({@link BashniLevels#ladder(int)}).
     *
     * <p>A name that starts with {@value BashniLevels#LADDER_PREFIX} but does not go on with an
     * opponent number is not answered with an empty result but rejected, so that the user learns
     * what a ladder level looks like.
     *
     * @param game the Bashni game
     * @param name the level's name, e.g. {@code "advanced"} or {@code "ladder:3"}
     * @return the level, or empty when no level has that name
     * @throws NotationException if the name is {@code ladder:} followed by anything but an opponent
     *     number from 1 to 19, e.g. {@code ladder:0}, {@code ladder:x} or {@code ladder:}
     * @throws IllegalArgumentException if the game is not Bashni
     */
    @Override
    public Optional<Level> level(Game game, String name) {
        check(game);
        if (name.startsWith(BashniLevels.LADDER_PREFIX)) {
            return Optional.of(BashniLevels.parseLadder(name));
        }
        return GameAi.super.level(game, name);
    }

    private static void check(Game game) {
        if (!GAME_ID.equals(game.id())) {
            throw new IllegalArgumentException("game '" + game.id() + "' is not served by the Bashni AI");
        }
    }
}
