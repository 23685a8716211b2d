package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.ai.match.Entrant;
import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.core.Position;
import org.junit.jupiter.api.Test;

/** A level's own limits apply without explicit limits; explicit limits replace them entirely. */
class LevelLimitsTest {

    private static final TestGame BIG = MiniBreakthrough.game(6, 7, 2, 500);
    private static final Level TWO_PLIES = new Level("two", "2 plies deep",
            SearchConfig.builder().limits(SearchLimits.depth(2)).tableSizeMiB(1).build());

    @Test
    void withoutExplicitLimitsTheLevelsOwnApply() {
        Searcher searcher = TWO_PLIES.newSearcher(MiniBreakthrough.EVALUATOR, 1);
        assertEquals(SearchLimits.depth(2), TWO_PLIES.limits());
        assertEquals(2, searcher.search(BIG.newStartPosition()).depth());
    }

    @Test
    void explicitLimitsReplaceTheLevelsLimitsAndAreNotCombinedWithThem() {
        Position position = BIG.newStartPosition();
        assertEquals(4, TWO_PLIES.newSearcher(MiniBreakthrough.EVALUATOR, 1).search(position, SearchLimits.depth(4)).depth());
        SearchResult byNodes = TWO_PLIES.newSearcher(MiniBreakthrough.EVALUATOR, 1)
                .search(position, SearchLimits.nodes(200_000));
        assertEquals(true, byNodes.depth() > 2, byNodes.toString());
    }

    @Test
    void aLevelWithOtherLimitsKeepsEverythingElse() {
        Level timed = TWO_PLIES.withLimits(SearchLimits.timeMillis(300));
        assertEquals(SearchLimits.timeMillis(300), timed.limits());
        assertEquals(TWO_PLIES.name(), timed.name());
        assertEquals(TWO_PLIES.description(), timed.description());
        assertEquals(TWO_PLIES.config().toBuilder().limits(SearchLimits.timeMillis(300)).build().toString(),
                timed.config().toString());
        Entrant entrant = Entrant.of(timed, MiniBreakthrough.EVALUATOR);
        assertEquals(SearchLimits.timeMillis(300), entrant.newSearcher(1).config().limits());
    }
}
