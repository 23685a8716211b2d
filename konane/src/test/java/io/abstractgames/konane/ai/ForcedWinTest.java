package io.abstractgames.konane.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.contract.ForcedWinContract;
import io.abstractgames.core.Game;
import io.abstractgames.konane.KonaneGame;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Endgames in which one side runs out of jumps after exactly N plies with best play, checked by the
 * {@link ForcedWinContract}. For odd N the side to move wins ({@code Scores.winIn(N)}); for even N
 * it is the one that runs out, so its score is {@code Scores.lossIn(N)} and the win in N belongs to
 * the opponent.
 */
class ForcedWinTest extends ForcedWinContract {

    /** The decided positions, each with the plies to its forced end: {@code POSITION ; N}. */
    private static final String CASES = """
            # N = 1: one of the mover's jumps leaves the opponent without a jump.
            2w1wb2/b7/5b1b/2b5/6w1/1w3w1w/2w5/b7 b                 ; 1
            w1w2bwb/2b4w/wb5b/2b3b1/8/5w1w/2w5/1wb2w1w w           ; 1
            # N = 2: every jump of the mover leaves the opponent a jump that ends the game.
            3bwb2/8/2w1w3/b4w2/4wb2/2b4w/4w3/b1b5 b                ; 2
            8/8/2wb3b/2b2w1w/w7/4b3/w7/2b2w1w b                    ; 2
            wbw1w3/bw6/w5w1/3w4/1b5b/2b3b1/w6b/2b1b2w w            ; 2
            # N = 3
            w6b/6b1/2w4b/4b3/5b2/1w3w2/3b4/bw1w1w2 b               ; 3
            w1wb3b/3w4/5bw1/bwb3b1/7b/1wb5/4w3/3w4 w               ; 3
            # N = 4
            1bw5/8/w3wb1b/5w2/2wb4/8/7b/7w b                       ; 4
            2w3w1/bwb4w/wb2wb2/b1b5/wbw3w1/b3b3/3b3b/1w3w2 b       ; 4
            wb1bwbwb/7w/wb6/1w6/4w3/2b2w2/7b/b3b3 w                ; 4
            # N = 5
            2w2bwb/6bw/2w4b/b1b3bw/1b6/b4w1w/8/4bw2 w              ; 5
            w2bw2b/b4w2/8/3w4/1b6/4b2w/w2b2w1/b4wb1 b              ; 5
            1b2wb2/3w4/3b3b/1w3wb1/w7/1w4b1/w2b4/8 b               ; 5
            """;

    @Override
    protected Game game() {
        return KonaneGame.INSTANCE;
    }

    @Override
    protected Evaluator evaluator() {
        return new KonaneEvaluator();
    }

    @Override
    protected List<Level> levels(Game game) {
        return KonaneLevels.all();
    }

    @Override
    protected Stream<Arguments> positions() {
        return cases(CASES);
    }
}
