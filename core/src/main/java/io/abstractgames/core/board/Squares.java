package io.abstractgames.core.board;

/**
 * Names and indices of the 64 squares of an 8x8 board ({@code docs/rules/common.md}, "Square boards").
 *
 * <p>Index {@code 8 * rank + file}, both from 0: {@code a1} = 0, {@code h1} = 7, {@code a8} = 56,
 * {@code h8} = 63. A square is dark when {@code file + rank} is even ({@code a1} is dark).
 */
public final class Squares {

    private static final String[] NAMES = new String[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            NAMES[sq] = "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >>> 3));
        }
    }

    private Squares() {}

    /**
     * The name of a square.
     *
     * @param square 0..63
     * @return e.g. {@code "e4"}
     * @throws ArrayIndexOutOfBoundsException if {@code square} is out of range
     */
    public static String name(int square) {
        return NAMES[square];
    }

    /**
     * The index of a square name.
     *
     * @param name e.g. {@code "e4"}, lower case
     * @return 0..63, or -1 when the text is not a square name
     */
    public static int index(CharSequence name) {
        if (name == null || name.length() != 2) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return -1;
        }
        return rank * 8 + file;
    }

    /**
     * The name of a square of a square board of any size: its file letter from {@code a}, then its
     * rank number from 1 ({@code docs/rules/common.md}, "Square boards"); index
     * {@code size * rank + file}. {@code name(square, 8)} is {@link #name(int)}.
     *
     * @param square 0 to {@code size * size - 1}
     * @param size the number of files and of ranks, 2 to {@value SquareLayouts#MAX_SIZE}
     * @return e.g. {@code "d4"}, or {@code "a12"} on a board of 12 ranks or more
     * @throws IllegalArgumentException if {@code size} or {@code square} is out of range
     */
    public static String name(int square, int size) {
        checkSize(size);
        if (square < 0 || square >= size * size) {
            throw new IllegalArgumentException("square " + square + " of a " + size + "x" + size + " board, expected 0 to "
                    + (size * size - 1));
        }
        return (char) ('a' + square % size) + String.valueOf(square / size + 1);
    }

    /**
     * The index of a square name on a square board of any size, as {@link #name(int, int)} writes
     * it: a lower-case file letter and a rank number in ASCII digits without a leading zero.
     *
     * @param name e.g. {@code "d4"}
     * @param size the number of files and of ranks, 2 to {@value SquareLayouts#MAX_SIZE}
     * @return 0 to {@code size * size - 1}, or -1 when the text is not a square of that board
     * @throws IllegalArgumentException if {@code size} is out of range
     */
    public static int index(CharSequence name, int size) {
        checkSize(size);
        if (name == null || name.length() < 2 || name.length() > 3) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        int rank = 0;
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < '0' || c > '9' || (i == 1 && c == '0')) {
                return -1;
            }
            rank = 10 * rank + (c - '0');
        }
        rank--;
        if (file < 0 || file >= size || rank < 0 || rank >= size) {
            return -1;
        }
        return rank * size + file;
    }

    private static void checkSize(int size) {
        if (size < 2 || size > SquareLayouts.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + ", expected 2 to " + SquareLayouts.MAX_SIZE);
        }
    }

    /**
     * The file of a square.
     *
     * @param square 0..63
     * @return 0 ({@code a}) to 7 ({@code h})
     */
    public static int file(int square) {
        return square & 7;
    }

    /**
     * The rank of a square.
     *
     * @param square 0..63
     * @return 0 (rank 1) to 7 (rank 8)
     */
    public static int rank(int square) {
        return square >>> 3;
    }

    /**
     * Whether a square is dark ({@code a1} is dark).
     *
     * @param square 0..63
     * @return {@code true} when {@code file + rank} is even
     */
    public static boolean isDark(int square) {
        return ((file(square) + rank(square)) & 1) == 0;
    }

    /**
     * The square mirrored top to bottom (rank {@code r} to rank {@code 7 - r}).
     *
     * @param square 0..63
     * @return the mirrored square
     */
    public static int mirrorRanks(int square) {
        return square ^ 56;
    }

    /**
     * The square turned 180 degrees about the board's centre.
     *
     * @param square 0..63
     * @return {@code 63 - square}
     */
    public static int rotate180(int square) {
        return 63 - square;
    }
}
