package io.abstractgames.testkit.toy;

import io.abstractgames.core.AbstractGame;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;
import java.util.List;

/**
 * The toy take-away game (see the {@linkplain io.abstractgames.testkit.toy package}), its
 * identity and its position text.
 *
 * <p>Rules: the player to move takes 1, 2 or 3 counters, never more than the pile holds. Taking the
 * last counter wins (the reason {@code GOAL_REACHED}). Every move spends one ply of the budget;
 * when the budget is spent with counters left, the game is drawn ({@code MOVE_LIMIT}). A position
 * with an empty pile or no plies left is finished and has no moves.
 *
 * <p>Position text {@code PILE SIDE PLIES}: the counters left, 0 to {@value #MAX_PILE}; the side to
 * move, {@code a} (Ann, player 0) or {@code b} (Bob, player 1); the plies left before the draw, 0
 * to {@value #MAX_PLIES}. Fields are separated by runs of spaces; the canonical form uses single
 * spaces and no leading zeros. Move text {@code tN} takes {@code N} counters (see
 * {@link ToyMoves}).
 */
public final class ToyGame extends AbstractGame {

    /** The game id. */
    public static final String ID = "toy";

    /** The start position's text: 10 counters, Ann to move, 5 plies before the draw. */
    public static final String START = "10 a 5";

    /** The largest pile a position may hold. */
    public static final int MAX_PILE = 60;

    /** The largest ply budget a position may have. */
    public static final int MAX_PLIES = 999;

    /** The game (it has no state: one instance serves everyone). */
    public static final ToyGame INSTANCE = new ToyGame();

    private ToyGame() {
        super(ID, "Toy take-away game", List.of("Ann", "Bob"), "ab");
    }

    /**
     * The start position's text.
     *
     * @return {@value #START}
     */
    @Override
    public String startText() {
        return START;
    }

    /**
     * A new start position.
     *
     * @return a fresh position of {@value #START}
     */
    @Override
    public Position newStartPosition() {
        return parsePosition(START);
    }

    /**
     * Parses position text {@code PILE SIDE PLIES}.
     *
     * @param text the position text
     * @return a fresh position
     * @throws NotationException if there are not three fields, a number is not ASCII digits or out
     *     of range, or the side letter is not {@code a} or {@code b}; the message names the field
     */
    @Override
    public Position parsePosition(String text) {
        String[] fields = TextFields.split(text, "position text");
        if (fields.length != 3) {
            throw new NotationException("position text: " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", expected 3 (PILE SIDE PLIES)");
        }
        int pile = number(fields[0], "pile", MAX_PILE);
        int side = fields[1].length() == 1 ? playerOf(fields[1].charAt(0)) : -1;
        if (side < 0) {
            throw new NotationException("position text, side: '" + fields[1] + "', expected a or b");
        }
        int plies = number(fields[2], "plies", MAX_PLIES);
        return new ToyPosition(pile, side, plies);
    }

    /**
     * Whether a text is written like a toy move: {@code t} and one digit.
     *
     * @param text a candidate move text
     * @return true for {@code t0} to {@code t9}
     */
    @Override
    public boolean isMoveTextSyntax(String text) {
        return text != null && text.length() == 2 && text.charAt(0) == 't' && text.charAt(1) >= '0' && text.charAt(1) <= '9';
    }

    private static int number(String field, String what, int max) {
        boolean digits = !field.isEmpty() && field.length() <= 3 && field.chars().allMatch(c -> c >= '0' && c <= '9');
        int value = digits ? Integer.parseInt(field) : -1;
        if (value < 0 || value > max) {
            throw new NotationException("position text, " + what + ": '" + field + "', expected 0.." + max);
        }
        return value;
    }
}
