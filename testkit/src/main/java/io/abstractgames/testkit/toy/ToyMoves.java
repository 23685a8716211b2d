package io.abstractgames.testkit.toy;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;

/**
 * The move codec of the toy game, the one owner of its move layout: a move code is the number of
 * counters taken (1 to 3), its text {@code t} and that number.
 */
public final class ToyMoves {

    private ToyMoves() {}

    /**
     * The code of a move.
     *
     * @param taken the counters taken, 1 to 3
     * @return the move code
     * @throws IllegalArgumentException if {@code taken} is not 1 to 3
     */
    public static long encode(int taken) {
        if (taken < 1 || taken > 3) {
            throw new IllegalArgumentException("taken " + taken + ", expected 1 to 3");
        }
        return taken;
    }

    /**
     * The counters a move takes.
     *
     * @param move a move code made by {@link #encode(int)}
     * @return 1 to 3
     */
    public static int taken(long move) {
        return (int) move;
    }

    /**
     * The text of a move.
     *
     * @param move a move code
     * @return {@code t1}, {@code t2} or {@code t3}
     */
    public static String text(long move) {
        return "t" + taken(move);
    }

    /**
     * Parses move text, without looking at a position.
     *
     * @param moveText {@code t1}, {@code t2} or {@code t3}; surrounding white space is ignored
     * @return the move code
     * @throws NotationException if the text is anything else
     */
    public static long parse(String moveText) {
        String text = moveText == null ? "" : TextFields.strip(moveText);
        if (text.isEmpty()) {
            throw new NotationException("move text: empty, expected t1, t2 or t3");
        }
        if (text.length() != 2 || text.charAt(0) != 't' || text.charAt(1) < '1' || text.charAt(1) > '3') {
            throw new NotationException("move text '" + text + "': expected t1, t2 or t3");
        }
        return encode(text.charAt(1) - '0');
    }
}
