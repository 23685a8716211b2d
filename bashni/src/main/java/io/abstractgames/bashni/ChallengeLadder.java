package io.abstractgames.bashni;

import io.abstractgames.core.Position;
import java.util.List;

/**
 * The challenge ladder ({@code docs/rules/bashni.md}, "Challenge ladder"): a run of games of the human
 * (White) against opponents numbered from 1, each beaten opponent bringing the next; a loss or a
 * draw ends the run.
 *
 * <ul>
 *   <li>Opponent {@code n} searches {@code min(n, 7)} plies deep ({@link #searchDepth(int)}) and
 *       instead plays a uniformly random legal move with probability 30, 15, 7, 3, 1 % for
 *       {@code n} = 1..5 and 0 % from 6 on ({@link #randomMovePercent(int)}).
 *   <li>From opponent 8 on, White starts with {@code n - 7} fewer men, removed in the order of
 *       {@link #REMOVAL_ORDER} ({@link #startText(int)}). Opponent 19 leaves White no men, so a run
 *       wins at most {@link #MAX_WINS} games.
 *   <li>Score = wins x 10,000 + speed bonus, the bonus being {@code max(0, 9999 - T)} with
 *       {@code T = floor(thinking ms of the won games / wins / 100)}, the mean thinking time per
 *       won game in whole tenths of a second, and 0 without a win ({@link #score(int, long)}).
 *       Example: wins that took 30 s and 50 s give T = 400 and 2 x 10,000 + 9,599 = 29,599.
 * </ul>
 * All methods are pure; invalid arguments throw {@link IllegalArgumentException} naming the
 * argument and its range.
 */
public final class ChallengeLadder {

    /** The number of the first opponent. */
    public static final int FIRST_OPPONENT = 1;
    /** The number of the last opponent: White starts without men and cannot win. */
    public static final int LAST_OPPONENT = 19;
    /** The most games a run can win. */
    public static final int MAX_WINS = 18;
    /** The squares of White's men in the order the handicap removes them, from the back. */
    public static final List<String> REMOVAL_ORDER =
            List.of("a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3");

    private static final int[] RANDOM_PERCENT = {30, 15, 7, 3, 1};

    private ChallengeLadder() {}

    /**
     * The search depth of an opponent.
     *
     * @param opponent the opponent's number, 1..19
     * @return {@code min(opponent, 7)}, in plies
     * @throws IllegalArgumentException if {@code opponent} is out of range
     */
    public static int searchDepth(int opponent) {
        checkOpponent(opponent);
        return Math.min(opponent, 7);
    }

    /**
     * The chance that an opponent plays a uniformly random legal move instead of its search result.
     *
     * @param opponent the opponent's number, 1..19
     * @return the chance in percent: 30, 15, 7, 3, 1 for opponents 1..5, 0 from 6 on
     * @throws IllegalArgumentException if {@code opponent} is out of range
     */
    public static int randomMovePercent(int opponent) {
        checkOpponent(opponent);
        return opponent <= RANDOM_PERCENT.length ? RANDOM_PERCENT[opponent - 1] : 0;
    }

    /**
     * The number of White men removed from the start position against an opponent.
     *
     * @param opponent the opponent's number, 1..19
     * @return {@code max(0, opponent - 7)}: 0 up to opponent 7, 12 against opponent 19
     * @throws IllegalArgumentException if {@code opponent} is out of range
     */
    public static int menRemoved(int opponent) {
        checkOpponent(opponent);
        return Math.max(0, opponent - 7);
    }

    /**
     * The start position against an opponent, in canonical position text: the standard start
     * without the first {@link #menRemoved(int)} squares of {@link #REMOVAL_ORDER}. Against
     * opponent 19 White has no column, so the game is lost before it starts.
     *
     * @param opponent the opponent's number, 1..19
     * @return the position text, White to move, counters 0
     * @throws IllegalArgumentException if {@code opponent} is out of range
     */
    public static String startText(int opponent) {
        List<String> removed = REMOVAL_ORDER.subList(0, menRemoved(opponent));
        StringBuilder columns = new StringBuilder();
        for (String entry : BashniGame.START_TEXT.split(" ")[1].split(",")) {
            if (!removed.contains(entry.substring(0, 2))) {
                columns.append(columns.length() == 0 ? "" : ",").append(entry);
            }
        }
        return "w " + columns + " 0 0";
    }

    /**
     * A fresh start position against an opponent (see {@link #startText(int)}).
     *
     * @param opponent the opponent's number, 1..19
     * @return the position, owned by the caller
     * @throws IllegalArgumentException if {@code opponent} is out of range
     */
    public static Position startPosition(int opponent) {
        return BashniGame.INSTANCE.parsePosition(startText(opponent));
    }

    /**
     * The speed bonus of a run.
     *
     * @param wins the number of games won, 0..18
     * @param thinkingMillis the human's total thinking time in the won games, in milliseconds, 0 or
     *     more (ignored when there is no win)
     * @return {@code max(0, 9999 - floor(thinkingMillis / wins / 100))}, 0 when {@code wins} is 0
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static int speedBonus(int wins, long thinkingMillis) {
        checkRun(wins, thinkingMillis);
        if (wins == 0) {
            return 0;
        }
        long tenths = thinkingMillis / wins / 100;
        return (int) Math.max(0, 9999 - tenths);
    }

    /**
     * The score of a run.
     *
     * @param wins the number of games won, 0..18 (the game that ended the run does not count)
     * @param thinkingMillis the human's total thinking time in the won games, in milliseconds (only
     *     the human's turns, from the start of the turn to the move), 0 or more
     * @return {@code wins * 10000 + speedBonus(wins, thinkingMillis)}, 0..189,999
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static int score(int wins, long thinkingMillis) {
        return wins * 10_000 + speedBonus(wins, thinkingMillis);
    }

    private static void checkOpponent(int opponent) {
        if (opponent < FIRST_OPPONENT || opponent > LAST_OPPONENT) {
            throw new IllegalArgumentException("opponent " + opponent + " out of range 1..19");
        }
    }

    private static void checkRun(int wins, long thinkingMillis) {
        if (wins < 0 || wins > MAX_WINS) {
            throw new IllegalArgumentException("wins " + wins + " out of range 0..18");
        }
        if (thinkingMillis < 0) {
            throw new IllegalArgumentException("thinking time " + thinkingMillis + " ms is negative");
        }
    }
}
