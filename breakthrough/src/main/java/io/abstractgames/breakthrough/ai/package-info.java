/**
 * The AI of Breakthrough: its static evaluation
 * ({@link io.abstractgames.breakthrough.ai.BreakthroughEvaluator}), its named levels
 * ({@link io.abstractgames.breakthrough.ai.BreakthroughLevels}) and their registration with the
 * {@link io.abstractgames.ai.GameAi} service
 * ({@link io.abstractgames.breakthrough.ai.BreakthroughAi}). The search itself is the
 * game-independent alpha-beta of {@code io.abstractgames.ai}.
 *
 * <h2>Choices</h2>
 * <ul>
 *   <li>Scores are in hundredths of a piece (100 = one piece), White's terms minus Black's, so the
 *       evaluation is exactly antisymmetric; a race that a runner wins by force
 *       ({@code docs/rules/breakthrough.md}: a side wins when a piece reaches the far rank) is scored as
 *       {@link io.abstractgames.breakthrough.ai.BreakthroughEvaluator#RACE_WON} less its plies,
 *       below the searcher's decided scores.
 *   <li>Quiescence follows captures, the moves the position marks
 *       {@linkplain io.abstractgames.core.Position#isNoisy(long) noisy}; a winning step onto the
 *       far rank is not followed there but is seen by the evaluation (a piece one step from the goal
 *       of the side to move counts as an arrival next ply).
 *   <li>Every level is limited by depth or nodes, never by time: the same seed gives the same game.
 * </ul>
 */
package io.abstractgames.breakthrough.ai;
