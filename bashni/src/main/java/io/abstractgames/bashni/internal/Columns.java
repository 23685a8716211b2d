package io.abstractgames.bashni.internal;

/**
 * A column (a stack of pieces on one square) packed into a {@code long}; 0 is the empty square.
 *
 * <pre>
 *  bits 0..47   pieces, 2 bits each, the top piece in bits 0..1, the next below in bits 2..3, ...:
 *               bit 0 of a piece = colour (0 White, 1 Black), bit 1 = rank (0 man, 1 king)
 *  bits 56..60  height, 1..24 (every piece on the board at most: 12 per colour)
 * </pre>
 * Taking the top piece is a shift right by 2; a prisoner goes under the bottom piece. The piece
 * codes: {@link #WHITE_MAN} 0, {@link #BLACK_MAN} 1, {@link #WHITE_KING} 2, {@link #BLACK_KING} 3.
 */
final class Columns {

    static final int WHITE_MAN = 0;
    static final int BLACK_MAN = 1;
    static final int WHITE_KING = 2;
    static final int BLACK_KING = 3;
    /** The most pieces a column can hold. */
    static final int MAX_HEIGHT = 24;

    private static final int HEIGHT_SHIFT = 56;
    private static final long PIECES = (1L << 48) - 1;
    /** The colour bit of every piece slot: bit {@code 2i} is the colour of the piece at depth i. */
    private static final long COLOUR_BITS = 0x5555_5555_5555L;
    private static final String LETTERS = "wbWB";

    private Columns() {}

    /** A column of one piece. */
    static long single(int piece) {
        return (1L << HEIGHT_SHIFT) | piece;
    }

    static int height(long column) {
        return (int) (column >>> HEIGHT_SHIFT);
    }

    /** The top piece (0..3) of a non-empty column. */
    static int top(long column) {
        return (int) column & 3;
    }

    /** The piece at a depth below the top, 0 = top. */
    static int piece(long column, int depth) {
        return (int) (column >>> (2 * depth)) & 3;
    }

    /** The column without its top piece (0 when it had one piece). */
    static long withoutTop(long column) {
        long h = (column >>> HEIGHT_SHIFT) - 1;
        return h == 0 ? 0 : ((column & PIECES) >>> 2) | (h << HEIGHT_SHIFT);
    }

    /** The column with a piece put under its bottom piece. */
    static long withBottom(long column, int piece) {
        long h = column >>> HEIGHT_SHIFT;
        return ((column & PIECES) | ((long) piece << (2 * h))) | ((h + 1) << HEIGHT_SHIFT);
    }

    /** The column with a piece put on top of it (position text builds columns bottom up). */
    static long withTop(long column, int piece) {
        long h = column >>> HEIGHT_SHIFT;
        return (((column & PIECES) << 2) | piece) | ((h + 1) << HEIGHT_SHIFT);
    }

    /** The column with its top piece crowned. */
    static long crowned(long column) {
        return column | 2L;
    }

    /** The number of pieces of a colour (0 White, 1 Black) in a column. */
    static int count(long column, int colour) {
        int black = Long.bitCount(column & COLOUR_BITS);
        return colour == 1 ? black : height(column) - black;
    }

    /** The number of kings of a colour (0 White, 1 Black) in a column, the top one included. */
    static int kings(long column, int colour) {
        long rankBits = (column >>> 1) & COLOUR_BITS;
        long colourBits = column & COLOUR_BITS;
        long ofColour = colour == 1 ? colourBits : ~colourBits & COLOUR_BITS & pieceMask(column);
        return Long.bitCount(rankBits & ofColour);
    }

    /**
     * The length of the top run of a non-empty column: how many pieces from the top down share the
     * top piece's colour (1 to the height).
     */
    static int topRun(long column) {
        long same = (column & 1) == 0 ? 0 : COLOUR_BITS;
        long differ = (column ^ same) & COLOUR_BITS & pieceMask(column);
        return differ == 0 ? height(column) : Long.numberOfTrailingZeros(differ) >>> 1;
    }

    /** The bits 0..2h-1 that hold the pieces of a column of height h. */
    private static long pieceMask(long column) {
        return (1L << (2 * height(column))) - 1;
    }

    /** The letter of a piece in position text: {@code w}, {@code b}, {@code W}, {@code B}. */
    static char letter(int piece) {
        return LETTERS.charAt(piece);
    }

    /** The piece of a letter, or -1. */
    static int pieceOf(char letter) {
        return LETTERS.indexOf(letter);
    }
}
