package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.match.Entrant;
import io.abstractgames.ai.match.Match;
import io.abstractgames.ai.match.MatchListener;
import io.abstractgames.ai.match.MatchResult;
import io.abstractgames.ai.match.MatchRunner;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.record.Replay;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code mcts} and {@code random} levels of every game with an AI: listed, limited by
 * iterations (MCTS) or playing uniformly at random, and MCTS playing games against the beginner to
 * the end through a match (random Diamond games are too long for a unit test),
 * the same records for the same seed whatever the number of threads. The MCTS level plays with its
 * own configuration but 200 iterations a move, to keep the test short.
 */
class MctsAndRandomLevelsTest {

    static List<String> games() {
        return InstalledAi.gameIds();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameListsBothLevels(String id) {
        Game game = Games.byId(id);
        List<String> names = GameAis.forGame(game).levels(game).stream().map(Level::name).toList();
        assertTrue(names.containsAll(List.of(Level.MCTS, Level.RANDOM)), names.toString());
        Level mcts = GameAis.level(game, Level.MCTS);
        assertEquals(Strategy.MCTS, mcts.config().strategy());
        assertTrue(mcts.limits().limitsIterations(), mcts.limits().toString());
        assertTrue(!mcts.limits().limitsTime() && !mcts.limits().limitsNodes(), mcts.limits().toString());
        assertEquals(1.0, GameAis.level(game, Level.RANDOM).config().randomMoveProbability());
    }

    @ParameterizedTest
    @MethodSource("games")
    void mctsPlaysBeginnerToTheEndTheSameWayForTheSameSeed(String id) {
        Game game = Games.byId(id);
        Level mcts = GameAis.level(game, Level.MCTS).withLimits(SearchLimits.iterations(200));
        Match match = Match.of(game, Entrant.of(game, mcts), Entrant.of(game, Level.BEGINNER), game.playerCount(), 3)
                .withOpenings(2);

        MatchResult one = MatchRunner.run(match, 1, MatchListener.NONE);
        MatchResult two = MatchRunner.run(match, 2, MatchListener.NONE);

        assertEquals(one.records(), two.records());
        for (var result : one.games()) {
            assertEquals(result.outcome(), Replay.of(result.record()).outcome());
        }
    }
}
