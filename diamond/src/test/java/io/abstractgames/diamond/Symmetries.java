package io.abstractgames.diamond;

import java.util.function.IntUnaryOperator;

/**
 * Symmetries of the Diamond game as transformations of position text, computed on {@code (r, x)}
 * coordinates independently of the engine: each maps a position to one with the same perft.
 *
 * <p>In axial coordinates about the centre {@code 9.5}, {@code (dr, dx) = a * (0, 2) + b * (1, 1)};
 * a turn by 120 degrees counterclockwise maps {@code (a, b)} to {@code (-(a + b), a)}, the
 * reflection in the SW-NE axis maps it to {@code (b, a)}.
 */
final class Symmetries {

    private Symmetries() {}

    /**
     * Three players: the board turned by 120 degrees counterclockwise (NW to S, S to NE, NE to NW),
     * colours relabelled with it (Yellow to Red, Green to Yellow, Red to Green).
     */
    static String rotate120(String text) {
        return transform(text, 3, c -> (c + 2) % 3, true);
    }

    /** Two players: the reflection in the axis through the SW and NE tips, Red and Yellow exchanged. */
    static String reflect(String text) {
        return transform(text, 2, c -> 1 - c, false);
    }

    private static String transform(String text, int players, IntUnaryOperator colour, boolean rotate) {
        String[] f = text.trim().split("\\s+");
        if (Integer.parseInt(f[0]) != players) {
            throw new IllegalArgumentException("not a " + players + "-player position: " + text);
        }
        String[] fields = new String[players];
        for (int c = 0; c < players; c++) {
            int image = colour.applyAsInt(c);
            StringBuilder sb = new StringBuilder().append(ReferenceDiamond.LETTERS.charAt(image)).append(':');
            String[] items = f[2 + c].substring(2).split(",");
            for (int i = 0; i < items.length; i++) {
                boolean king = items[i].startsWith("K");
                int[] rx = ReferenceDiamond.parse(king ? items[i].substring(1) : items[i]);
                int b = rx[0] - 9;
                int a = (rx[1] - b) / 2;
                int a2 = rotate ? -(a + b) : b;
                int b2 = a;
                sb.append(i == 0 ? "" : ",").append(king ? "K" : "").append(ReferenceDiamond.name(9 + b2, 2 * a2 + b2));
            }
            fields[image] = sb.toString();
        }
        int side = colour.applyAsInt(ReferenceDiamond.LETTERS.indexOf(f[1].charAt(0)));
        StringBuilder out = new StringBuilder().append(players).append(' ').append(ReferenceDiamond.LETTERS.charAt(side));
        for (String field : fields) {
            out.append(' ').append(field);
        }
        for (int i = 2 + players; i < f.length; i++) {
            out.append(' ').append(f[i]);
        }
        return out.toString();
    }
}
