package io.abstractgames.lasca.internal;

import io.abstractgames.columns.ColumnText;
import io.abstractgames.columns.Columns;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;

/**
 * Position text ({@code docs/rules/lasca.md}, "Position text"): {@code SIDE COLUMNS [QUIET PLIES]},
 * for example {@code w c3:wb,f6:B 4 20}; stack letters top to bottom. The side, stacks and counters
 * are read by the {@link ColumnText} that Bashni shares; the squares, the field separator and the
 * far-rank check are Lasca's.
 */
public final class PositionText {

    /** The most pieces of a colour. */
    static final int PIECES_PER_SIDE = 11;

    private PositionText() {}

    /**
     * The canonical text: columns in ascending square index, counters always written.
     *
     * @param p the position
     * @return the text
     */
    static String format(LascaPosition p) {
        StringBuilder sb = new StringBuilder(140);
        sb.append(p.side == 0 ? 'w' : 'b').append(' ');
        int written = 0;
        for (long s = p.occupied; s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            if (written++ > 0) {
                sb.append(',');
            }
            sb.append(Geometry.name(sq)).append(':');
            ColumnText.appendStack(sb, p.columns[sq]);
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
     * @throws NotationException naming what is wrong and where, for every rejection
     *     {@code docs/rules/lasca.md}, "Position text", lists
     */
    public static LascaPosition parse(String text) {
        if (text == null) {
            throw new NotationException("position text: empty");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && TextFields.isWhiteSpace(c)) {
                throw new NotationException("position text: white space other than a space at character " + (i + 1)
                        + " (" + TextFields.escape(String.valueOf(c)) + "), fields are separated by spaces");
            }
        }
        int from = 0;
        int to = text.length();
        while (from < to && text.charAt(from) == ' ') {
            from++;
        }
        while (to > from && text.charAt(to - 1) == ' ') {
            to--;
        }
        String stripped = text.substring(from, to);
        if (stripped.isEmpty()) {
            throw new NotationException("position text: empty");
        }
        String[] fields = stripped.split(" +");
        ColumnText.checkFieldCount(fields.length);
        int side = ColumnText.side(fields[0]);
        LascaPosition p = new LascaPosition();
        int[] pieces = new int[2];
        if (!fields[1].equals("-")) {
            String[] entries = fields[1].split(",", -1);
            for (int i = 0; i < entries.length; i++) {
                if (entries[i].isEmpty()) {
                    throw new NotationException("position text, columns: entry " + (i + 1) + " is empty");
                }
                parseColumn(p, entries[i], pieces);
            }
        }
        int quiet = 0;
        int plies = 0;
        if (fields.length == 4) {
            quiet = ColumnText.quiet(fields[2]);
            plies = ColumnText.plies(fields[3], quiet);
        }
        ColumnText.checkPieceCounts(pieces, PIECES_PER_SIDE);
        ColumnText.checkJustMovedOwnsColumn(side, (side == 0 ? p.black : p.white) != 0);
        p.setState(side, quiet, plies);
        return p;
    }

    private static void parseColumn(LascaPosition p, String entry, int[] pieces) {
        int colon = entry.indexOf(':');
        if (colon < 0) {
            throw new NotationException("position text, column '" + entry + "': expected SQUARE:STACK, e.g. c3:wb");
        }
        String name = entry.substring(0, colon);
        String stack = entry.substring(colon + 1);
        int sq = Geometry.index(name);
        if (sq < 0) {
            throw new NotationException("position text, column '" + entry + "': '" + name
                    + "' is off the board (a1 to g7)");
        }
        if (!Geometry.isUsed(sq)) {
            throw new NotationException("position text, " + name + ": not a used square, columns stand on the 25 squares"
                    + " whose file and rank indices add up to an even number");
        }
        if (p.columns[sq] != 0) {
            throw new NotationException("position text, " + name + ": square named twice");
        }
        long column = ColumnText.parseStack(name, stack, pieces, PIECES_PER_SIDE);
        int top = Columns.pieceOf(stack.charAt(0));
        if (top == Columns.WHITE_MAN && (Geometry.RANK_7 >>> sq & 1) != 0) {
            throw new NotationException("position text, " + name
                    + ": a White soldier on top on rank 7, it would have been promoted");
        }
        if (top == Columns.BLACK_MAN && (Geometry.RANK_1 >>> sq & 1) != 0) {
            throw new NotationException("position text, " + name
                    + ": a Black soldier on top on rank 1, it would have been promoted");
        }
        p.set(sq, column);
    }
}
