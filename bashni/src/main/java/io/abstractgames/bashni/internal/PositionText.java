package io.abstractgames.bashni.internal;

import io.abstractgames.columns.ColumnText;
import io.abstractgames.columns.Columns;
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
            ColumnText.appendStack(sb, c);
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
        ColumnText.checkFieldCount(fields.length);
        int side = ColumnText.side(fields[0]);
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
            quiet = ColumnText.quiet(fields[2]);
            plies = ColumnText.plies(fields[3], quiet);
        }
        ColumnText.checkPieceCounts(pieces, 12);
        ColumnText.checkJustMovedOwnsColumn(side, (side == 0 ? p.black : p.white) != 0);
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
        long column = ColumnText.parseStack(name, stack, pieces, 12);
        int top = Columns.pieceOf(stack.charAt(0));
        if (top == Columns.WHITE_MAN && sq >= 56) {
            throw new NotationException("position text, " + name + ": a White man on top on rank 8, it would have been crowned");
        }
        if (top == Columns.BLACK_MAN && sq < 8) {
            throw new NotationException("position text, " + name + ": a Black man on top on rank 1, it would have been crowned");
        }
        p.set(sq, column);
    }
}
