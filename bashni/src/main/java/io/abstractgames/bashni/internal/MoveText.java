package io.abstractgames.bashni.internal;

import io.abstractgames.bashni.BashniMoves;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.Squares;

/**
 * Move text ({@code docs/rules/bashni.md}, "Move identity and text"): a quiet move {@code c3-d4}, a
 * capture {@code c3:e5:c7} listing every landing square in order.
 */
final class MoveText {

    private MoveText() {}

    /** The text of a move code; {@code scratch} holds at least 12 squares. */
    static String format(long move, int[] scratch) {
        int n = BashniMoves.landings(move, scratch);
        StringBuilder sb = new StringBuilder(3 + 3 * n);
        sb.append(Squares.name(BashniMoves.from(move)));
        char separator = BashniMoves.isCapture(move) ? ':' : '-';
        for (int i = 0; i < n; i++) {
            sb.append(separator).append(Squares.name(scratch[i]));
        }
        return sb.toString();
    }

    /** Reads move text and checks that it names a legal move of {@code position}. */
    static long parse(BashniPosition position, String text) {
        String t = text == null ? "" : TextFields.strip(text);
        if (t.isEmpty()) {
            throw new NotationException("move text: empty");
        }
        boolean capture = t.indexOf(':') >= 0;
        if (capture == (t.indexOf('-') >= 0)) {
            throw new NotationException("move text '" + t + "': expected FROM-TO (c3-d4) or FROM:LANDING:...:LANDING (c3:e5:c7)");
        }
        String[] parts = t.split(capture ? ":" : "-", -1);
        if (parts.length < 2) {
            throw new NotationException("move text '" + t + "': no landing square");
        }
        if (!capture && parts.length != 2) {
            throw new NotationException("move text '" + t + "': a quiet move has one target square");
        }
        if (parts.length - 1 > BashniMoves.MAX_LANDINGS) {
            throw new NotationException("move text '" + t + "': " + (parts.length - 1) + " landing squares, at most 12");
        }
        int[] squares = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int sq = Squares.index(parts[i]);
            if (sq < 0) {
                throw new NotationException("move text '" + t + "': '" + parts[i] + "' is not a square (a1 to h8)");
            }
            if (!Squares.isDark(sq)) {
                throw new NotationException("move text '" + t + "': " + parts[i] + " is a light square");
            }
            squares[i] = sq;
        }
        position.checkRunning(t);
        long code;
        try {
            code = BashniMoves.encode(capture, squares[0], java.util.Arrays.copyOfRange(squares, 1, squares.length), squares.length - 1);
        } catch (IllegalArgumentException e) {
            throw new NotationException("move text '" + t + "': " + e.getMessage());
        }
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        if (moves.contains(code)) {
            return code;
        }
        if (!capture && BashniMoves.isCapture(moves.get(0))) {
            throw new NotationException("move text '" + t + "': not legal here, a capture is compulsory");
        }
        throw new NotationException("move text '" + t + "': not a legal move in this position");
    }
}
