package io.abstractgames.konane.internal;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.RankText;
import io.abstractgames.core.board.Squares;
import io.abstractgames.konane.KonaneGame;

/**
 * Kōnane position text ({@code docs/rules/konane.md}, "Position text"): the rank layout of
 * {@link RankText} with {@code b} and {@code w} stones, a space, and the side to move.
 *
 * <p>Parsing checks what {@code docs/rules/konane.md}, "Position text", lists: every stone on a square of its colour (Black dark,
 * White light), a side to move that fits the phase (64 stones: Black, 63: White, 62: Black), at 63
 * stones an empty square Black may remove, at 62 stones a legal pair of removals.
 */
public final class PositionText {

    private static final String WHAT = "position text";

    private PositionText() {}

    /**
     * Parses position text.
     *
     * @param text e.g. {@code "wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw b"};
     *     any run of spaces separates the two fields, an empty run may be split ({@code 11})
     * @return a fresh position
     * @throws NotationException naming what is wrong and where, for malformed text or a position
     *     the rules cannot reach in the ways listed above
     */
    public static KonanePosition parse(String text) {
        String[] fields = TextFields.split(text, WHAT);
        if (fields.length != 2) {
            throw new NotationException(WHAT + ": " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", expected 2 (board and side to move)");
        }
        char[] board = RankText.parse(fields[0], "bw");
        int side = parseSide(fields[1]);
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = board[sq];
            if (c == RankText.EMPTY) {
                continue;
            }
            boolean dark = Squares.isDark(sq);
            if (c == 'b') {
                if (!dark) {
                    throw new NotationException(WHAT + ", " + Squares.name(sq)
                            + ": Black stone on a light square (Black stones stand on dark squares)");
                }
                black |= 1L << sq;
            } else {
                if (dark) {
                    throw new NotationException(WHAT + ", " + Squares.name(sq)
                            + ": White stone on a dark square (White stones stand on light squares)");
                }
                white |= 1L << sq;
            }
        }
        checkPhase(black | white, side);
        return new KonanePosition(black, white, side);
    }

    /**
     * Formats a position in canonical text.
     *
     * @param black Black's stones
     * @param white White's stones
     * @param side the side to move
     * @return the text, each run of empty squares one digit
     */
    public static String format(long black, long white, int side) {
        char[] board = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            board[sq] = (black & bit) != 0 ? 'b' : (white & bit) != 0 ? 'w' : RankText.EMPTY;
        }
        return RankText.format(board) + ' ' + KonaneGame.INSTANCE.sideLetter(side);
    }

    private static int parseSide(String field) {
        int side = field.length() == 1 ? KonaneGame.INSTANCE.playerOf(field.charAt(0)) : -1;
        if (side < 0) {
            throw new NotationException(WHAT + ": side to move '" + field + "', expected b or w");
        }
        return side;
    }

    private static void checkPhase(long stones, int side) {
        int count = Long.bitCount(stones);
        long empty = ~stones;
        if (count == 64) {
            requireSide(side, KonaneGame.BLACK, "with 64 stones Black removes the first stone");
        } else if (count == 63) {
            requireSide(side, KonaneGame.WHITE, "with 63 stones White removes the second stone");
            int hole = Long.numberOfTrailingZeros(empty);
            if (!Removals.isBlackSquare(hole)) {
                throw new NotationException(WHAT + ": 63 stones, but the empty square " + Squares.name(hole)
                        + " is not one Black may remove (a1, d4, e5 or h8)");
            }
        } else if (count == 62) {
            requireSide(side, KonaneGame.BLACK, "with 62 stones Black makes the first jump");
            int first = Long.numberOfTrailingZeros(empty);
            int second = 63 - Long.numberOfLeadingZeros(empty);
            if (!Removals.isLegalPair(first, second)) {
                throw new NotationException(WHAT + ": 62 stones, but the empty squares " + Squares.name(first) + " and "
                        + Squares.name(second) + " are not a legal pair of removals (a1, d4, e5 or h8 and a square"
                        + " next to it)");
            }
        }
    }

    private static void requireSide(int side, int expected, String why) {
        if (side != expected) {
            throw new NotationException(WHAT + ": side to move " + KonaneGame.INSTANCE.sideLetter(side) + ", but " + why);
        }
    }
}
