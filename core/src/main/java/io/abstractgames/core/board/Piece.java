package io.abstractgames.core.board;

import java.util.Objects;

/**
 * One piece on a board: whose it is and its rank.
 *
 * @param seat the player it belongs to (its colour), 0 to the number of players minus 1; the side
 *     letter of position text is {@code Game.sideLetter(seat)}
 * @param kind its rank
 */
public record Piece(int seat, Kind kind) {

    /** The ranks of piece. */
    public enum Kind {
        /** An ordinary piece: a Breakthrough piece, a Bashni or Diamond man. */
        MAN,
        /** A Bashni king (a crowned man) or the Diamond king. */
        KING,
        /** A Kōnane stone. */
        STONE
    }

    /**
     * Checks the fields.
     *
     * @param seat the player it belongs to (its colour), 0 to the number of players minus 1; the side
     *     letter of position text is {@code Game.sideLetter(seat)}
     * @param kind its rank
     * @throws IllegalArgumentException if {@code seat} is negative
     * @throws NullPointerException if {@code kind} is null
     */
    public Piece {
        Objects.requireNonNull(kind, "kind");
        if (seat < 0) {
            throw new IllegalArgumentException("piece seat " + seat + " is negative");
        }
    }
}
