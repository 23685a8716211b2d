package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Games;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The last step of docs/adding-a-game.md followed for the kit's toy game: its AI is found through
 * ServiceLoader, lists the standard levels, and its searches agree with the plain minimax oracle.
 */
class ToyGameAiTest {

    private static final PlainMinimax.Scoring SCORING =
            PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(ToyGameAi.EVALUATOR.evaluate(p, player)), ply -> Scores.WIN - ply);

    @Test
    void theGameAndItsAiAreFoundThroughServiceLoader() {
        assertTrue(GameAis.forGame(Games.byId(ToyGame.ID)) instanceof ToyGameAi);
        assertEquals(List.of("beginner", "intermediate", "advanced", "solver"),
                GameAis.forGame(ToyGame.INSTANCE).levels(ToyGame.INSTANCE).stream().map(Level::name).toList());
    }

    @Test
    void everyLevelPlaysALegalMove() {
        for (Level level : GameAis.forGame(ToyGame.INSTANCE).levels(ToyGame.INSTANCE)) {
            Position start = ToyGame.INSTANCE.newStartPosition();
            SearchResult r = GameAis.newSearcher(ToyGame.INSTANCE, level.name(), 1).search(start, SearchLimits.depth(3));
            assertTrue(start.legalMoves().contains(r.move()), level.name());
        }
    }

    @Test
    void theSearchAgreesWithThePlainMinimax() {
        for (String text : List.of("9 a 999", "10 b 5", "7 a 3", "4 b 999", "13 a 8")) {
            for (int depth = 1; depth <= 6; depth++) {
                Position p = ToyGame.INSTANCE.parsePosition(text);
                SearchResult r = Searchers.create(ToyGameAi.EVALUATOR, SearchConfig.builder().tableSizeMiB(1).build(), 1)
                        .search(p, SearchLimits.depth(depth));
                assertEquals(PlainMinimax.twoTeam(p, SCORING, depth), r.score(), text + " at depth " + depth);
            }
        }
    }

    @Test
    void theWinningMoveLeavesAMultipleOfFour() {
        Position p = ToyGame.INSTANCE.parsePosition("9 a 999");
        SearchResult r = GameAis.newSearcher(ToyGame.INSTANCE, "advanced", 1).search(p);
        assertEquals("t1", r.bestMoveText());
    }
}
