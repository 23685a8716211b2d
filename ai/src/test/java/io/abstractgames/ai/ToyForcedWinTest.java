package io.abstractgames.ai;

import io.abstractgames.ai.contract.ForcedWinContract;
import io.abstractgames.core.Game;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The forced-win contract, as docs/adding-a-game.md step 12 has a game use it, on the kit's toy
 * game: a pile that is a multiple of 4 is lost for the side to move (whatever it takes, the other
 * restores the multiple), so a pile of {@code 4k + r} (r = 1, 2, 3) is won in {@code 2k + 1} plies
 * and a pile of {@code 4k} is lost in {@code 2k}. The ply budget of 999 keeps the draw out of reach.
 */
class ToyForcedWinTest extends ForcedWinContract {

    private static final String CASES = """
            # Ann takes the whole pile.
            3 a 999  ; 1
            1 b 999  ; 1
            # Whatever Ann takes, Bob takes the rest.
            4 a 999  ; 2
            # Ann takes 2, leaving Bob the lost pile of 4.
            6 a 999  ; 3
            7 b 999  ; 3
            # Ann cannot leave a multiple of 4.
            8 a 999  ; 4
            # Bob takes 1 (leaving 8), then answers every take so that the pile goes 4, 0.
            9 b 999  ; 5
            """;

    /** The toy's levels with the MCTS level the contract's MCTS check plays. */
    private static final List<Level> LEVELS = Stream.concat(
            new ToyGameAi().levels(ToyGame.INSTANCE).stream(),
            Stream.of(MctsLevels.mcts(1_000, MctsSettings.defaults()))).toList();

    @Override
    protected Game game() {
        return ToyGame.INSTANCE;
    }

    @Override
    protected Evaluator evaluator() {
        return ToyGameAi.EVALUATOR;
    }

    @Override
    protected List<Level> levels(Game game) {
        return LEVELS;
    }

    @Override
    protected Stream<Arguments> positions() {
        return cases(CASES);
    }
}
