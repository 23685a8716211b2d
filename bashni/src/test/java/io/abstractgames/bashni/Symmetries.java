package io.abstractgames.bashni;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The symmetry of Bashni as a transform of position text: turn the board 180 degrees and swap the
 * colours (and the side to move). White's forward becomes Black's forward, so the image has the
 * same perft at every depth.
 */
final class Symmetries {

    private Symmetries() {}

    /**
     * Every symmetry of the game.
     *
     * @return the one transform, {@link #rotateSwapColours}
     */
    static List<UnaryOperator<String>> all() {
        return List.of(Symmetries::rotateSwapColours);
    }

    /** The image of a position text (columns in square order of the original; counters kept). */
    static String rotateSwapColours(String text) {
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
