package io.abstractgames.cli.toy;

import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;

/**
 * A toy take-away game for the command-line tests: players Ann ({@code a}) and Bob ({@code b})
 * take 1, 2 or 3 counters from a pile in turn; whoever takes the last counter wins, and the game is
 * drawn when the ply budget runs out first.
 *
 * <p>Position text: {@code PILE SIDE PLIES}, e.g. {@code 10 a 5}: the counters left (0..60), the
 * side letter to move, the plies left before the draw (0..999). Move text: {@code t1}, {@code t2},
 * {@code t3}; the move code is the number of counters taken.
 */
public final class ToyGame implements Game {

    /** The id of the toy game. */
    public static final String ID = "toy";

    /** The start position's text. */
    public static final String START = "10 a 5";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Toy take-away game";
    }

    @Override
    public int playerCount() {
        return 2;
    }

    @Override
    public String sideName(int player) {
        checkPlayer(player);
        return player == 0 ? "Ann" : "Bob";
    }

    @Override
    public char sideLetter(int player) {
        checkPlayer(player);
        return player == 0 ? 'a' : 'b';
    }

    @Override
    public String startText() {
        return START;
    }

    @Override
    public Position newStartPosition() {
        return parsePosition(START);
    }

    @Override
    public Position parsePosition(String text) {
        String[] fields = TextFields.split(text, "position text");
        if (fields.length != 3) {
            throw new NotationException("position text: " + fields.length + " fields, expected 3 (PILE SIDE PLIES)");
        }
        int pile = number(fields[0], "pile", 60);
        int side = fields[1].length() == 1 ? playerOf(fields[1].charAt(0)) : -1;
        if (side < 0) {
            throw new NotationException("position text, side: '" + fields[1] + "', expected a or b");
        }
        int plies = number(fields[2], "plies", 999);
        return new ToyPosition(this, pile, side, plies);
    }

    private static int number(String field, String what, int max) {
        int value;
        try {
            value = Integer.parseInt(field);
        } catch (NumberFormatException e) {
            value = -1;
        }
        if (value < 0 || value > max) {
            throw new NotationException("position text, " + what + ": '" + field + "', expected 0.." + max);
        }
        return value;
    }

    private static void checkPlayer(int player) {
        if (player < 0 || player > 1) {
            throw new IllegalArgumentException("player " + player + " out of range 0..1");
        }
    }
}
