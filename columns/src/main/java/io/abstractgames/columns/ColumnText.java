package io.abstractgames.columns;

import io.abstractgames.core.NotationException;

/**
 * The parts of position text {@code SIDE COLUMNS [QUIET PLIES]} that the column draughts games
 * share ({@code docs/rules/bashni.md} and {@code docs/rules/lasca.md}, "Position text"): the number
 * of fields, the side to move, a stack of piece letters from top to bottom, the two counters, and
 * the checks on the pieces of each colour and on the side that just moved. Square names and the
 * board's used squares are each game's.
 *
 * <p>Every rejection is a {@link NotationException} whose message starts with {@code "position
 * text"} and names the field or square.
 */
public final class ColumnText {

    private static final String[] COLOUR_NAMES = {"White", "Black"};

    private ColumnText() {}

    /**
     * Checks the number of fields.
     *
     * @param count the number of fields the text split into
     * @throws NotationException unless there are 2 (SIDE COLUMNS) or 4 (with both counters)
     */
    public static void checkFieldCount(int count) {
        if (count != 2 && count != 4) {
            throw new NotationException("position text: " + count
                    + (count == 1 ? " field" : " fields") + ", expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)");
        }
    }

    /**
     * Reads the side to move.
     *
     * @param field the first field
     * @return 0 for {@code w}, 1 for {@code b}
     * @throws NotationException for anything else
     */
    public static int side(String field) {
        switch (field) {
            case "w":
                return 0;
            case "b":
                return 1;
            default:
                throw new NotationException("position text, side to move: '" + field + "', expected w or b");
        }
    }

    /**
     * Reads a stack, letters from top to bottom, into a packed column ({@link Columns}), counting
     * the pieces of each colour. Pieces beyond {@code maxPerColour} of a colour are counted but not
     * put in the column, so that {@link #checkPieceCounts} can name the count.
     *
     * @param square the square's name, for the messages
     * @param stack the letters, top first
     * @param pieces the pieces counted so far, {@code [White, Black]}, updated
     * @param maxPerColour the most pieces of a colour on the board
     * @return the column
     * @throws NotationException for an empty stack or a letter other than {@code w W b B}
     */
    public static long parseStack(String square, String stack, int[] pieces, int maxPerColour) {
        if (stack.isEmpty()) {
            throw new NotationException("position text, " + square + ": empty stack, expected letters w, W, b, B");
        }
        long column = 0;
        for (int i = stack.length() - 1; i >= 0; i--) {
            char letter = stack.charAt(i);
            int piece = Columns.pieceOf(letter);
            if (piece < 0) {
                throw new NotationException("position text, " + square + ": unknown letter '" + letter
                        + "', expected w, W, b or B");
            }
            pieces[piece & 1]++;
            if (pieces[piece & 1] <= maxPerColour) {
                column = column == 0 ? Columns.single(piece) : Columns.withTop(column, piece);
            }
        }
        return column;
    }

    /**
     * Writes a column's letters, top first.
     *
     * @param out where to write
     * @param column a non-empty column
     */
    public static void appendStack(StringBuilder out, long column) {
        for (int i = 0, h = Columns.height(column); i < h; i++) {
            out.append(Columns.letter(Columns.piece(column, i)));
        }
    }

    /**
     * Checks the number of pieces of each colour, prisoners included.
     *
     * @param pieces {@code [White, Black]}
     * @param maxPerColour the most pieces of a colour on the board
     * @throws NotationException naming the colour and its count when there are too many
     */
    public static void checkPieceCounts(int[] pieces, int maxPerColour) {
        for (int colour = 0; colour < 2; colour++) {
            if (pieces[colour] > maxPerColour) {
                throw new NotationException("position text: " + pieces[colour] + " " + COLOUR_NAMES[colour]
                        + " pieces (prisoners included), at most " + maxPerColour);
            }
        }
    }

    /**
     * Checks that the side that just moved (the one not to move) owns a column; the side to move
     * owning none is a finished game, not an error.
     *
     * @param side the side to move, 0 or 1
     * @param justMovedOwnsColumn whether the other side tops at least one column
     * @throws NotationException when it owns none
     */
    public static void checkJustMovedOwnsColumn(int side, boolean justMovedOwnsColumn) {
        if (!justMovedOwnsColumn) {
            throw new NotationException("position text: " + COLOUR_NAMES[1 - side]
                    + ", the side that just moved, owns no column");
        }
    }

    /**
     * Reads the quiet-ply counter.
     *
     * @param field the third field
     * @return 0..{@value DrawLimits#QUIET_LIMIT}
     * @throws NotationException when it is not an unsigned decimal number or out of range
     */
    public static int quiet(String field) {
        int quiet = counter(field, "quiet plies");
        if (quiet > DrawLimits.QUIET_LIMIT) {
            throw new NotationException("position text, quiet plies: " + quiet + ", expected 0 to " + DrawLimits.QUIET_LIMIT);
        }
        return quiet;
    }

    /**
     * Reads the ply counter.
     *
     * @param field the fourth field
     * @param quiet the quiet-ply counter already read
     * @return {@code quiet}..{@value DrawLimits#MOVE_LIMIT}
     * @throws NotationException when it is not an unsigned decimal number or out of range
     */
    public static int plies(String field, int quiet) {
        int plies = counter(field, "plies");
        if (plies > DrawLimits.MOVE_LIMIT || plies < quiet) {
            throw new NotationException("position text, plies: " + plies + ", expected from the quiet plies ("
                    + quiet + ") to " + DrawLimits.MOVE_LIMIT);
        }
        return plies;
    }

    private static int counter(String field, String what) {
        if (field.isEmpty() || !field.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw new NotationException("position text, " + what + ": '" + field + "' is not a whole number");
        }
        String digits = field.replaceFirst("^0+(?=.)", "");
        if (digits.length() > 6) {
            throw new NotationException("position text, " + what + ": " + field + " is too large a number");
        }
        return Integer.parseInt(digits);
    }
}
