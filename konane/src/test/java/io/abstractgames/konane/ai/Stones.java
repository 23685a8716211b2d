package io.abstractgames.konane.ai;

import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.Squares;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.internal.KonanePosition;
import java.util.Arrays;

/** Builds small test positions from lists of squares. */
final class Stones {

    private Stones() {}

    /**
     * A position with stones on the given squares.
     *
     * @param black Black's squares separated by spaces, e.g. {@code "a1 c3"}
     * @param white White's squares
     * @param side {@code "b"} or {@code "w"}
     */
    static KonanePosition position(String black, String white, String side) {
        char[] board = new char[64];
        Arrays.fill(board, RankText.EMPTY);
        put(board, black, 'b');
        put(board, white, 'w');
        return (KonanePosition) KonaneGame.INSTANCE.parsePosition(RankText.format(board) + " " + side);
    }

    private static void put(char[] board, String squares, char stone) {
        for (String name : squares.split(" +")) {
            if (!name.isEmpty()) {
                int sq = Squares.index(name);
                if (sq < 0) {
                    throw new IllegalArgumentException("not a square: " + name);
                }
                board[sq] = stone;
            }
        }
    }
}
