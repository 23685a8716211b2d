package io.abstractgames.bashni;

import java.util.ArrayList;
import java.util.List;

/**
 * The symmetry of Bashni: turn the board 180 degrees and swap the colours (and the side to move).
 * White's forward becomes Black's forward, so the image has the same perft at every depth.
 */
final class ColourRotation {

    private ColourRotation() {}

    /** The image of a position text (columns in square order of the original; counters kept). */
    static String apply(String text) {
        String[] fields = text.trim().split(" +");
        StringBuilder sb = new StringBuilder(fields[0].equals("w") ? "b " : "w ");
        List<String> columns = new ArrayList<>();
        if (!fields[1].equals("-")) {
            for (String column : fields[1].split(",")) {
                char file = (char) ('h' - (column.charAt(0) - 'a'));
                char rank = (char) ('8' - (column.charAt(1) - '1'));
                StringBuilder stack = new StringBuilder();
                for (char c : column.substring(3).toCharArray()) {
                    stack.append(switch (c) {
                        case 'w' -> 'b';
                        case 'b' -> 'w';
                        case 'W' -> 'B';
                        default -> 'W';
                    });
                }
                columns.add("" + file + rank + ":" + stack);
            }
        }
        sb.append(columns.isEmpty() ? "-" : String.join(",", columns));
        for (int i = 2; i < fields.length; i++) {
            sb.append(' ').append(fields[i]);
        }
        return sb.toString();
    }
}
