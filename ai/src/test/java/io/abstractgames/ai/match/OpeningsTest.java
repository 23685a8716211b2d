package io.abstractgames.ai.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.Levels;
import io.abstractgames.ai.MctsLevels;
import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.core.record.GameRecord;
import io.abstractgames.core.record.Replay;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Random opening plies: shared within a group of games with seats swapped, seeded, in the record. */
class OpeningsTest {

    private static final TestGame BREAKTHROUGH = MiniBreakthrough.game(4, 5, 1, 40);

    private static Match match(int games, long seed, int plies) {
        Level advanced = Levels.standard(2).get(2).withLimits(io.abstractgames.ai.SearchLimits.depth(2));
        return Match.of(BREAKTHROUGH, Entrant.of(advanced, MiniBreakthrough.EVALUATOR),
                Entrant.of(MctsLevels.random(), MiniBreakthrough.EVALUATOR), games, seed).withOpenings(plies);
    }

    @Test
    void eachPairOfGamesStartsFromTheSameRandomPlies() {
        Match match = match(6, 5, 3);

        List<List<String>> openings = List.of(match.opening(0), match.opening(1), match.opening(2), match.opening(3),
                match.opening(4), match.opening(5));

        assertEquals(3, openings.get(0).size());
        assertEquals(openings.get(0), openings.get(1));
        assertEquals(openings.get(2), openings.get(3));
        assertEquals(openings.get(4), openings.get(5));
        assertNotEquals(openings.get(0), openings.get(2));
        assertNotEquals(match.opening(0), match(6, 6, 3).opening(0));
        assertEquals(openings.get(0), match(2, 5, 3).opening(1));
    }

    @Test
    void theRecordsBeginWithTheOpeningAndReplay() {
        MatchResult result = MatchRunner.run(match(4, 9, 4), 2, MatchListener.NONE);

        for (GameResult game : result.games()) {
            GameRecord record = game.record();
            assertEquals("4", record.tag(Match.OPENING_TAG).orElseThrow());
            assertEquals(match(4, 9, 4).opening(game.index()), record.moves().subList(0, 4));
            assertEquals(game.outcome(), Replay.of(record, BREAKTHROUGH).outcome());
            assertEquals(game.plies(), record.moves().size());
        }
        assertEquals(result.records(), MatchRunner.run(match(4, 9, 4), 1, MatchListener.NONE).records());
    }

    @Test
    void withoutOpeningsTheGamesStartAtOnce() {
        Match match = match(2, 5, 0);
        assertEquals(List.of(), match.opening(1));
        assertTrue(MatchRunner.run(match, 1, MatchListener.NONE).records().get(0).tag(Match.OPENING_TAG).isEmpty());
    }

    @Test
    void anOpeningOutOfRangeIsRefused() {
        Match match = match(2, 5, 0);
        assertThrows(IllegalArgumentException.class, () -> match.withOpenings(-1));
        assertThrows(IllegalArgumentException.class, () -> match.withOpenings(Match.MAX_OPENING_PLIES + 1));
    }

    @Test
    void oneOpeningPlyIsNamedInTheSingular() {
        Match match = match(2, 5, 1);
        assertTrue(match.toString().endsWith(", 1 random opening ply"), match.toString());
        String report = MatchReport.format(MatchRunner.run(match, 1, MatchListener.NONE), java.util.OptionalLong.empty());
        assertTrue(report.lines().findFirst().orElseThrow().endsWith(", 1 random opening ply"), report);
    }
}
