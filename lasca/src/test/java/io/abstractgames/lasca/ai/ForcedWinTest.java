package io.abstractgames.lasca.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.contract.ForcedWinContract;
import io.abstractgames.core.Game;
import io.abstractgames.lasca.LascaGame;
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
            # A soldier takes the last black soldier.
            w c3:w,d4:b 0 0                   ; 1
            # Taking the black top of a column hands the rest of it to White.
            w c3:w,d4:bw 0 0                  ; 1
            # An officer takes all four black columns round a square and ends where it started.
            w d2:b,f2:b,c3:W,d4:b,f4:b 0 0    ; 1
            # A soldier blocks the only step of the black soldier, which cannot jump it (c1 is taken).
            w a1:w,c1:w,a3:b 0 0              ; 1
            # The black soldier's only step lands in front of a White soldier that takes it.
            b c3:w,a5:b 0 0                   ; 2
            b e3:w,g5:b 0 0                   ; 2
            # The soldier steps to face the black soldier, which must step into its capture.
            w b4:w,c7:b 0 0                   ; 3
            w d4:w,a7:b 0 0                   ; 3
            # Whatever White does, Black's soldier takes the last White soldier on its second move.
            w d2:w,d6:b 0 0                   ; 4
            w b2:w,d6:b 0 0                   ; 4
            # Black's soldier walks down so that White's last step lands where it is taken.
            b d2:w,c7:b 0 0                   ; 5
            b b2:w,e7:b 0 0                   ; 5
            """;

    @Override
    protected Game game() {
        return LascaGame.INSTANCE;
    }

    @Override
    protected Evaluator evaluator() {
        return new LascaEvaluator();
    }

    @Override
    protected List<Level> levels(Game game) {
        return LascaLevels.all();
    }

    @Override
    protected Stream<Arguments> positions() {
        return cases(CASES);
    }
}
