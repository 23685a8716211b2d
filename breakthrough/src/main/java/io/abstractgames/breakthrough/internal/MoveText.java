package io.abstractgames.breakthrough.internal;

import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.breakthrough.BreakthroughMoves;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.Squares;

/**
 * Move text of Breakthrough ({@code docs/rules/breakthrough.md}, "Move identity and text"):
 * {@code from-to} for a move onto an empty square ({@code e2-e3}, {@code e2-f3}), {@code fromxto}
 * for a capture ({@code e2xf3}).
 */
final class MoveText {

    private MoveText() {}

    /**
     * The text of a move.
     *
     * @param move a move code
     * @return e.g. {@code "e2-e3"} or {@code "e2xf3"}
     */
    static String format(long move) {
        return Squares.name(BreakthroughMoves.from(move)) + (BreakthroughMoves.isCapture(move) ? 'x' : '-')
                + Squares.name(BreakthroughMoves.to(move));
    }

    /**
     * Reads move text and checks that it names a legal move of the position, with the separator that
     * matches it.
     *
     * @param position the position
     * @param moveText the move text; surrounding white space is ignored
     * @return the move's code, as {@link BreakthroughPosition#generateMoves} gives it
     * @throws NotationException if the text is not {@code from-to} or {@code fromxto} with two
     *     square names, the game is over, the from-square holds no piece of the side to move, the
     *     to-square is not one step forward or diagonally forward of it, the to-square holds an own
     *     piece, a straight step is onto an occupied square, a {@code -} is onto an enemy piece or
     *     an {@code x} onto an empty square
     */
    static long parse(BreakthroughPosition position, String moveText) {
        String text = moveText == null ? "" : TextFields.strip(moveText);
        if (text.isEmpty()) {
            throw new NotationException("move text: empty, expected from-to or fromxto, e.g. e2-e3 or e2xf3");
        }
        String where = "move text '" + text + "'";
        if (text.length() != 5 || (text.charAt(2) != '-' && text.charAt(2) != 'x')) {
            throw new NotationException(where + ": expected from-to or fromxto, e.g. e2-e3 or e2xf3");
        }
        int from = square(where, text.substring(0, 2));
        int to = square(where, text.substring(3, 5));
        if (position.isOver()) {
            throw new NotationException(where + ": the game is over");
        }
        int side = position.sideToMove();
        long own = position.pieces(side);
        long enemy = position.pieces(side ^ 1);
        String fromName = Squares.name(from);
        String toName = Squares.name(to);
        if (((own >>> from) & 1) == 0) {
            throw new NotationException(where + ": no " + name(side) + " piece on " + fromName);
        }
        int forward = side == BreakthroughGame.WHITE ? 1 : -1;
        int files = Squares.file(to) - Squares.file(from);
        if (Squares.rank(to) - Squares.rank(from) != forward || files < -1 || files > 1) {
            throw new NotationException(where + ": " + toName + " is not a legal target of " + fromName
                    + " (a piece steps one square forward or diagonally forward)");
        }
        if (((own >>> to) & 1) != 0) {
            throw new NotationException(where + ": " + toName + " holds a " + name(side) + " piece of the side to move");
        }
        boolean capture = ((enemy >>> to) & 1) != 0;
        if (files == 0 && capture) {
            throw new NotationException(where + ": " + toName + " holds a " + name(side ^ 1)
                    + " piece, and a piece never captures straight ahead");
        }
        char separator = text.charAt(2);
        if (separator == '-' && capture) {
            throw new NotationException(where + ": " + toName + " holds a " + name(side ^ 1)
                    + " piece, so the move is a capture: " + fromName + 'x' + toName);
        }
        if (separator == 'x' && !capture) {
            throw new NotationException(where + ": " + toName + " is empty, so the move is not a capture: "
                    + fromName + '-' + toName);
        }
        return BreakthroughMoves.encode(from, to, capture);
    }

    private static int square(String where, String name) {
        int square = Squares.index(name);
        if (square < 0) {
            throw new NotationException(where + ": '" + name + "' is not a square (a1 to h8)");
        }
        return square;
    }

    private static String name(int side) {
        return BreakthroughGame.INSTANCE.sideName(side);
    }
}
