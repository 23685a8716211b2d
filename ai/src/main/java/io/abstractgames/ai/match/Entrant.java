package io.abstractgames.ai.match;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Searcher;
import io.abstractgames.core.Game;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * One side of a {@link Match}: a name for reports and records (usually the level's name, e.g.
 * {@code "beginner"} or {@code "ladder:8"}), the {@link Level}, and how to make a fresh searcher
 * for it from a seed.
 *
 * @param name the name shown in reports and written in the records' seat tags
 * @param level the level; its {@link Level#startText()} may set the match's start position
 * @param searchers makes a new searcher for one seat of one game from the seed it is given; called
 *     on the match's worker threads, so it must be thread-safe
 */
public record Entrant(String name, Level level, LongFunction<Searcher> searchers) {

    /**
     * Checks the entrant.
     *
     * @param name the name shown in reports and written in the records' seat tags
     * @param level the level; its {@link Level#startText()} may set the match's start position
     * @param searchers makes a new searcher for one seat of one game from a seed (thread-safe)
     * @throws IllegalArgumentException if the name is blank
     */
    public Entrant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(searchers, "searchers");
        if (name.isBlank()) {
            throw new IllegalArgumentException("entrant name is blank");
        }
    }

    /**
     * A level of a game as the installed {@link GameAi} provides it.
     *
     * @param game the game
     * @param levelName the level's name, e.g. {@code "intermediate"} or {@code "ladder:3"}
     * @return the entrant named after the level, whose searchers come from
     *     {@link GameAi#newSearcher(Game, Level, long)}
     * @throws io.abstractgames.core.NotationException if the game has no level of that name
     * @throws IllegalArgumentException if no installed provider serves the game
     */
    public static Entrant of(Game game, String levelName) {
        return of(game, GameAis.level(game, levelName));
    }

    /**
     * A level of a game, e.g. one whose limits were replaced ({@link Level#withLimits}), with the
     * installed {@link GameAi}'s evaluator.
     *
     * @param game the game
     * @param level the level
     * @return the entrant named after the level, whose searchers come from
     *     {@link GameAi#newSearcher(Game, Level, long)}
     * @throws IllegalArgumentException if no installed provider serves the game
     */
    public static Entrant of(Game game, Level level) {
        Objects.requireNonNull(level, "level");
        GameAi ai = GameAis.forGame(game);
        return new Entrant(level.name(), level, seed -> ai.newSearcher(game, level, seed));
    }

    /**
     * A level with a given evaluator.
     *
     * @param level the level
     * @param evaluator the evaluation (stateless, shared by every searcher)
     * @return the entrant named after the level, whose searchers are
     *     {@link Level#newSearcher(Evaluator, long)}
     */
    public static Entrant of(Level level, Evaluator evaluator) {
        Objects.requireNonNull(evaluator, "evaluator");
        return new Entrant(level.name(), level, seed -> level.newSearcher(evaluator, seed));
    }

    /**
     * A new searcher.
     *
     * @param seed the seed of its random source
     * @return a fresh searcher, with its own transposition table
     */
    public Searcher newSearcher(long seed) {
        return searchers.apply(seed);
    }

    @Override
    public String toString() {
        return name;
    }
}
