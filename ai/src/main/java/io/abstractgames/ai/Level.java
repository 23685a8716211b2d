package io.abstractgames.ai;

import java.util.Objects;

/**
 * A named, documented AI opponent: a {@link SearchConfig} under a name a player can pick, e.g.
 * {@code beginner} or Bashni's {@code ladder:5}.
 *
 * @param name the name used on the command line: lower case, no spaces, e.g.
 *     {@code "intermediate"}
 * @param description one sentence for people saying what the level does, e.g. {@code "searches 4
 *     plies, small evaluation noise"}
 * @param config the search configuration
 */
public record Level(String name, String description, SearchConfig config) {

    /** The name of the weakest standard level. */
    public static final String BEGINNER = "beginner";
    /** The name of the middle standard level. */
    public static final String INTERMEDIATE = "intermediate";
    /** The name of the strongest standard level. */
    public static final String ADVANCED = "advanced";

    /**
     * Creates a level.
     *
     * @param name the name, lower case without spaces
     * @param description one sentence for people
     * @param config the search configuration
     * @throws IllegalArgumentException if the name is empty, has upper-case letters or white
     *     space, or the description is empty
     */
    public Level {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(config, "config");
        if (name.isEmpty() || !name.equals(name.toLowerCase(java.util.Locale.ROOT)) || name.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("level name '" + name + "': expected lower case without spaces");
        }
        if (description.isBlank()) {
            throw new IllegalArgumentException("level '" + name + "' has no description");
        }
    }

    /**
     * A new searcher playing at this level.
     *
     * @param evaluator the game's evaluation
     * @param seed the seed of its random source
     * @return {@code Searchers.create(evaluator, config(), seed)}
     */
    public Searcher newSearcher(Evaluator evaluator, long seed) {
        return Searchers.create(evaluator, config, seed);
    }

    @Override
    public String toString() {
        return name + ": " + description;
    }
}
