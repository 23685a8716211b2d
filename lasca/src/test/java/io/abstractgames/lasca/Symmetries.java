package io.abstractgames.lasca;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The symmetries of Lasca on position texts. Turning the board 180 degrees and swapping the colours
 * (and the side to move) makes White's forward Black's; mirroring the files ({@code a} to {@code g})
 * keeps the used squares used (6 is even) and forward forward. Both images have the same perft at
 * every depth.
 */
final class Symmetries {

    private Symmetries() {}

    /** The image under the 180-degree turn with the colours swapped (counters kept). */
    static String colourRotation(String text) {
        return map(text, f -> 6 - f, r -> 6 - r, true);
    }

    /** The image under the mirror of the files (counters and side kept). */
    static String fileMirror(String text) {
        return map(text, f -> 6 - f, r -> r, false);
    }

    private static String map(String text, IntUnaryOperator file, IntUnaryOperator rank, boolean swap) {
        String[] fields = text.trim().split(" +");
        String side = swap ? (fields[0].equals("w") ? "b" : "w") : fields[0];
        List<String> columns = new ArrayList<>();
        if (!fields[1].equals("-")) {
            for (String column : fields[1].split(",")) {
                char f = (char) ('a' + file.applyAsInt(column.charAt(0) - 'a'));
                char r = (char) ('1' + rank.applyAsInt(column.charAt(1) - '1'));
                StringBuilder stack = new StringBuilder();
                for (char c : column.substring(3).toCharArray()) {
                    stack.append(!swap ? c : switch (c) {
                        case 'w' -> 'b';
                        case 'b' -> 'w';
                        case 'W' -> 'B';
                        default -> 'W';
                    });
                }
                columns.add("" + f + r + ":" + stack);
            }
        }
        StringBuilder sb = new StringBuilder(side).append(' ').append(columns.isEmpty() ? "-" : String.join(",", columns));
        for (int i = 2; i < fields.length; i++) {
            sb.append(' ').append(fields[i]);
        }
        return sb.toString();
    }
}
