package io.abstractgames.lasca.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.lasca.LascaMoves;

/**
 * Move text ({@code docs/rules/lasca.md}, "Move identity and text"): a quiet move {@code c3-d4}, a
 * capture {@code c3:e5:c7} listing every landing square in order.
 */
final class MoveText {

    private MoveText() {}

    /** The text of a move code; {@code scratch} holds at least 11 squares. */
    static String format(long move, int[] scratch) {
        int n = LascaMoves.landings(move, scratch);
        StringBuilder sb = new StringBuilder(2 + 3 * n);
        sb.append(Geometry.name(LascaMoves.from(move)));
        char separator = LascaMoves.isCapture(move) ? ':' : '-';
        for (int i = 0; i < n; i++) {
            sb.append(separator).append(Geometry.name(scratch[i]));
        }
        return sb.toString();
    }

    /** Reads move text and checks that it names a legal move of {@code position}. */
    static long parse(LascaPosition position, String text) {
        String t = text == null ? "" : TextFields.strip(text);
        if (t.isEmpty()) {
            throw new NotationException("move text: empty");
        }
        boolean capture = t.indexOf(':') >= 0;
        if (capture == (t.indexOf('-') >= 0)) {
            throw new NotationException("move text '" + t + "': expected FROM-TO (c3-d4) or FROM:LANDING:...:LANDING (c3:e5:c7)");
        }
        String[] parts = t.split(capture ? ":" : "-", -1);
        if (!capture && parts.length != 2) {
            throw new NotationException("move text '" + t + "': a quiet move has one target square");
        }
        if (parts.length - 1 > LascaMoves.MAX_LANDINGS) {
            throw new NotationException("move text '" + t + "': " + (parts.length - 1) + " landing squares, at most "
                    + LascaMoves.MAX_LANDINGS);
        }
        int[] squares = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int sq = Geometry.index(parts[i]);
            if (sq < 0) {
                throw new NotationException("move text '" + t + "': '" + parts[i] + "' is not a square (a1 to g7)");
            }
            if (!Geometry.isUsed(sq)) {
                throw new NotationException("move text '" + t + "': " + parts[i] + " is not a used square");
            }
            squares[i] = sq;
        }
        position.checkRunning(t);
        long code;
        try {
            code = LascaMoves.encode(capture, squares[0], java.util.Arrays.copyOfRange(squares, 1, squares.length), squares.length - 1);
        } catch (IllegalArgumentException e) {
            throw new NotationException("move text '" + t + "': " + e.getMessage());
        }
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        if (moves.contains(code)) {
            return code;
        }
        if (!capture && LascaMoves.isCapture(moves.get(0))) {
            throw new NotationException("move text '" + t + "': not legal here, a capture is compulsory");
        }
        throw new NotationException("move text '" + t + "': not a legal move in this position");
    }
}
