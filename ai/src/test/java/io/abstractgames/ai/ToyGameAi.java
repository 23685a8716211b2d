package io.abstractgames.ai;

import io.abstractgames.core.Position;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.List;

/**
 * The AI of the kit's toy game, built as docs/adding-a-game.md says a game's AI is built: an
 * evaluator, the standard levels through {@link AlphaBetaLevels}, a {@link SimpleGameAi}
 * registered in {@code META-INF/services/io.abstractgames.ai.GameAi} (of the test tree here).
 */
public final class ToyGameAi extends SimpleGameAi {

    /**
     * The toy's evaluation: a pile that is a multiple of 4 is lost for the player to move (whatever
     * it takes, the other restores the multiple), so it is worth -100 to the mover and +100 to the
     * other; any other pile the reverse.
     */
    static final Evaluator EVALUATOR = (position, player) -> {
        int pile = pile(position);
        int forMover = pile % 4 == 0 ? -100 : 100;
        return player == position.sideToMove() ? forMover : -forMover;
    };

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public ToyGameAi() {
        super(ToyGame.ID, "toy", EVALUATOR, List.of(
                AlphaBetaLevels.beginner("counter", 2, 0, 0, 1),
                AlphaBetaLevels.intermediate("counter", 4, 0, 1, 4),
                AlphaBetaLevels.advanced(10_000, 1, 4),
                new Level("solver", "unlimited depth for 1 second, no randomness",
                        SearchConfig.builder().limits(SearchLimits.timeMillis(1_000)).build())));
    }

    private static int pile(Position position) {
        return Integer.parseInt(position.toText().split(" ")[0]);
    }
}
