package io.abstractgames.bashni.internal;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.Squares;

/**
 * Position text ({@code docs/rules/bashni.md}, "Position text"): {@code SIDE COLUMNS [QUIET PLIES]}, for
 * example {@code w c3:wb,f6:B 4 20}; stack letters top to bottom.
 */
public final class PositionText {

    private PositionText() {}

    /**
     * The canonical text: columns in ascending square index, counters always written.
     *
     * @param p the position
     * @return the text
     */
    static String format(BashniPosition p) {
        StringBuilder sb = new StringBuilder(160);
        sb.append(p.side == 0 ? 'w' : 'b').append(' ');
        int written = 0;
        for (int sq = 0; sq < 64; sq++) {
            long c = p.columns[sq];
            if (c == 0) {
                continue;
            }
            if (written++ > 0) {
                sb.append(',');
            }
            sb.append(Squares.name(sq)).append(':');
            for (int i = 0, h = Columns.height(c); i < h; i++) {
                sb.append(Columns.letter(Columns.piece(c, i)));
            }
        }
        if (written == 0) {
            sb.append('-');
        }
        return sb.append(' ').append(p.quiet).append(' ').append(p.plies).toString();
    }

    /**
     * Parses position text, canonical or not (columns in any order, runs of spaces).
     *
     * @param text the text
     * @return a fresh position
     * @throws NotationException naming what is wrong and where, for every rejection {@code docs/rules/bashni.md}, "Position text", lists
     */
    public static BashniPosition parse(String text) {
        String[] fields = TextFields.split(text, "position text");
        if (fields.length != 2 && fields.length != 4) {
            throw new NotationException("position text: " + fields.length
                    + (fields.length == 1 ? " field" : " fields") + ", expected SIDE COLUMNS [QUIET PLIES] (QUIET and PLIES go together)");
        }
        int side;
        switch (fields[0]) {
            case "w" -> side = 0;
            case "b" -> side = 1;
            default -> throw new NotationException("position text, side to move: '" + fields[0] + "', expected w or b");
        }
        BashniPosition p = new BashniPosition();
        int[] pieces = new int[2];
        if (!fields[1].equals("-")) {
            for (String entry : fields[1].split(",", -1)) {
                parseColumn(p, entry, pieces);
            }
        }
        int quiet = 0;
        int plies = 0;
        if (fields.length == 4) {
            quiet = counter(fields[2], "quiet plies");
            plies = counter(fields[3], "plies");
            if (quiet > BashniPosition.QUIET_LIMIT) {
                throw new NotationException("position text, quiet plies: " + quiet + ", expected 0 to 50");
            }
            if (plies > BashniPosition.MOVE_LIMIT || plies < quiet) {
                throw new NotationException("position text, plies: " + plies + ", expected from the quiet plies ("
                        + quiet + ") to 250");
            }
        }
        String[] names = {"White", "Black"};
        for (int colour = 0; colour < 2; colour++) {
            if (pieces[colour] > 12) {
                throw new NotationException("position text: " + pieces[colour] + " " + names[colour]
                        + " pieces (prisoners included), at most 12");
            }
        }
        if ((side == 0 ? p.black : p.white) == 0) {
            throw new NotationException("position text: " + names[1 - side]
                    + ", the side that just moved, owns no column");
        }
        p.setState(side, quiet, plies);
        return p;
    }

    private static void parseColumn(BashniPosition p, String entry, int[] pieces) {
        int colon = entry.indexOf(':');
        if (colon < 0) {
            throw new NotationException("position text, column '" + entry + "': expected SQUARE:STACK, e.g. c3:wb");
        }
        String name = entry.substring(0, colon);
        String stack = entry.substring(colon + 1);
        int sq = Squares.index(name);
        if (sq < 0) {
            throw new NotationException("position text, column '" + entry + "': '" + name + "' is not a square (a1 to h8)");
        }
        if (!Squares.isDark(sq)) {
            throw new NotationException("position text, " + name + ": a light square, columns stand on dark squares only");
        }
        if (p.columns[sq] != 0) {
            throw new NotationException("position text, " + name + ": square named twice");
        }
        if (stack.isEmpty()) {
            throw new NotationException("position text, " + name + ": empty stack, expected letters w, W, b, B");
        }
        long column = 0;
        for (int i = stack.length() - 1; i >= 0; i--) {
            char letter = stack.charAt(i);
            int piece = Columns.pieceOf(letter);
            if (piece < 0) {
                throw new NotationException("position text, " + name + ": unknown letter '" + letter
                        + "', expected w, W, b or B");
            }
            pieces[piece & 1]++;
            if (pieces[piece & 1] <= 12) {
                column = column == 0 ? Columns.single(piece) : Columns.withTop(column, piece);
            }
        }
        int top = Columns.pieceOf(stack.charAt(0));
        if (top == Columns.WHITE_MAN && sq >= 56) {
            throw new NotationException("position text, " + name + ": a White man on top on rank 8, it would have been crowned");
        }
        if (top == Columns.BLACK_MAN && sq < 8) {
            throw new NotationException("position text, " + name + ": a Black man on top on rank 1, it would have been crowned");
        }
        p.set(sq, column);
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
