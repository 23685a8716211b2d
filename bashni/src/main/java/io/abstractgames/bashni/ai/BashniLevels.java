package io.abstractgames.bashni.ai;

import io.abstractgames.ai.AlphaBetaLevels;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.MctsLevels;
import io.abstractgames.ai.MctsSettings;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.bashni.ChallengeLadder;
import io.abstractgames.core.NotationException;
import java.util.List;

/**
 * The named opponents of Bashni: the three standard levels and the opponents of the challenge
 * ladder ({@code docs/rules/bashni.md}, "Challenge ladder"). All use {@link BashniEvaluator} and
 * alpha-beta ({@link Strategy#ALPHA_BETA}); all are limited by depth or nodes, never by time, so a
 * level, a seed and a sequence of positions always give the same moves. The standard levels are
 * built by {@link AlphaBetaLevels} from the numbers below.
 *
 * <table>
 *   <caption>The standard levels</caption>
 *   <tr><th>level</th><th>search</th><th>randomness</th><th>table</th></tr>
 *   <tr><td>{@value Level#BEGINNER}</td><td>depth {@value #BEGINNER_DEPTH}, no quiescence</td>
 *       <td>evaluation noise {@value #BEGINNER_NOISE}, {@value #BEGINNER_RANDOM_PERCENT}% random
 *       moves</td><td>{@value #BEGINNER_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#INTERMEDIATE}</td><td>depth {@value #INTERMEDIATE_DEPTH}, quiescence over
 *       captures</td><td>evaluation noise {@value #INTERMEDIATE_NOISE}</td>
 *       <td>{@value #INTERMEDIATE_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#ADVANCED}</td><td>iterative deepening within {@value #ADVANCED_NODES}
 *       nodes, quiescence over captures</td><td>none</td><td>{@value #ADVANCED_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#MCTS}</td><td>Monte Carlo tree search, {@value #MCTS_ITERATIONS} iterations a
 *       move</td><td>seeded playouts</td><td>none</td></tr>
 *   <tr><td>{@value Level#RANDOM}</td><td>none</td><td>uniformly random moves</td><td>none</td></tr>
 * </table>
 * Noise is in hundredths of a man (see {@link BashniEvaluator}); depths are in plies. Quiescence
 * follows captures, the moves a Bashni position marks noisy, at most {@value #QUIESCENCE_PLIES}
 * plies below the nominal depth.
 *
 * <h2>The challenge ladder</h2>
 * Level {@code ladder:N} is opponent {@code N} (1 to {@value ChallengeLadder#LAST_OPPONENT}): it
 * searches exactly {@link ChallengeLadder#searchDepth(int)} = {@code min(N, 7)} plies, without
 * quiescence (the ladder's depth is the whole horizon), without evaluation noise, and plays a
 * uniformly random legal move with probability {@link ChallengeLadder#randomMovePercent(int)}
 * (30, 15, 7, 3, 1 % for N = 1..5, 0 from 6 on). Both numbers are read from
 * {@link ChallengeLadder}, the single source of truth. The ladder's handicap (from opponent 8 on
 * White, the human, starts with {@code N - 7} fewer men, {@link ChallengeLadder#startText(int)}) is
 * the level's start position ({@link Level#startText()}, set from opponent 8 on): tools that set
 * up games against the level (the command line's {@code play} and {@code match}) start from it.
 */
public final class BashniLevels {

    /** Beginner: search depth in plies. */
    public static final int BEGINNER_DEPTH = 2;
    /** Beginner: evaluation noise amplitude, hundredths of a man. */
    public static final int BEGINNER_NOISE = 50;
    /** Beginner: the share of random moves, in percent. */
    public static final int BEGINNER_RANDOM_PERCENT = 10;
    /** Beginner: transposition-table size in MiB. */
    public static final int BEGINNER_TABLE_MIB = 4;

    /** Intermediate: search depth in plies (quiescence below it). */
    public static final int INTERMEDIATE_DEPTH = 4;
    /**
     * Intermediate: evaluation noise amplitude, hundredths of a man. In 200 self-play games no
     * two are identical (with 10, 193 to 196 of 200 were distinct), and the level still wins every
     * game against beginner ({@code docs/levels.md}, "Self-play variety").
     */
    public static final int INTERMEDIATE_NOISE = 25;
    /** Intermediate: transposition-table size in MiB. */
    public static final int INTERMEDIATE_TABLE_MIB = 16;

    /** Advanced: the node budget per move of its iterative deepening. */
    public static final int ADVANCED_NODES = 150_000;
    /** Advanced: transposition-table size in MiB. */
    public static final int ADVANCED_TABLE_MIB = 32;

    /** The deepest capture sequence quiescence follows, in plies. */
    public static final int QUIESCENCE_PLIES = 16;

    /** MCTS: the iteration budget per move. */
    public static final int MCTS_ITERATIONS = 5_000;
    /** MCTS: plies after which a playout is scored by the evaluation (random Bashni games are long). */
    public static final int MCTS_PLAYOUT_PLIES = 20;
    /** MCTS: the share of playout moves that follow the move ordering. */
    public static final double MCTS_GREEDY_PLAYOUTS = 0.5;

    /** Ladder opponents: transposition-table size in MiB. */
    public static final int LADDER_TABLE_MIB = 16;

    /** The prefix of the challenge-ladder level names, followed by the opponent's number. */
    public static final String LADDER_PREFIX = "ladder:";

    /** The unit of material noise is counted in hundredths of (see {@link BashniEvaluator}). */
    private static final String UNIT = "man";

    private static final List<Level> LEVELS = List.of(
            AlphaBetaLevels.beginner(UNIT, BEGINNER_DEPTH, BEGINNER_NOISE, BEGINNER_RANDOM_PERCENT, BEGINNER_TABLE_MIB),
            AlphaBetaLevels.intermediate(UNIT, INTERMEDIATE_DEPTH, INTERMEDIATE_NOISE, INTERMEDIATE_TABLE_MIB,
                    QUIESCENCE_PLIES),
            AlphaBetaLevels.advanced(ADVANCED_NODES, ADVANCED_TABLE_MIB, QUIESCENCE_PLIES),
            MctsLevels.mcts(MCTS_ITERATIONS, MctsSettings.defaults().withPlayoutPlies(MCTS_PLAYOUT_PLIES)
                    .withGreedyPlayouts(MCTS_GREEDY_PLAYOUTS)),
            MctsLevels.random());

    private BashniLevels() {}

    /**
     * The listed levels, weakest first: {@value Level#BEGINNER}, {@value Level#INTERMEDIATE},
     * {@value Level#ADVANCED}. The ladder opponents are not listed (see {@link #ladder(int)}).
     *
     * @return an unmodifiable list of the five levels
     */
    public static List<Level> all() {
        return LEVELS;
    }

    /**
     * The level of one opponent of the challenge ladder, named {@code ladder:N}.
     *
     * @param opponent the opponent's number, 1 to {@value ChallengeLadder#LAST_OPPONENT}
     * @return alpha-beta exactly {@code ChallengeLadder.searchDepth(opponent)} plies deep, no
     *     quiescence, no noise, random moves with probability
     *     {@code ChallengeLadder.randomMovePercent(opponent) / 100}; from opponent 8 on, with
     *     {@code ChallengeLadder.startText(opponent)} as its start position
     * @throws IllegalArgumentException if {@code opponent} is out of range
     */
    public static Level ladder(int opponent) {
        int depth = ChallengeLadder.searchDepth(opponent);
        int percent = ChallengeLadder.randomMovePercent(opponent);
        int removed = ChallengeLadder.menRemoved(opponent);
        String handicap = removed == 0 ? "" : "; White starts " + removed + (removed == 1 ? " man" : " men") + " short";
        Level level = new Level(LADDER_PREFIX + opponent, "challenge-ladder opponent " + opponent + ": alpha-beta " + depth
                + " plies deep, no quiescence, " + percent + "% random moves" + handicap,
                SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.depth(depth))
                        .tableSizeMiB(LADDER_TABLE_MIB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH)
                        .randomMoveProbability(percent / 100.0).build());
        return removed == 0 ? level : level.withStartText(ChallengeLadder.startText(opponent));
    }

    /**
     * Reads a ladder level name, {@code ladder:N}.
     *
     * @param name a level name starting with {@value #LADDER_PREFIX}
     * @return the level of opponent {@code N}
     * @throws NotationException if what follows the prefix is not a whole number from 1 to
     *     {@value ChallengeLadder#LAST_OPPONENT} in decimal digits without leading zeros; the
     *     message names the level and the range
     */
    public static Level parseLadder(String name) {
        String number = name.substring(LADDER_PREFIX.length());
        String expected = ", expected " + LADDER_PREFIX + "N with N an opponent number from "
                + ChallengeLadder.FIRST_OPPONENT + " to " + ChallengeLadder.LAST_OPPONENT;
        if (number.isEmpty()) {
            throw new NotationException("level '" + name + "': no opponent number" + expected);
        }
        if (!number.chars().allMatch(c -> c >= '0' && c <= '9') || number.length() > 9
                || number.length() > 1 && number.charAt(0) == '0') {
            throw new NotationException("level '" + name + "': '" + number + "' is not an opponent number" + expected);
        }
        int opponent = Integer.parseInt(number);
        if (opponent < ChallengeLadder.FIRST_OPPONENT || opponent > ChallengeLadder.LAST_OPPONENT) {
            throw new NotationException("level '" + name + "': opponent " + opponent + " out of range" + expected);
        }
        return ladder(opponent);
    }
}
