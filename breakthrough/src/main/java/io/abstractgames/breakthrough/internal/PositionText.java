package io.abstractgames.breakthrough.internal;

import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.Squares;

/**
 * Position text of Breakthrough ({@code docs/rules/breakthrough.md}, "Position text"): the board field,
 * ranks 8 down to 1 separated by {@code /} with {@code w}, {@code b} and digits 1-8 for runs of
 * empty squares, then the side to move, {@code w} or {@code b}.
 */
public final class PositionText {

    private static final String PIECES = "wb";
    private static final int MAX_PIECES = 16;

    private PositionText() {}

    /**
     * Parses position text, accepting split runs of empty squares and any run of spaces between the
     * fields.
     *
     * @param text the text
     * @return a fresh position with an empty undo stack; finished when the text describes a finished
     *     game
     * @throws NotationException if the text is blank or has other than two fields, the board is
     *     malformed (see {@link RankText#parse(String, String)}), the side to move is not {@code w}
     *     or {@code b}, a side has more than 16 pieces, the side to move already has a piece on its
     *     own far rank, or the side that just moved has no piece
     */
    public static BreakthroughPosition parse(String text) {
        String[] fields = TextFields.split(text, "position text");
        if (fields.length != 2) {
            throw new NotationException("position text: " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", expected 2 (the board and the side to move)");
        }
        char[] board = RankText.parse(fields[0], PIECES);
        int side = sideToMove(fields[1]);
        long white = 0;
        long black = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] == 'w') {
                white |= 1L << sq;
            } else if (board[sq] == 'b') {
                black |= 1L << sq;
            }
        }
        checkCount(BreakthroughGame.WHITE, white);
        checkCount(BreakthroughGame.BLACK, black);
        long own = side == BreakthroughGame.WHITE ? white : black;
        long onFarRank = own & Bitboards.farRank(side);
        if (onFarRank != 0) {
            throw new NotationException("position text: " + name(side) + " is to move but already has a piece on "
                    + Squares.name(Long.numberOfTrailingZeros(onFarRank)) + ", its far rank (the game would have ended)");
        }
        long mover = side == BreakthroughGame.WHITE ? black : white;
        if (mover == 0) {
            throw new NotationException("position text: " + name(side ^ 1) + " has just moved but has no piece");
        }
        return new BreakthroughPosition(white, black, side);
    }

    private static int sideToMove(String field) {
        int side = BreakthroughGame.INSTANCE.playerOf(field.length() == 1 ? field.charAt(0) : '?');
        if (side < 0) {
            throw new NotationException("position text: side to move '" + field + "', expected w or b");
        }
        return side;
    }

    private static void checkCount(int side, long pieces) {
        int count = Long.bitCount(pieces);
        if (count > MAX_PIECES) {
            throw new NotationException("position text: " + count + " " + name(side) + " pieces, expected at most " + MAX_PIECES);
        }
    }

    private static String name(int side) {
        return BreakthroughGame.INSTANCE.sideName(side);
    }

    /**
     * Formats a position in canonical text: each run of empty squares as one digit, one space, the
     * side letter.
     *
     * @param position the position
     * @return e.g. {@code "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w"}
     */
    public static String format(BreakthroughPosition position) {
        long white = position.pieces(BreakthroughGame.WHITE);
        long black = position.pieces(BreakthroughGame.BLACK);
        char[] board = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = ((white >>> sq) & 1) != 0 ? 'w' : ((black >>> sq) & 1) != 0 ? 'b' : RankText.EMPTY;
        }
        return RankText.format(board) + ' ' + BreakthroughGame.INSTANCE.sideLetter(position.sideToMove());
    }
}
