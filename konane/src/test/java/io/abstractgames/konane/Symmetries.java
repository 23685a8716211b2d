package io.abstractgames.konane;

import io.abstractgames.core.board.RankText;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

/**
 * Symmetries of Kōnane as transforms of position text.
 *
 * <p>A symmetry must keep every stone on a square of its own colour (dark for Black): the
 * 180-degree rotation ({@code a1} to {@code h8}) and the reflections in the two long diagonals do,
 * since they keep {@code file + rank} even or odd; all three map the squares Black may empty
 * ({@code a1}, {@code d4}, {@code e5}, {@code h8}) onto themselves and their neighbours onto their
 * neighbours, so they keep the opening rules too. Mirroring left to right (or top to bottom,
 * or turning by 90 degrees) puts every stone on the other colour; with the colours and the side to
 * move swapped as well it gives an equivalent position in the jumping phase only (the opening is
 * Black's first), so {@link #MIRROR_FILES_SWAP_COLOURS} leaves positions of 62 or more stones
 * unchanged.
 */
final class Symmetries {

    /** Turn by 180 degrees: {@code (file, rank)} to {@code (7 - file, 7 - rank)}. */
    static final UnaryOperator<String> ROTATE_180 = text -> map(text, sq -> 63 - sq, false);

    /** Reflect in the {@code a1}-{@code h8} diagonal: {@code (file, rank)} to {@code (rank, file)}. */
    static final UnaryOperator<String> REFLECT_A1_H8 = text -> map(text, sq -> (sq & 7) * 8 + (sq >>> 3), false);

    /**
     * Reflect in the {@code a8}-{@code h1} diagonal: {@code (file, rank)} to
     * {@code (7 - rank, 7 - file)}.
     */
    static final UnaryOperator<String> REFLECT_A8_H1 =
            text -> map(text, sq -> (7 - (sq & 7)) * 8 + (7 - (sq >>> 3)), false);

    /**
     * Mirror files ({@code a} to {@code h}) and swap the colours of the stones and the side to move;
     * positions with 62 or more stones are left as they are.
     */
    static final UnaryOperator<String> MIRROR_FILES_SWAP_COLOURS = text -> {
        String board = text.strip().split("\\s+")[0];
        int stones = 0;
        for (char c : board.toCharArray()) {
            stones += c == 'b' || c == 'w' ? 1 : 0;
        }
        return stones >= 62 ? text : map(text, sq -> (sq & ~7) | (7 - (sq & 7)), true);
    };

    private Symmetries() {}

    private static String map(String text, IntUnaryOperator square, boolean swapColours) {
        String[] fields = text.strip().split("\\s+");
        char[] board = RankText.parse(fields[0], "bw");
        char[] image = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            image[square.applyAsInt(sq)] = swapColours ? swap(board[sq]) : board[sq];
        }
        String side = swapColours ? String.valueOf(swap(fields[1].charAt(0))) : fields[1];
        return RankText.format(image) + " " + side;
    }

    private static char swap(char c) {
        return c == 'b' ? 'w' : c == 'w' ? 'b' : c;
    }
}
