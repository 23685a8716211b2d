package io.abstractgames.lasca.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAis;
import io.abstractgames.core.Games;
import io.abstractgames.core.Position;
import io.abstractgames.lasca.LascaGame;
import io.abstractgames.testkit.RandomPlay;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The terms of {@link LascaEvaluator}, each on a small position, and its symmetry. */
class LascaEvaluatorTest {

    private static final LascaEvaluator EVALUATOR = new LascaEvaluator();

    private static int white(String text) {
        return EVALUATOR.evaluate(LascaGame.INSTANCE.parsePosition(text), 0);
    }

    @Test
    void theStartIsEvenAndEveryPositionIsAntisymmetric() {
        assertEquals(0, EVALUATOR.evaluate(LascaGame.INSTANCE.newStartPosition(), 0));
        Random random = new Random(5);
        for (int i = 0; i < 200; i++) {
            Position p = RandomPlay.randomPosition(LascaGame.INSTANCE, random, 120);
            if (!p.isOver()) {
                assertEquals(-EVALUATOR.evaluate(p, 0), EVALUATOR.evaluate(p, 1), p.toText());
            }
        }
    }

    @Test
    void anOfficerIsWorthMoreThanASoldier() {
        assertTrue(white("b d4:W,a7:b") > white("b d4:w,a7:b"));
    }

    @Test
    void aCommandedColumnCountsItsOwnPiecesAndPaysForItsPrisoners() {
        int free = white("b c3:w,e3:w,a7:b");
        int oneColumn = white("b c3:ww,a7:b");
        assertTrue(oneColumn < free, "two columns command more than one: " + oneColumn + " vs " + free);
        int holding = white("b c3:wb,a7:b");
        int holdingDeep = white("b c3:wwb,a7:b");
        assertEquals(LascaEvaluator.SOLDIER + LascaEvaluator.PRISONER_RUN_1 - LascaEvaluator.PRISONER_RUN_2, holdingDeep - holding,
                "one more soldier of its own, and the prisoner under two guards is held more firmly");
        assertEquals(50, LascaEvaluator.prisoner(1));
        assertEquals(25, LascaEvaluator.prisoner(2));
        assertEquals(10, LascaEvaluator.prisoner(5));
    }

    @Test
    void aSoldierNearerPromotionScoresMore() {
        assertTrue(white("b c5:w,a7:b") > white("b c3:w,a7:b"));
        assertEquals(0, LascaEvaluator.advancement(6));
    }

    @Test
    void otherGamesPositionsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> EVALUATOR.evaluate(Games.byId("bashni").newStartPosition(), 0));
    }

    @Test
    void theServiceServesTheGameWithThisEvaluator() {
        assertTrue(GameAis.forGame(LascaGame.INSTANCE).evaluator(LascaGame.INSTANCE) instanceof LascaEvaluator);
    }
}
