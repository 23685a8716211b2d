package io.abstractgames.core.board;

import io.abstractgames.core.NotationException;

/**
 * The rank layout of 8x8 position text shared by Breakthrough and Kōnane: ranks 8 down to 1
 * separated by {@code /}, one letter per piece, a digit 1-8 for a run of empty squares
 * ({@code docs/rules/breakthrough.md}, "Position text").
 *
 * <p>Boards are {@code char[64]} indexed by square ({@link Squares}), with {@link #EMPTY} for an
 * empty square.
 */
public final class RankText {

    /** The character that marks an empty square in a board array. */
    public static final char EMPTY = '.';

    private RankText() {}

    /**
     * Parses the board field.
     *
     * @param field the ranks, e.g. {@code "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww"}; a run of
     *     empty squares may be split ({@code "44"})
     * @param pieces the piece letters allowed, e.g. {@code "wb"}
     * @return a new board of 64 squares: a piece letter or {@link #EMPTY}
     * @throws NotationException naming the rank, e.g. {@code "position text, rank 6: 9 squares,
     *     expected 8"}, for a wrong number of ranks or squares or an unknown character
     */
    public static char[] parse(String field, String pieces) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new NotationException("position text: " + ranks.length + (ranks.length == 1 ? " rank" : " ranks")
                    + ", expected 8");
        }
        char[] board = new char[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            String text = ranks[i];
            int file = 0;
            for (int k = 0; k < text.length(); k++) {
                char c = text.charAt(k);
                if (c >= '1' && c <= '8') {
                    for (int n = c - '0'; n > 0; n--) {
                        if (file < 8) {
                            board[rank * 8 + file] = EMPTY;
                        }
                        file++;
                    }
                } else if (pieces.indexOf(c) >= 0) {
                    if (file < 8) {
                        board[rank * 8 + file] = c;
                    }
                    file++;
                } else {
                    throw new NotationException("position text, rank " + (rank + 1) + ": unknown character '" + c
                            + "', expected one of " + pieces + " or a digit 1-8");
                }
            }
            if (file != 8) {
                throw new NotationException("position text, rank " + (rank + 1) + ": " + file
                        + (file == 1 ? " square" : " squares") + ", expected 8");
            }
        }
        return board;
    }

    /**
     * Formats a board in canonical form: each run of empty squares as one digit.
     *
     * @param board 64 squares, a piece letter or {@link #EMPTY}
     * @return the board field, ranks 8 down to 1
     */
    public static String format(char[] board) {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append((char) ('0' + empty));
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append((char) ('0' + empty));
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
