package io.abstractgames.testkit;

import io.abstractgames.core.TextFields;
import java.util.List;
import java.util.Set;

/**
 * The first place where two engines disagree, as a reproducible case: a start position, the moves
 * played from it, and what each engine says there.
 *
 * <p>Either the legal moves differ ({@link #onlyOurs()} or {@link #onlyTheirs()} is not empty, or
 * the other engine lists a move twice, {@link #listedTwice()}), or both agree on the moves but not
 * on the position after {@link #afterMove()}.
 *
 * @param start the text of the position the moves are played from
 * @param moves the moves played, in move text; shrunk to as few as the checker could
 * @param position the text of the position reached, where the engines disagree
 * @param result the project's engine's verdict on that position, as {@code
 *     Outcome.describe(Game)} words it: {@code "game in progress"}, or who won and why, or a draw
 *     and why (a finished game, where the other engine still lists moves)
 * @param onlyOurs moves the project's engine has that the other lacks
 * @param onlyTheirs moves the other engine has that the project's engine lacks
 * @param listedTwice moves the other engine lists more than once
 * @param afterMove the move after which the position texts differ, or {@code null}
 * @param ourAfter the project's text of the position after {@code afterMove}, or {@code null}
 * @param theirAfter the other engine's text of it, or {@code null}
 */
public record Disagreement(
        String start,
        List<String> moves,
        String position,
        String result,
        Set<String> onlyOurs,
        Set<String> onlyTheirs,
        Set<String> listedTwice,
        String afterMove,
        String ourAfter,
        String theirAfter) {

    /** The longest position text of the other engine shown whole in {@link #describe()}, in characters. */
    public static final int LONGEST_THEIR_TEXT = 1000;

    /** How much of each end of a longer text of the other engine {@link #describe()} shows, in characters. */
    public static final int KEPT_OF_THEIR_TEXT = 400;

    /**
     * Creates the case, copying the collections.
     *
     * @param start the text of the position the moves are played from
     * @param moves the moves played, in move text
     * @param position the text of the position reached
     * @param result the project's engine's description of that position's result
     * @param onlyOurs moves only the project's engine has
     * @param onlyTheirs moves only the other engine has
     * @param listedTwice moves the other engine lists more than once
     * @param afterMove the move after which the position texts differ, or {@code null}
     * @param ourAfter the project's text of the position after {@code afterMove}, or {@code null}
     * @param theirAfter the other engine's text of it, or {@code null}
     */
    public Disagreement {
        moves = List.copyOf(moves);
        onlyOurs = Set.copyOf(onlyOurs);
        onlyTheirs = Set.copyOf(onlyTheirs);
        listedTwice = Set.copyOf(listedTwice);
    }

    /**
     * A multi-line report for people: where, after which moves, the project's verdict on that
     * position, and what each side says.
     *
     * <pre>
     * start: START TEXT
     * moves: MOVE MOVE ...               (or "(none)")
     * position: POSITION TEXT
     * result: game in progress           (or e.g. "White wins (reached the goal)")
     * only ours: MOVE ...                (or "(none)")
     * only theirs: MOVE ...              (or "(none)")
     * listed twice by theirs: MOVE ...   (only when the other engine repeats a move)
     * </pre>
     *
     * or, for a position after a move, the lines {@code position after MOVE, ours: TEXT} and
     * {@code position after MOVE, theirs: TEXT} instead of the move lines. The other engine's text
     * is shown on one printable line ({@link TextFields#oneLine}): control characters escaped, and
     * cut to its first and last {@value #KEPT_OF_THEIR_TEXT} characters when it is longer than
     * {@value #LONGEST_THEIR_TEXT} (far longer than any position text of the project's games).
     *
     * @return the report, one fact per line
     */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append("start: ").append(start).append('\n');
        sb.append("moves: ").append(moves.isEmpty() ? "(none)" : String.join(" ", moves)).append('\n');
        sb.append("position: ").append(position).append('\n');
        sb.append("result: ").append(result).append('\n');
        if (afterMove != null) {
            sb.append("position after ").append(afterMove).append(", ours: ").append(ourAfter).append('\n');
            sb.append("position after ").append(afterMove).append(", theirs: ")
                    .append(TextFields.oneLine(theirAfter, LONGEST_THEIR_TEXT, KEPT_OF_THEIR_TEXT)).append('\n');
        } else {
            sb.append("only ours: ").append(sorted(onlyOurs)).append('\n');
            sb.append("only theirs: ").append(sorted(onlyTheirs)).append('\n');
            if (!listedTwice.isEmpty()) {
                sb.append("listed twice by theirs: ").append(sorted(listedTwice)).append('\n');
            }
        }
        return sb.toString();
    }

    private static String sorted(Set<String> moves) {
        return moves.isEmpty() ? "(none)" : String.join(" ", moves.stream().sorted().toList());
    }
}
