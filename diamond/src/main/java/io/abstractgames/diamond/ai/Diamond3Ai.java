package io.abstractgames.diamond.ai;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.SimpleGameAi;
import io.abstractgames.core.Game;

/**
 * The AI of the three-player Diamond game for the {@link GameAi} service: game id
 * {@code "diamond3"}, the {@link DiamondEvaluator} (the instance {@link DiamondAi} shares) and the
 * {@link DiamondLevels} for three players (best-reply search); any other game is rejected with an
 * {@link IllegalArgumentException}. Registered in
 * {@code META-INF/services/io.abstractgames.ai.GameAi}; stateless and thread-safe. Every level
 * plays any seat.
 *
 * <p>The {@value Level#INTERMEDIATE} level searches with {@link #FIELD}, the evaluator that
 * compares a player's remaining work with the mean of its opponents' rather than with the
 * leader's ({@link DiamondEvaluator.Opponents}): racing against the field varies who wins
 * between seats, where racing against the leader at one ply lets the first mover win about a
 * quarter of the games only ({@code docs/levels.md}, "Self-play variety"). Every other level,
 * and {@link #evaluator(Game)}, use the leader comparison.
 */
public final class Diamond3Ai extends SimpleGameAi {

    /** The id of the game served, {@code "diamond3"}. */
    public static final String GAME_ID = "diamond3";

    /** The evaluator of the {@value Level#INTERMEDIATE} level: progress against the field. */
    public static final DiamondEvaluator FIELD = new DiamondEvaluator(DiamondEvaluator.Opponents.FIELD);

    /** The provider, as {@link java.util.ServiceLoader} creates it. */
    public Diamond3Ai() {
        super(GAME_ID, "three-player Diamond", DiamondAi.EVALUATOR, DiamondLevels.forPlayers(3));
    }

    /**
     * A searcher at one level: the {@value Level#INTERMEDIATE} level with {@link #FIELD}, every
     * other level with {@link #evaluator(Game)}.
     *
     * @param game the three-player Diamond game
     * @param level the level
     * @param seed the seed of the searcher's random source
     * @return a new searcher
     * @throws IllegalArgumentException if the game is not {@code diamond3}
     */
    @Override
    public Searcher newSearcher(Game game, Level level, long seed) {
        checkGame(game);
        return level.newSearcher(Level.INTERMEDIATE.equals(level.name()) ? FIELD : evaluator(game), seed);
    }
}
