package io.abstractgames.bashni.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.contract.ForcedWinContract;
import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Game;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Small endgames decided within 1 to 5 plies, checked by the {@link ForcedWinContract}. A side with
 * no legal move loses, so the side to move can only win after an odd number of plies: for odd N
 * the side to move wins in N ({@code Scores.winIn(N)}), for even N it loses in N whatever it does
 * ({@code Scores.lossIn(N)}: the opponent's forced win).
 */
class ForcedWinTest extends ForcedWinContract {

    /** The decided positions, each with the plies to its forced end: {@code POSITION ; N}. */
    private static final String CASES = """
            # A man takes the last black man.
            w c3:w,d4:b 0 0             ; 1
            # A flying king takes both black men in one move (landing where it can go on).
            w b2:W,c3:b,f6:b 0 0        ; 1
            # Taking the black top of a column hands the rest of it to White.
            w c3:w,d4:bw 0 0            ; 1
            # The king blocks the only move of a black column on the edge, which cannot be taken.
            w f2:Wb,h2:bb 0 0           ; 1
            # The black man's only step lands next to a White man that takes it backwards.
            b a3:b,c3:w 0 0             ; 2
            b h2:w,h4:b 0 0             ; 2
            # A king takes one man, the other must step into the king's diagonal.
            w h4:W,f6:b,h6:b 0 0        ; 3
            # The man steps past a man on the edge, whose only step lands where men capture backwards.
            w b4:w,a5:b 0 0             ; 3
            # Whatever Black does, the White king takes the last man on its second move.
            b h4:W,h6:b,g7:b 0 0        ; 4
            b b2:w,b4:b 0 0             ; 4
            # A king takes the top of a black column of two, then hunts down the man left.
            w b4:bb,c5:Wb 0 0           ; 5
            # A man is crowned and the new king hunts down the last man.
            w a7:w,g7:b 0 0             ; 5
            # A king takes one man and waits on the diagonal of the other's way.
            w e1:W,f2:b,b8:b 0 0        ; 5
            """;

    @Override
    protected Game game() {
        return BashniGame.INSTANCE;
    }

    @Override
    protected Evaluator evaluator() {
        return new BashniEvaluator();
    }

    @Override
    protected List<Level> levels(Game game) {
        return BashniLevels.all();
    }

    @Override
    protected Stream<Arguments> positions() {
        return cases(CASES);
    }
}
