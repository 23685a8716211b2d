package io.abstractgames.core.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The layout of the 8x8 board shared by Breakthrough, Kōnane and Bashni ({@code
 * docs/rules/common.md}, "Square boards").
 */
public final class SquareLayouts {

    private static final Layout TWO_SEATS = build();

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

    private static Layout build() {
        List<BoardPoint> points = new ArrayList<>(64);
        List<List<Integer>> neighbours = new ArrayList<>(64);
        List<Integer> dark = new ArrayList<>(32);
        for (int sq = 0; sq < 64; sq++) {
            int file = Squares.file(sq);
            int rank = Squares.rank(sq);
            points.add(new BoardPoint(sq, Squares.name(sq), new Location(file, rank)));
            List<Integer> around = new ArrayList<>(8);
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    int f = file + df;
                    int r = rank + dr;
                    if ((df != 0 || dr != 0) && f >= 0 && f < 8 && r >= 0 && r < 8) {
                        around.add(r * 8 + f);
                    }
                }
            }
            neighbours.add(around);
            if (Squares.isDark(sq)) {
                dark.add(sq);
            }
        }
        List<String> files = new ArrayList<>(8);
        List<String> ranks = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            files.add(String.valueOf((char) ('a' + i)));
            ranks.add(String.valueOf(i + 1));
        }
        return new Layout(
                Layout.Shape.SQUARE_GRID,
                points,
                neighbours,
                List.of(),
                List.of(new Region(Region.Kind.DARK_SQUARES, "dark", Region.NO_SEAT, dark)),
                List.of(Transform.IDENTITY, Transform.rotation(180, new Location(3.5, 3.5))),
                files,
                ranks);
    }
}
