package io.abstractgames.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import org.junit.jupiter.api.Test;

/** The text of a result: {@code *}, {@code draw (REASON)}, {@code SIDE wins (REASON)}. */
class ResultTextTest {

    private final PileGame game = new PileGame();

    @Test
    void roundTripOfEveryOutcome() {
        assertSame(Outcome.ONGOING, ResultText.parse(game, ResultText.format(game, Outcome.ONGOING)));
        for (EndReason reason : EndReason.common()) {
            for (int p = 0; p < 2; p++) {
                Outcome win = Outcome.win(p, reason);
                assertSame(win, ResultText.parse(game, ResultText.format(game, win)));
            }
            Outcome draw = Outcome.draw(reason);
            assertSame(draw, ResultText.parse(game, ResultText.format(game, draw)));
        }
    }

    @Test
    void wordsAsOutcomeDescribes() {
        assertEquals("*", ResultText.format(game, Outcome.ONGOING));
        assertEquals("Bob wins (resignation)", ResultText.format(game, Outcome.win(1, EndReason.RESIGNATION)));
        assertEquals("draw (move limit)", ResultText.format(game, Outcome.draw(EndReason.MOVE_LIMIT)));
    }

    @Test
    void unknownSideOrReasonIsRejectedWithTheAcceptedForms() {
        String message = assertThrows(NotationException.class,
                () -> ResultText.parse(game, "Eve wins (resignation)")).getMessage();

        assertEquals("result 'Eve wins (resignation)', expected *, 'draw (REASON)' or 'SIDE wins (REASON)' with SIDE"
                + " one of Ann, Bob and REASON one of reached the goal, opponent has no pieces left, opponent has no"
                + " legal move, move limit, every player passed, resignation", message);
        assertThrows(NotationException.class, () -> ResultText.parse(game, "draw (boredom)"));
        assertThrows(NotationException.class, () -> ResultText.parse(game, "1-0"));
    }

    @Test
    void aReasonOfAGameOfItsOwnIsReadForThatGameOnly() {
        EndReason own = EndReason.of("PILE_FROZEN", "the pile froze");
        PileGame withOwn = new PileGame() {
            @Override
            public java.util.List<EndReason> endReasons() {
                return java.util.List.of(EndReason.GOAL_REACHED, own);
            }
        };
        assertSame(Outcome.draw(own), ResultText.parse(withOwn, "draw (the pile froze)"));
        assertSame(Outcome.win(0, own), ResultText.parse(withOwn, "Ann wins (the pile froze)"));
        assertThrows(NotationException.class, () -> ResultText.parse(game, "draw (the pile froze)"));
    }
}
