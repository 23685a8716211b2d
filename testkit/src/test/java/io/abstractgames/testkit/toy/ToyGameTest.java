package io.abstractgames.testkit.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Games;
import io.abstractgames.core.Move;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.DifferentialChecker;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The toy game followed through the steps of docs/adding-a-game.md: a test per rule on a small
 * position, the text formats, the provider found through ServiceLoader, and the cross-check with
 * the reference generator. (Its perft file and contract run in {@link ToyPerftTest} and
 * {@link ToyContractTest}; its AI in the ai module's tests.)
 */
class ToyGameTest {

    private static List<String> moves(String text) {
        return ToyGame.INSTANCE.parsePosition(text).legalMoves().stream().map(Move::text).toList();
    }

    @Test
    void aPlayerTakesOneToThreeCounters() {
        assertEquals(List.of("t1", "t2", "t3"), moves("10 a 5"));
    }

    @Test
    void neverMoreThanThePileHolds() {
        assertEquals(List.of("t1", "t2"), moves("2 b 5"));
    }

    @Test
    void takingTheLastCounterWins() {
        Position p = ToyGame.INSTANCE.parsePosition("2 b 5");
        p.play("t2");
        assertEquals(Outcome.win(1, EndReason.GOAL_REACHED), p.outcome());
        assertEquals(List.of(), p.legalMoves());
    }

    @Test
    void theGameIsDrawnWhenThePliesRunOut() {
        Position p = ToyGame.INSTANCE.parsePosition("9 a 1");
        p.play("t1");
        assertEquals("8 b 0", p.toText());
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), p.outcome());
        assertTrue(p.isOver());
    }

    @Test
    void positionTextIsCanonicalAfterLooseInput() {
        assertEquals("7 b 12", ToyGame.INSTANCE.parsePosition("  7   b 12 ").toText());
    }

    @Test
    void badPositionTextNamesTheField() {
        assertEquals("position text, pile: '61', expected 0..60",
                assertThrows(NotationException.class, () -> ToyGame.INSTANCE.parsePosition("61 a 5")).getMessage());
        assertEquals("position text, side: 'c', expected a or b",
                assertThrows(NotationException.class, () -> ToyGame.INSTANCE.parsePosition("6 c 5")).getMessage());
        assertEquals("position text, plies: '٣', expected 0..999",
                assertThrows(NotationException.class, () -> ToyGame.INSTANCE.parsePosition("6 a ٣")).getMessage());
        assertThrows(NotationException.class, () -> ToyGame.INSTANCE.parsePosition("6 a"));
    }

    @Test
    void badMoveTextIsRejected() {
        Position p = ToyGame.INSTANCE.parsePosition("2 a 5");
        assertEquals("move text 't4': expected t1, t2 or t3", assertThrows(NotationException.class, () -> p.play("t4")).getMessage());
        assertEquals("move text 't3': not legal in 2 a 5", assertThrows(NotationException.class, () -> p.play("t3")).getMessage());
        assertTrue(ToyGame.INSTANCE.isMoveTextSyntax("t4"));
        assertFalse(ToyGame.INSTANCE.isMoveTextSyntax("take 1"));
    }

    @Test
    void theProviderIsFoundThroughServiceLoader() {
        assertSame(ToyGame.INSTANCE, Games.byId(ToyGame.ID));
    }

    @Test
    void theReferenceGeneratorAgreesOnRandomGames() {
        assertEquals(Optional.empty(), new DifferentialChecker(ToyGame.INSTANCE, new ReferenceToy()).check(1, 200, 50));
        assertEquals(Optional.empty(), new DifferentialChecker(ToyGame.INSTANCE, new ReferenceToy(), "60 b 999").check(2, 50, 100));
    }
}
