package io.abstractgames.ai.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.Levels;
import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.ai.toy.TestGame;
import io.abstractgames.ai.toy.Tokens;
import io.abstractgames.core.record.GameRecord;
import io.abstractgames.core.record.Replay;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Matches: seats, seeds, records and independence from the number of threads. */
class MatchTest {

    private static final TestGame BREAKTHROUGH = MiniBreakthrough.game(4, 5, 1, 40);

    private static Entrant entrant(TestGame game, String name) {
        Level level = Levels.standard(game.playerCount()).stream().filter(l -> l.name().equals(name)).findFirst()
                .orElseThrow();
        return Entrant.of(level, game.playerCount() == 2 ? MiniBreakthrough.EVALUATOR : Tokens.EVALUATOR);
    }

    private static Match breakthroughMatch(int games, long seed) {
        return Match.of(BREAKTHROUGH, entrant(BREAKTHROUGH, "beginner"), entrant(BREAKTHROUGH, "intermediate"),
                games, seed);
    }

    @Test
    void seatsAlternateWithTwoPlayersAndRotateWithThree() {
        assertEquals(List.of(0, 1, 0, 1), List.of(Seating.seatOfA(2, 0), Seating.seatOfA(2, 1), Seating.seatOfA(2, 2),
                Seating.seatOfA(2, 3)));
        assertEquals(List.of(0, 1, 2, 0), List.of(Seating.seatOfA(3, 0), Seating.seatOfA(3, 1), Seating.seatOfA(3, 2),
                Seating.seatOfA(3, 3)));
    }

    @Test
    void seedsDependOnTheMatchSeedAndTheGameOnly() {
        assertEquals(Seating.gameSeed(7, 3), Seating.gameSeed(7, 3));
        assertNotEquals(Seating.gameSeed(7, 3), Seating.gameSeed(7, 4));
        assertNotEquals(Seating.gameSeed(7, 3), Seating.gameSeed(8, 3));
        assertNotEquals(Seating.searcherSeed(5, 0), Seating.searcherSeed(5, 1));
    }

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        Match match = breakthroughMatch(6, 11);

        MatchResult one = MatchRunner.run(match, 1, MatchListener.NONE);
        MatchResult three = MatchRunner.run(match, 3, MatchListener.NONE);

        assertEquals(one.records(), three.records());
        assertEquals(one.statistics().a(), three.statistics().a());
    }

    @Test
    void recordsReplayToTheirResultAndNameTheEntrantsInTheirSeats() {
        Match match = breakthroughMatch(2, 3);

        MatchResult result = MatchRunner.run(match, 2, MatchListener.NONE);

        for (GameResult game : result.games()) {
            GameRecord record = game.record();
            Replay replay = Replay.of(record, BREAKTHROUGH);
            assertEquals(game.outcome(), replay.outcome());
            assertEquals(game.plies(), record.moves().size());
            assertEquals(String.valueOf(game.index() + 1), record.tag(GameRecord.ROUND).orElseThrow());
            assertEquals(BREAKTHROUGH.startText(), record.startText().orElseThrow());
        }
        GameRecord second = result.games().get(1).record();
        assertEquals("intermediate", second.tag("P0").orElseThrow());
        assertEquals("beginner", second.tag("P1").orElseThrow());
    }

    @Test
    void listenerHearsOfEveryGame() {
        List<Integer> finished = new ArrayList<>();

        MatchRunner.run(breakthroughMatch(3, 1), 2, (r, n, total) -> finished.add(n * 10 + total));

        assertEquals(List.of(13, 23, 33), finished);
    }

    @Test
    void threePlayersPutAAloneAgainstBInTheOtherSeats() {
        TestGame tokens = Tokens.THREE;
        Match match = Match.of(tokens, entrant(tokens, "beginner"), entrant(tokens, "intermediate"), 3, 5);

        MatchResult result = MatchRunner.run(match, 1, MatchListener.NONE);

        GameRecord third = result.games().get(2).record();
        assertEquals(List.of("intermediate", "intermediate", "beginner"),
                List.of(third.tag("P0").orElseThrow(), third.tag("P1").orElseThrow(), third.tag("P2").orElseThrow()));
        assertEquals(3, result.statistics().games());
        for (GameResult game : result.games()) {
            assertEquals(game.outcome(), Replay.of(game.record(), tokens).outcome());
        }
    }

    @Test
    void aLevelsStartTextSetsTheStartPosition() {
        String start = "..../..../..../.b../a.a. a 0";
        Entrant handicapped = Entrant.of(entrant(BREAKTHROUGH, "beginner").level().withStartText(start),
                MiniBreakthrough.EVALUATOR);

        Match match = Match.of(BREAKTHROUGH, entrant(BREAKTHROUGH, "intermediate"), handicapped, 2, 1);

        assertEquals(BREAKTHROUGH.parsePosition(start).toText(), match.startText());
        assertEquals(match.startText(), match.play(0).record().startText().orElseThrow());
    }

    @Test
    void levelsWithDifferentStartTextsCannotMeet() {
        Entrant x = Entrant.of(entrant(BREAKTHROUGH, "beginner").level().withStartText("..../..../..../.b../a.a. a 0"),
                MiniBreakthrough.EVALUATOR);
        Entrant y = Entrant.of(entrant(BREAKTHROUGH, "beginner").level().withStartText("..../..../..../.b../aa.. a 0"),
                MiniBreakthrough.EVALUATOR);

        assertThrows(IllegalArgumentException.class, () -> Match.of(BREAKTHROUGH, x, y, 1, 1));
    }
}
