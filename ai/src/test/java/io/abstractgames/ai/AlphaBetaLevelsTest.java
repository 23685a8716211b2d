package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AlphaBetaLevelsTest {

    @Test
    void quiescencePliesBoundTheQuiescenceOfTheStrongerLevels() {
        SearchConfig intermediate = AlphaBetaLevels.intermediate("piece", 4, 10, 16, 12).config();
        SearchConfig advanced = AlphaBetaLevels.advanced(1_000, 32, 12).config();
        assertTrue(intermediate.quiescence());
        assertEquals(12, intermediate.quiescencePlies());
        assertTrue(advanced.quiescence());
        assertEquals(12, advanced.quiescencePlies());
    }

    @Test
    void zeroQuiescencePliesTurnQuiescenceOffAndOutOfTheDescription() {
        Level intermediate = AlphaBetaLevels.intermediate("stone", 4, 20, 16, 0);
        Level advanced = AlphaBetaLevels.advanced(150_000, 32, 0);
        assertFalse(intermediate.config().quiescence());
        assertFalse(advanced.config().quiescence());
        assertEquals(SearchLimits.depth(4), intermediate.config().limits());
        assertEquals(SearchLimits.nodes(150_000), advanced.config().limits());
        assertEquals("alpha-beta 4 plies deep, evaluation noise of 20 hundredths of a stone, no random moves",
                intermediate.description());
        assertEquals("alpha-beta with iterative deepening within 150000 nodes, no randomness", advanced.description());
    }

    @Test
    void theBeginnerSearchesWithoutQuiescence() {
        SearchConfig beginner = AlphaBetaLevels.beginner("man", 2, 50, 10, 4).config();
        assertFalse(beginner.quiescence());
        assertEquals(SearchLimits.depth(2), beginner.limits());
        assertEquals(0.10, beginner.randomMoveProbability());
    }
}
