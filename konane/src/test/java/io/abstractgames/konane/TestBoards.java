package io.abstractgames.konane;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.Squares;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** Small helpers that build test positions from lists of squares and read their moves as text. */
final class TestBoards {

    private TestBoards() {}

    /**
     * Position text with stones on the given squares.
     *
     * @param black Black's squares, separated by spaces, e.g. {@code "d2 d6"}
     * @param white White's squares
     * @param side {@code "b"} or {@code "w"}
     */
    static String text(String black, String white, String side) {
        char[] board = new char[64];
        Arrays.fill(board, RankText.EMPTY);
        put(board, black, 'b');
        put(board, white, 'w');
        return RankText.format(board) + " " + side;
    }

    /** The position of {@link #text}. */
    static Position position(String black, String white, String side) {
        return KonaneGame.INSTANCE.parsePosition(text(black, white, side));
    }

    /** The legal moves as sorted move text. */
    static List<String> moves(Position position) {
        MoveList list = new MoveList();
        position.generateMoves(list);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            texts.add(position.moveText(list.get(i)));
        }
        Collections.sort(texts);
        return texts;
    }

    /** The legal moves starting from one square, as sorted move text. */
    static List<String> movesFrom(Position position, String square) {
        List<String> texts = new ArrayList<>();
        for (String move : moves(position)) {
            if (move.startsWith(square + "-")) {
                texts.add(move);
            }
        }
        return texts;
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
