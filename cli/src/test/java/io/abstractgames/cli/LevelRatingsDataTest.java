package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.LevelRating;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The measured Elo tables the game modules ship ({@code docs/levels.md}, "Elo ratings"): every
 * listed level of every game is rated, every rated level is one the game's AI knows, the random
 * level is the anchor at 0, and the table lists the strongest first.
 */
class LevelRatingsDataTest {

    @ParameterizedTest
    @ValueSource(strings = {"breakthrough", "konane", "bashni", "diamond", "diamond3", "lasca"})
    void everyListedLevelIsRatedOnAScaleAnchoredAtRandom(String id) {
        Game game = Games.find(id).orElseThrow();
        GameAi ai = GameAis.forGame(game);
        Map<String, LevelRating> ratings = ai.ratings(game);
        for (Level level : ai.levels(game)) {
            assertTrue(ratings.containsKey(level.name()), id + ": " + level.name() + " is not rated");
        }
        for (String name : ratings.keySet()) {
            assertTrue(ai.level(game, name).isPresent(), id + ": rated level " + name + " is not a level of the game");
        }
        assertEquals(new LevelRating(Level.RANDOM, 0, 0, 0, ratings.get(Level.RANDOM).games()), ratings.get(Level.RANDOM));
        List<Integer> elos = new ArrayList<>();
        ratings.values().forEach(r -> elos.add(r.elo()));
        List<Integer> sorted = new ArrayList<>(elos);
        sorted.sort((a, b) -> Integer.compare(b, a));
        assertEquals(sorted, elos, id + ": strongest first");
        assertTrue(ratings.get(Level.BEGINNER).elo() < ratings.get(Level.INTERMEDIATE).elo()
                && ratings.get(Level.INTERMEDIATE).elo() < ratings.get(Level.ADVANCED).elo(), id + ": " + ratings);
    }
}
