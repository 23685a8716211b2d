package io.abstractgames.ai;

import java.util.Objects;
import java.util.Optional;

/**
 * A named, documented AI opponent: a {@link SearchConfig} under a name a player can pick, e.g.
 * {@code beginner} or Bashni's {@code ladder:5}.
 *
 * <h2>Configuration and limits</h2>
 * A level is a configuration (strategy, evaluation noise, table, move-ordering and quiescence
 * features, random moves) together with its own limits ({@link #limits()}, the configuration's
 * {@link SearchConfig#limits()}), e.g. {@code beginner} searches 2 plies and {@code advanced} 3
 * seconds. Everywhere the same rule holds:
 * <ul>
 *   <li>without an explicit limit a level searches with its own limits:
 *       {@link Searcher#search(io.abstractgames.core.Position)}, the command line's {@code search}
 *       without {@code --depth}, {@code --nodes} or {@code --time}, {@code play} (moves and hints)
 *       and {@code match} without {@code --time};
 *   <li>explicit limits replace the level's limits entirely (they are not combined with them):
 *       {@link Searcher#search(io.abstractgames.core.Position, SearchLimits)}, {@link #withLimits},
 *       and the command line's limit options. {@code beginner} searched for 300 ms searches as
 *       deep as 300 ms allow, with beginner's noise and table.
 * </ul>
 * Search strategies added later (other searchers, more threads) keep this rule: a level's limits
 * are part of the level, and an explicit {@link SearchLimits} replaces them.
 *
 * @param name the name used on the command line: lower case, no spaces, e.g.
 *     {@code "intermediate"}
 * @param description one sentence for people saying what the level does, e.g. {@code "searches 4
 *     plies, small evaluation noise"}
 * @param config the search configuration
 * @param startText the position games against this level start from, e.g. the Bashni challenge
 *     ladder's handicap (from opponent 8 on, White starts with fewer men); empty for the game's
 *     start position. Position text in the game's format; tools that set up games against the level
 *     (the command line's {@code play} and {@code match}, {@link io.abstractgames.ai.match}) start
 *     from it.
 */
public record Level(String name, String description, SearchConfig config, Optional<String> startText) {

    /** The name of the weakest standard level. */
    public static final String BEGINNER = "beginner";
    /** The name of the middle standard level. */
    public static final String INTERMEDIATE = "intermediate";
    /** The name of the strongest standard level. */
    public static final String ADVANCED = "advanced";
    /** The name of the Monte Carlo tree search level ({@link MctsLevels}). */
    public static final String MCTS = "mcts";
    /** The name of the level that plays uniformly random legal moves, the anchor of the Elo scale. */
    public static final String RANDOM = "random";

    /**
     * Creates a level.
     *
     * @param name the name, lower case without spaces
     * @param description one sentence for people
     * @param config the search configuration
     * @param startText the position text games against this level start from, or empty for the
     *     game's start position
     * @throws IllegalArgumentException if the name is empty, has upper-case letters or white
     *     space, the description is empty, or the start text is present but blank
     */
    public Level {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(startText, "startText");
        if (startText.isPresent() && startText.get().isBlank()) {
            throw new IllegalArgumentException("level '" + name + "': blank start text");
        }
        if (name.isEmpty() || !name.equals(name.toLowerCase(java.util.Locale.ROOT)) || name.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("level name '" + name + "': expected lower case without spaces");
        }
        if (description.isBlank()) {
            throw new IllegalArgumentException("level '" + name + "' has no description");
        }
    }

    /**
     * Creates a level whose games start from the game's start position.
     *
     * @param name the name, lower case without spaces
     * @param description one sentence for people
     * @param config the search configuration
     * @throws IllegalArgumentException if the name is empty, has upper-case letters or white
     *     space, or the description is empty
     */
    public Level(String name, String description, SearchConfig config) {
        this(name, description, config, Optional.empty());
    }

    /**
     * This level with games starting from a given position, e.g. a handicap.
     *
     * @param positionText position text in the game's format (not checked here: the level does
     *     not know its game; tools parse it when they set up a game)
     * @return a new level with the same name, description and configuration
     * @throws IllegalArgumentException if the text is blank
     */
    public Level withStartText(String positionText) {
        return new Level(name, description, config, Optional.of(Objects.requireNonNull(positionText, "positionText")));
    }

    /**
     * The level's own limits, which apply when no explicit limits are given.
     *
     * @return {@code config().limits()}
     */
    public SearchLimits limits() {
        return config.limits();
    }

    /**
     * This level with its limits replaced, e.g. to compare levels at equal time.
     *
     * @param limits the new limits; they replace the level's own entirely
     * @return a new level with the same name, description, start text and configuration but for
     *     the limits
     */
    public Level withLimits(SearchLimits limits) {
        return withConfig(config.toBuilder().limits(Objects.requireNonNull(limits, "limits")).build());
    }

    /**
     * This level with another configuration, e.g. without random moves for analysis.
     *
     * @param config the new configuration, limits included
     * @return a new level with the same name, description and start text
     */
    public Level withConfig(SearchConfig config) {
        return new Level(name, description, config, startText);
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
