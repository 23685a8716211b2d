package io.abstractgames.core;

import java.util.List;
import java.util.Objects;

/**
 * Why a game ended (see {@code docs/rules/common.md}, "Results", and each game's "End of the
 * game"): a name for programs and a description for people and game records.
 *
 * <p>An open set: the constants here are the reasons several games share; a game with a reason of
 * its own defines it once as a constant with {@link #of(String, String)} (e.g. Bashni's draw after
 * 50 quiet plies, {@code BashniGame.QUIET_MOVE_LIMIT}) and lists it in {@link Game#endReasons()},
 * so that game records can name it. Reasons are compared by identity: each is one shared constant,
 * and each holds its own {@link Outcome} instances, so engines report outcomes without allocating.
 */
public final class EndReason {

    /**
     * The winner reached its goal: Breakthrough's far rank, the Diamond game's full target camp with
     * the king on its apex.
     */
    public static final EndReason GOAL_REACHED = new EndReason("GOAL_REACHED", "reached the goal");
    /** The loser has no piece left (Breakthrough). */
    public static final EndReason NO_PIECES = new EndReason("NO_PIECES", "opponent has no pieces left");
    /** The player to move has no legal move and loses (Breakthrough, Kōnane, Bashni). */
    public static final EndReason NO_MOVES = new EndReason("NO_MOVES", "opponent has no legal move");
    /** Draw: the game reached its limit of plies or turns (Bashni 250 plies, Diamond 800/1200 turns). */
    public static final EndReason MOVE_LIMIT = new EndReason("MOVE_LIMIT", "move limit");
    /** Draw: every player passed in turn (Diamond game). */
    public static final EndReason ALL_PASSED = new EndReason("ALL_PASSED", "every player passed");
    /** A player resigned. */
    public static final EndReason RESIGNATION = new EndReason("RESIGNATION", "resignation");

    private static final List<EndReason> COMMON =
            List.of(GOAL_REACHED, NO_PIECES, NO_MOVES, MOVE_LIMIT, ALL_PASSED, RESIGNATION);

    private final String name;
    private final String description;
    private final Outcome draw;
    private final Outcome[] wins = new Outcome[Game.MAX_PLAYERS];

    private EndReason(String name, String description) {
        this.name = name;
        this.description = description;
        this.draw = new Outcome(-1, this);
        for (int p = 0; p < wins.length; p++) {
            wins[p] = new Outcome(p, this);
        }
    }

    /**
     * Defines a reason of a game's own. Call it once per reason, for a {@code static final}
     * constant: two calls give two different reasons, even with the same name.
     *
     * @param name the name for programs, upper case with underscores, e.g.
     *     {@code "QUIET_MOVE_LIMIT"}
     * @param description a short English description for people and game records, e.g.
     *     {@code "50 quiet plies"}; it must not hold parentheses or line breaks, since records
     *     write it in {@code SIDE wins (REASON)}
     * @return the new reason
     * @throws IllegalArgumentException if the name is not upper case letters, digits and
     *     underscores starting with a letter, or the description is blank or holds {@code (},
     *     {@code )} or a line break
     */
    public static EndReason of(String name, String description) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        if (!name.matches("[A-Z][A-Z0-9_]*")) {
            throw new IllegalArgumentException("end reason name '" + name
                    + "': expected upper-case letters, digits and _, starting with a letter");
        }
        if (description.isBlank() || description.strip().length() != description.length()
                || description.matches("(?s).*[()\\r\\n].*")) {
            throw new IllegalArgumentException("end reason " + name + ": description '" + description
                    + "' must be non-blank text without parentheses, line breaks or surrounding spaces");
        }
        return new EndReason(name, description);
    }

    /**
     * The reasons this class defines, which every game may use.
     *
     * @return {@link #GOAL_REACHED}, {@link #NO_PIECES}, {@link #NO_MOVES}, {@link #MOVE_LIMIT},
     *     {@link #ALL_PASSED}, {@link #RESIGNATION}, in that order (unmodifiable)
     */
    public static List<EndReason> common() {
        return COMMON;
    }

    /**
     * The name for programs, e.g. {@code "MOVE_LIMIT"}.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * A short English description, e.g. {@code "move limit"}.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    /** The shared draw with this reason. */
    Outcome draw() {
        return draw;
    }

    /** The shared win of a player with this reason; the player is checked by the caller. */
    Outcome win(int player) {
        return wins[player];
    }

    /**
     * The name.
     *
     * @return {@link #name()}
     */
    @Override
    public String toString() {
        return name;
    }
}
