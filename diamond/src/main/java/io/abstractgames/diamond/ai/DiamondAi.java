package io.abstractgames.diamond.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.core.Game;
import java.util.List;

/**
 * The AI of the Diamond game for the {@link GameAi} service: game ids {@code "diamond"} (two
 * players) and {@code "diamond3"} (three players), the {@link DiamondEvaluator} and the
 * {@link DiamondLevels}. Registered in {@code META-INF/services/io.abstractgames.ai.GameAi};
 * stateless and thread-safe. Every level plays any seat.
 */
public final class DiamondAi implements GameAi {

    /** The id of the two-player game, {@code "diamond"}. */
    public static final String GAME_ID_2 = "diamond";

    /** The id of the three-player game, {@code "diamond3"}. */
    public static final String GAME_ID_3 = "diamond3";

    private static final Evaluator EVALUATOR = new DiamondEvaluator();

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public DiamondAi() {}

    /**
     * The ids of the games served.
     *
     * @return {@code ["diamond", "diamond3"]}
     */
    @Override
    public List<String> gameIds() {
        return List.of(GAME_ID_2, GAME_ID_3);
    }

    /**
     * The evaluation of the Diamond game, for two or three players.
     *
     * @param game {@code diamond} or {@code diamond3}
     * @return the shared, immutable {@link DiamondEvaluator}
     * @throws IllegalArgumentException if the game is not a Diamond game
     */
    @Override
    public Evaluator evaluator(Game game) {
        players(game);
        return EVALUATOR;
    }

    /**
     * The levels of a Diamond game.
     *
     * @param game {@code diamond} or {@code diamond3}
     * @return {@link DiamondLevels#forPlayers(int)}: beginner, intermediate, advanced
     * @throws IllegalArgumentException if the game is not a Diamond game
     */
    @Override
    public List<Level> levels(Game game) {
        return DiamondLevels.forPlayers(players(game));
    }

    private static int players(Game game) {
        if (GAME_ID_2.equals(game.id())) {
            return 2;
        }
        if (GAME_ID_3.equals(game.id())) {
            return 3;
        }
        throw new IllegalArgumentException("game '" + game.id() + "' is not served by the Diamond AI");
    }
}
