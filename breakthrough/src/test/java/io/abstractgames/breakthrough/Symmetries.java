package io.abstractgames.breakthrough;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Symmetries of Breakthrough as transforms of position text: each maps a position to one with the
 * same perft at every depth.
 */
final class Symmetries {

    private Symmetries() {}

    /** Both symmetries. */
    static List<UnaryOperator<String>> all() {
        return List.of(Symmetries::mirrorRanksSwapColours, Symmetries::mirrorFiles);
    }

    /**
     * Mirrors the board top to bottom (rank r to rank 9 - r) and swaps the colours of the pieces and
     * of the side to move: White's game becomes Black's.
     */
    static String mirrorRanksSwapColours(String text) {
        String[] fields = text.trim().split(" +");
        String[] ranks = fields[0].split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            sb.append(swapColours(ranks[i]));
            if (i > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(swapColours(fields[1])).toString();
    }

    /** Mirrors the board left to right (file a to file h); the side to move stays. */
    static String mirrorFiles(String text) {
        String[] fields = text.trim().split(" +");
        String[] ranks = fields[0].split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks.length; i++) {
            sb.append(new StringBuilder(expand(ranks[i])).reverse());
            if (i < ranks.length - 1) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(fields[1]).toString();
    }

    /** A rank with every empty square written as its own {@code 1}. */
    private static String expand(String rank) {
        StringBuilder sb = new StringBuilder();
        for (char c : rank.toCharArray()) {
            if (c >= '1' && c <= '8') {
                sb.append("1".repeat(c - '0'));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String swapColours(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            sb.append(c == 'w' ? 'b' : c == 'b' ? 'w' : c);
        }
        return sb.toString();
    }
}
