package io.abstractgames.ai;

import java.util.Objects;

/**
 * A level's place on its game's Elo scale, as measured by a round-robin of the game's levels and
 * fitted by {@code abstract-games ratings} ({@code docs/levels.md}, "Elo ratings"): the random level
 * is at 0, and 100 Elo more means an expected score of about 0.64 against the weaker level.
 *
 * @param level the level's name, e.g. {@code "beginner"} or {@code "ladder:3"}
 * @param elo the rating in Elo, rounded to a whole number
 * @param lower the lower end of its 95% interval, in Elo
 * @param upper the upper end of its 95% interval, in Elo
 * @param games the number of games of the level in the fit
 */
public record LevelRating(String level, int elo, int lower, int upper, int games) {

    /**
     * Checks the rating.
     *
     * @param level the level's name
     * @param elo the rating, Elo
     * @param lower the lower end of the 95% interval, Elo
     * @param upper the upper end of the 95% interval, Elo
     * @param games the number of games in the fit
     * @throws IllegalArgumentException if the name is empty, the interval does not hold the
     *     rating, or the number of games is negative
     */
    public LevelRating {
        Objects.requireNonNull(level, "level");
        if (level.isEmpty()) {
            throw new IllegalArgumentException("level rating: empty level name");
        }
        if (lower > elo || elo > upper) {
            throw new IllegalArgumentException("level rating of " + level + ": interval " + lower + " to " + upper
                    + " does not hold " + elo);
        }
        if (games < 0) {
            throw new IllegalArgumentException("level rating of " + level + ": " + games + " games");
        }
    }
}
