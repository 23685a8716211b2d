package io.abstractgames.core.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The layouts of square boards: the 8x8 board shared by Breakthrough, Kōnane and Bashni ({@code
 * docs/rules/common.md}, "Square boards"), and square boards of other sizes such as Lasca's 7x7
 * ({@code docs/rules/lasca.md}, "Board and pieces").
 */
public final class SquareLayouts {

    /** The largest side a square board may have: its files are the letters {@code a} to {@code z}. */
    public static final int MAX_SIZE = 26;

    private static final Layout TWO_SEATS = build(8);

    private SquareLayouts() {}

    /**
     * The 8x8 board for two players: 64 points indexed {@code 8 * rank + file} ({@link Squares}),
     * each centred on {@code (file, rank)}; neighbours are the up to 8 surrounding squares; one
     * region, {@link Region.Kind#DARK_SQUARES} named {@code "dark"} (the 32 squares with
     * {@code file + rank} even, {@code a1} among them). Player 0 (whose home is rank 1) sees the
     * board as it is; player 1 (home rank 8) sees it turned by 180 degrees about {@code (3.5, 3.5)}.
     *
     * @return the shared immutable layout
     */
    public static Layout eightByEight() {
        return TWO_SEATS;
    }

    /**
     * A square board of {@code size x size} squares for two players, laid out as {@link
     * #eightByEight()} is: points indexed {@code size * rank + file}, each centred on {@code (file,
     * rank)} and named by its file letter and rank number ({@code a1}, ... ; ranks above 9 have two
     * digits); neighbours the up to 8 surrounding squares; one region, {@link
     * Region.Kind#DARK_SQUARES} named {@code "dark"}, of the squares with {@code file + rank} even
     * ({@code a1} among them); player 1 sees the board turned by 180 degrees about its centre.
     * Lasca's 7x7 board is {@code square(7)}: 49 points, 25 of them dark.
     *
     * @param size the number of files and of ranks, 2 to {@value #MAX_SIZE}
     * @return the layout ({@link #eightByEight()} itself for 8)
     * @throws IllegalArgumentException if {@code size} is out of range
     */
    public static Layout square(int size) {
        if (size < 2 || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + ", expected 2 to " + MAX_SIZE);
        }
        return size == 8 ? TWO_SEATS : build(size);
    }

    private static Layout build(int size) {
        int count = size * size;
        List<BoardPoint> points = new ArrayList<>(count);
        List<List<Integer>> neighbours = new ArrayList<>(count);
        List<Integer> dark = new ArrayList<>((count + 1) / 2);
        for (int sq = 0; sq < count; sq++) {
            int file = sq % size;
            int rank = sq / size;
            points.add(new BoardPoint(sq, Squares.name(sq, size), new Location(file, rank)));
            List<Integer> around = new ArrayList<>(8);
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    int f = file + df;
                    int r = rank + dr;
                    if ((df != 0 || dr != 0) && f >= 0 && f < size && r >= 0 && r < size) {
                        around.add(r * size + f);
                    }
                }
            }
            neighbours.add(around);
            if (((file + rank) & 1) == 0) {
                dark.add(sq);
            }
        }
        List<String> files = new ArrayList<>(size);
        List<String> ranks = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            files.add(String.valueOf((char) ('a' + i)));
            ranks.add(String.valueOf(i + 1));
        }
        return new Layout(
                Layout.Shape.SQUARE_GRID,
                points,
                neighbours,
                List.of(),
                List.of(new Region(Region.Kind.DARK_SQUARES, "dark", Region.NO_SEAT, dark)),
                List.of(Transform.IDENTITY, Transform.rotation(180, new Location((size - 1) / 2.0, (size - 1) / 2.0))),
                files,
                ranks);
    }
}
