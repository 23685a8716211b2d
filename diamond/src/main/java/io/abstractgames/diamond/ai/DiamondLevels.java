package io.abstractgames.diamond.ai;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.MctsLevels;
import io.abstractgames.ai.MctsSettings;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import java.util.List;

/**
 * The named opponents of the Diamond game, weakest first, for two players (alpha-beta) and three
 * players (best-reply search). All use {@link DiamondEvaluator}, play any seat, and are limited
 * by depth or nodes, never by time, so a level, a seed and a sequence of positions always give the
 * same moves.
 *
 * <table>
 *   <caption>The levels</caption>
 *   <tr><th>level</th><th>search</th><th>randomness</th><th>table</th></tr>
 *   <tr><td>{@value Level#BEGINNER}</td><td>{@value #BEGINNER_DEPTH} ply</td>
 *       <td>evaluation noise {@value #BEGINNER_NOISE}, {@value #BEGINNER_RANDOM_PERCENT}% random
 *       moves</td><td>{@value #BEGINNER_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#INTERMEDIATE}</td><td>{@value #INTERMEDIATE_DEPTH} ply</td>
 *       <td>evaluation noise {@value #INTERMEDIATE_NOISE_2} (two players) or
 *       {@value #INTERMEDIATE_NOISE_3} (three players, evaluated against the field of opponents:
 *       {@link Diamond3Ai#FIELD})</td>
 *       <td>{@value #INTERMEDIATE_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#ADVANCED}</td><td>iterative deepening within
 *       {@value #ADVANCED_NODES_2} nodes (two players) or {@value #ADVANCED_NODES_3} nodes (three
 *       players)</td><td>none</td><td>{@value #ADVANCED_TABLE_MIB} MiB</td></tr>
 *   <tr><td>{@value Level#MCTS}</td><td>Monte Carlo tree search, {@value #MCTS_ITERATIONS} iterations a
 *       move, UCT c = {@value #MCTS_EXPLORATION_2} (two players) or {@value #MCTS_EXPLORATION_3}
 *       (three players)</td><td>seeded playouts</td><td>none</td></tr>
 *   <tr><td>{@value Level#RANDOM}</td><td>none</td><td>uniformly random moves</td><td>none</td></tr>
 * </table>
 *
 * Noise is in hundredths of a step (see {@link DiamondEvaluator}); depths are in plies, with three
 * players in layers of best-reply search. No level uses quiescence: Diamond has no captures, no
 * move is {@linkplain io.abstractgames.core.Position#isNoisy(long) noisy}, and move ordering comes
 * from the engine's ordering hint (the distance a move gains).
 *
 * <h2>Why these searches</h2>
 * <ul>
 *   <li><b>One ply for beginner and intermediate.</b> Diamond is a race in which both sides jump
 *       over each other's pieces. A search of two or more plies lets each side see the ladders its
 *       move leaves to the opponent and the ladders it can take away, so both play to obstruct:
 *       that is stronger, but games between two such players last far longer (two plies against
 *       two plies: a median of about 75 turns per player, and some games blocked until the turn
 *       limit; one ply against one ply: 46, with none). One ply with the evaluation's credit for
 *       the prepared next move races well and finishes in about as many turns as the rule pages report for their
 *       intermediate AI (45 to 48 per player). The beginner adds a lot of noise and random moves
 *       to the same search.
 *   <li><b>Advanced</b> searches about three plies (two players) or three to four layers (three
 *       players) within its node budget: it sees the opponents' replies, uses their pieces as
 *       ladders and denies them its own.
 *   <li><b>Best-reply search for three players</b> ({@link Strategy#BEST_REPLY}): after each of
 *       the root player's moves only the opponent with the strongest reply moves, so two of the
 *       root player's own moves fit in three layers, where paranoid search needs four plies and
 *       assumes a coalition that never forms in a race; max^n cannot prune at all. Schadd and
 *       Winands found best-reply search the strongest of the three in Chinese checkers; here too,
 *       at 5,000 nodes a move, best-reply search in one seat against paranoid search in the other
 *       two won more than its third of the games, and paranoid search against best-reply search
 *       less. Paranoid search and max^n remain available through {@link SearchConfig} with the
 *       same evaluator.
 * </ul>
 */
public final class DiamondLevels {

    /** Beginner: search depth in plies (layers with three players). */
    public static final int BEGINNER_DEPTH = 1;
    /** Beginner: evaluation noise amplitude, hundredths of a step. */
    public static final int BEGINNER_NOISE = 200;
    /** Beginner: the share of random moves, in percent. */
    public static final int BEGINNER_RANDOM_PERCENT = 10;
    /** Beginner: transposition-table size in MiB. */
    public static final int BEGINNER_TABLE_MIB = 1;

    /** Intermediate: search depth in plies (layers with three players). */
    public static final int INTERMEDIATE_DEPTH = 1;
    /**
     * Intermediate, two players: evaluation noise amplitude, hundredths of a step. It varies the
     * games and evens the seats: in 200 self-play games the first mover won 54% (with a noise of
     * 20, 71 to 76%), and the level still scored 0.93 against beginner ({@code docs/levels.md},
     * "Self-play variety").
     */
    public static final int INTERMEDIATE_NOISE_2 = 120;
    /**
     * Intermediate, three players: evaluation noise amplitude, hundredths of a step. With three
     * players more noise hardly moves the first mover's share when each player races against the
     * leader (27% at 20, 30% at 60, 33% at 120 in 200 self-play games each) and costs the level
     * its edge over beginner (0.87 at 20, 0.79 at 60), so the level keeps the small noise and is
     * evaluated against the field of opponents instead ({@link Diamond3Ai#FIELD}), which brings
     * the first mover's share into the 35-55% band ({@code docs/levels.md}, "Self-play
     * variety").
     */
    public static final int INTERMEDIATE_NOISE_3 = 20;
    /** Intermediate: transposition-table size in MiB. */
    public static final int INTERMEDIATE_TABLE_MIB = 1;

    /** Advanced, two players: the node budget per move of its iterative deepening. */
    public static final int ADVANCED_NODES_2 = 20_000;
    /** Advanced, three players: the node budget per move of its iterative deepening. */
    public static final int ADVANCED_NODES_3 = 25_000;
    /** Advanced: transposition-table size in MiB. */
    public static final int ADVANCED_TABLE_MIB = 16;

    /** MCTS: the iteration budget per move. */
    public static final int MCTS_ITERATIONS = 5_000;
    /** MCTS: plies after which a playout is scored by the evaluation (random Diamond games are long). */
    public static final int MCTS_PLAYOUT_PLIES = 20;
    /** MCTS: the share of playout moves that follow the move ordering. */
    public static final double MCTS_GREEDY_PLAYOUTS = 0.5;
    /**
     * MCTS with two players: the UCT exploration constant, below the default: the playouts end in
     * the evaluation, whose rewards vary less than wins and losses (tuned, {@code docs/levels.md}).
     */
    public static final double MCTS_EXPLORATION_2 = 0.35;
    /** MCTS with three players: the UCT exploration constant ({@code docs/levels.md}). */
    public static final double MCTS_EXPLORATION_3 = MctsSettings.DEFAULT_EXPLORATION;

    private static final List<Level> TWO = levels(Strategy.ALPHA_BETA, "alpha-beta", INTERMEDIATE_NOISE_2, "",
            ADVANCED_NODES_2, MCTS_EXPLORATION_2);
    private static final List<Level> THREE = levels(Strategy.BEST_REPLY, "best-reply search", INTERMEDIATE_NOISE_3,
            ", evaluated against the field of opponents", ADVANCED_NODES_3, MCTS_EXPLORATION_3);

    private DiamondLevels() {}

    /**
     * The listed levels for a number of players, weakest first: {@value Level#BEGINNER},
     * {@value Level#INTERMEDIATE}, {@value Level#ADVANCED}, then {@value Level#MCTS} and
     * {@value Level#RANDOM} ({@link MctsLevels}).
     *
     * @param players 2 or 3
     * @return an unmodifiable list of the five levels
     * @throws IllegalArgumentException if {@code players} is neither 2 nor 3
     */
    public static List<Level> forPlayers(int players) {
        if (players == 2) {
            return TWO;
        }
        if (players == 3) {
            return THREE;
        }
        throw new IllegalArgumentException(players + " players, expected 2 or 3");
    }

    private static List<Level> levels(Strategy strategy, String search, int intermediateNoise, String comparison,
            int advancedNodes, double mctsExploration) {
        return List.of(
                new Level(Level.BEGINNER, search + " " + BEGINNER_DEPTH + " ply deep, evaluation noise of "
                        + BEGINNER_NOISE + " hundredths of a step, " + BEGINNER_RANDOM_PERCENT + "% random moves",
                        SearchConfig.builder().strategy(strategy).limits(SearchLimits.depth(BEGINNER_DEPTH))
                                .tableSizeMiB(BEGINNER_TABLE_MIB).evalNoise(BEGINNER_NOISE)
                                .randomMoveProbability(BEGINNER_RANDOM_PERCENT / 100.0).build()),
                new Level(Level.INTERMEDIATE, search + " " + INTERMEDIATE_DEPTH + " ply deep, evaluation noise of "
                        + intermediateNoise + " hundredths of a step, no random moves" + comparison,
                        SearchConfig.builder().strategy(strategy).limits(SearchLimits.depth(INTERMEDIATE_DEPTH))
                                .tableSizeMiB(INTERMEDIATE_TABLE_MIB).evalNoise(intermediateNoise).build()),
                new Level(Level.ADVANCED, search + " with iterative deepening within " + advancedNodes
                        + " nodes, no randomness",
                        SearchConfig.builder().strategy(strategy).limits(SearchLimits.nodes(advancedNodes))
                                .tableSizeMiB(ADVANCED_TABLE_MIB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH).build()),
                MctsLevels.mcts(MCTS_ITERATIONS, MctsSettings.defaults().withExploration(mctsExploration)
                        .withPlayoutPlies(MCTS_PLAYOUT_PLIES).withGreedyPlayouts(MCTS_GREEDY_PLAYOUTS)),
                MctsLevels.random());
    }
}
