package io.abstractgames.bashni.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SimpleGameAi;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import java.util.Optional;

/**
 * The AI of Bashni for the {@link GameAi} service: game id {@code "bashni"}, the
 * {@link BashniEvaluator} (one shared, stateless instance), the listed {@link BashniLevels}
 * (beginner, intermediate, advanced) and the challenge-ladder opponents {@code ladder:N}; any other
 * game is rejected with an {@link IllegalArgumentException}. Registered in
 * {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe.
 */
public final class BashniAi extends SimpleGameAi {

    /** The id of the game served, {@code "bashni"}. */
    public static final String GAME_ID = "bashni";

    private static final Evaluator EVALUATOR = new BashniEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public BashniAi() {
        super(GAME_ID, "Bashni", EVALUATOR, BashniLevels.all());
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
        checkGame(game);
        if (name.startsWith(BashniLevels.LADDER_PREFIX)) {
            return Optional.of(BashniLevels.parseLadder(name));
        }
        return super.level(game, name);
    }
}
