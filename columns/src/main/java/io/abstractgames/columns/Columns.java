package io.abstractgames.columns;

/**
 * A column (a stack of pieces on one square) packed into a {@code long}; 0 is the empty square.
 *
 * <pre>
 *  bits 0..47   pieces, 2 bits each, the top piece in bits 0..1, the next below in bits 2..3, ...:
 *               bit 0 of a piece = colour (0 White, 1 Black), bit 1 = rank (0 man, 1 king)
 *  bits 56..60  height, 1..24
 * </pre>
 * A man is Bashni's man and Lasca's soldier; a king is Bashni's king and Lasca's officer. Taking
 * the top piece is a shift right by 2; a prisoner goes under the bottom piece, so the prisoners of
 * one move, put under one after the other, end with the first taken highest among them and the last
 * at the very bottom ({@code docs/rules/bashni.md} and {@code docs/rules/lasca.md}, "Moves"). The
 * piece codes: {@link #WHITE_MAN} 0, {@link #BLACK_MAN} 1, {@link #WHITE_KING} 2, {@link
 * #BLACK_KING} 3.
 *
 * <p>The methods are pure and allocate nothing; they assume well-formed columns (a height of 1 to
 * {@link #MAX_HEIGHT}, or 0 where the empty square is allowed) and do not check them.
 */
public final class Columns {

    /** A White man (soldier). */
    public static final int WHITE_MAN = 0;
    /** A Black man (soldier). */
    public static final int BLACK_MAN = 1;
    /** A White king (officer). */
    public static final int WHITE_KING = 2;
    /** A Black king (officer). */
    public static final int BLACK_KING = 3;
    /** The most pieces a column can hold (Bashni: 12 per colour; Lasca: 11). */
    public static final int MAX_HEIGHT = 24;

    private static final int HEIGHT_SHIFT = 56;
    private static final long PIECES = (1L << 48) - 1;
    /** The colour bit of every piece slot: bit {@code 2i} is the colour of the piece at depth i. */
    private static final long COLOUR_BITS = 0x5555_5555_5555L;
    private static final String LETTERS = "wbWB";

    private Columns() {}

    /**
     * A column of one piece.
     *
     * @param piece 0..3
     * @return the column
     */
    public static long single(int piece) {
        return (1L << HEIGHT_SHIFT) | piece;
    }

    /**
     * The height of a column.
     *
     * @param column a column, 0 for the empty square
     * @return the number of pieces, 0..24
     */
    public static int height(long column) {
        return (int) (column >>> HEIGHT_SHIFT);
    }

    /**
     * The top piece (the commander).
     *
     * @param column a non-empty column
     * @return 0..3
     */
    public static int top(long column) {
        return (int) column & 3;
    }

    /**
     * The piece at a depth below the top.
     *
     * @param column a non-empty column
     * @param depth 0 (the top) to the height minus 1
     * @return 0..3
     */
    public static int piece(long column, int depth) {
        return (int) (column >>> (2 * depth)) & 3;
    }

    /**
     * The column without its top piece: what a capture leaves on the jumped square.
     *
     * @param column a non-empty column
     * @return the rest, 0 when the column had one piece
     */
    public static long withoutTop(long column) {
        long h = (column >>> HEIGHT_SHIFT) - 1;
        return h == 0 ? 0 : ((column & PIECES) >>> 2) | (h << HEIGHT_SHIFT);
    }

    /**
     * The column with a piece put under its bottom piece: a prisoner.
     *
     * @param column a non-empty column of height below {@link #MAX_HEIGHT}
     * @param piece 0..3
     * @return the taller column
     */
    public static long withBottom(long column, int piece) {
        long h = column >>> HEIGHT_SHIFT;
        return ((column & PIECES) | ((long) piece << (2 * h))) | ((h + 1) << HEIGHT_SHIFT);
    }

    /**
     * The column with a piece put on top of it (position text builds columns bottom up).
     *
     * @param column a column, 0 for the empty square, of height below {@link #MAX_HEIGHT}
     * @param piece 0..3
     * @return the taller column
     */
    public static long withTop(long column, int piece) {
        long h = column >>> HEIGHT_SHIFT;
        return (((column & PIECES) << 2) | piece) | ((h + 1) << HEIGHT_SHIFT);
    }

    /**
     * The column with its top piece promoted (a man crowned, a soldier made an officer).
     *
     * @param column a non-empty column
     * @return the column, its top a king
     */
    public static long crowned(long column) {
        return column | 2L;
    }

    /**
     * The number of pieces of a colour in a column, wherever they stand in it.
     *
     * @param column a column, 0 for the empty square
     * @param colour 0 (White) or 1 (Black)
     * @return 0 to the height
     */
    public static int count(long column, int colour) {
        int black = Long.bitCount(column & COLOUR_BITS);
        return colour == 1 ? black : height(column) - black;
    }

    /**
     * The number of kings of a colour in a column, the top one included.
     *
     * @param column a column, 0 for the empty square
     * @param colour 0 (White) or 1 (Black)
     * @return 0 to the height
     */
    public static int kings(long column, int colour) {
        long rankBits = (column >>> 1) & COLOUR_BITS;
        long colourBits = column & COLOUR_BITS;
        long ofColour = colour == 1 ? colourBits : ~colourBits & COLOUR_BITS & pieceMask(column);
        return Long.bitCount(rankBits & ofColour);
    }

    /**
     * The length of the top run: how many pieces from the top down share the top piece's colour.
     *
     * @param column a non-empty column
     * @return 1 to the height
     */
    public static int topRun(long column) {
        long same = (column & 1) == 0 ? 0 : COLOUR_BITS;
        long differ = (column ^ same) & COLOUR_BITS & pieceMask(column);
        return differ == 0 ? height(column) : Long.numberOfTrailingZeros(differ) >>> 1;
    }

    /** The bits 0..2h-1 that hold the pieces of a column of height h. */
    private static long pieceMask(long column) {
        return (1L << (2 * height(column))) - 1;
    }

    /**
     * The letter of a piece in position text.
     *
     * @param piece 0..3
     * @return {@code w}, {@code b}, {@code W} or {@code B}
     */
    public static char letter(int piece) {
        return LETTERS.charAt(piece);
    }

    /**
     * The piece of a letter of position text.
     *
     * @param letter a character
     * @return 0..3, or -1 for any other character
     */
    public static int pieceOf(char letter) {
        return LETTERS.indexOf(letter);
    }
}
