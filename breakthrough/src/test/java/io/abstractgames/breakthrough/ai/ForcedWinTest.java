package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.contract.ForcedWinContract;
import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.core.Game;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Positions decided within a few plies: the side to move wins in N plies (N odd) or loses in N
 * plies (N even), N from 1 to 5, checked by the {@link ForcedWinContract}.
 */
class ForcedWinTest extends ForcedWinContract {

    /** The decided positions, each with the plies to its forced end: {@code POSITION ; N}. */
    private static final String CASES = """
            # White's piece one step from the goal steps onto it.
            b7/4w3/8/8/8/8/8/8 w                 ; 1
            # Blocked straight ahead: it wins by capturing onto the far rank.
            bbb5/1w6/8/8/8/8/8/8 w               ; 1
            # Black one step from rank 1.
            8/8/8/8/8/8/3b4/7w b                 ; 1
            # White cannot reach d2's attackers' squares: Black steps onto rank 1 next.
            8/8/8/8/8/8/3b4/w7 w                 ; 2
            # White can take one of two Black pieces on rank 2, not both.
            8/8/8/8/8/8/2b3b1/3w4 w              ; 2
            # No Black piece can take g7.
            3b4/6w1/8/8/8/8/8/8 b                ; 2
            # An unopposed White piece two steps away.
            b7/8/3w4/8/8/8/8/8 w                 ; 3
            # b3 goes round White's guard of b2: a2 or c2 is not attacked.
            8/8/8/8/8/1b6/8/w1w5 b               ; 3
            # d7 is guarded by c8 and e8; the way round through c7 or e7 is not.
            2b1b3/8/3w4/8/8/8/8/8 w              ; 3
            # Black two steps away, White's only piece far off.
            8/8/8/8/8/3b4/8/7w w                 ; 4
            # Two White pieces two steps away, on files Black cannot both cover.
            3bb3/8/1w4w1/8/8/8/8/8 b             ; 4
            # A White runner three steps away, h8 outside its cone.
            7b/8/8/2w5/8/8/8/8 w                 ; 5
            # A Black piece three steps away; h1 is in its cone but too slow.
            8/8/8/8/4b3/8/8/w6w b                ; 5
            """;

    @Override
    protected Game game() {
        return BreakthroughGame.INSTANCE;
    }

    @Override
    protected Evaluator evaluator() {
        return new BreakthroughEvaluator();
    }

    @Override
    protected List<Level> levels(Game game) {
        return BreakthroughLevels.all();
    }

    @Override
    protected Stream<Arguments> positions() {
        return cases(CASES);
    }
}
