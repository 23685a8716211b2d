package io.abstractgames.core;

/** Why a game ended (see {@code docs/rules/common.md}, "Results", and each game's "End of the game"). */
public enum EndReason {
    /**
     * The winner reached its goal: Breakthrough's far rank, the Diamond game's full target camp with
     * the king on its apex.
     */
    GOAL_REACHED("reached the goal"),
    /** The loser has no piece left (Breakthrough). */
    NO_PIECES("opponent has no pieces left"),
    /** The player to move has no legal move and loses (Breakthrough, Kōnane, Bashni). */
    NO_MOVES("opponent has no legal move"),
    /** Draw: the game reached its limit of plies or turns (Bashni 250 plies, Diamond 800/1200 turns). */
    MOVE_LIMIT("move limit"),
    /** Draw: 50 plies without a capture or a move of a man-topped column (Bashni). */
    QUIET_MOVE_LIMIT("50 quiet plies"),
    /** Draw: every player passed in turn (Diamond game). */
    ALL_PASSED("every player passed"),
    /** A player resigned. */
    RESIGNATION("resignation");

    private final String description;

    EndReason(String description) {
        this.description = description;
    }

    /**
     * A short English description, e.g. {@code "move limit"}.
     *
     * @return the description
     */
    public String description() {
        return description;
    }
}
