/**
 * The AI of the Diamond game ({@code docs/rules/diamond.md}, "AI levels"), for two players
 * ({@code diamond}) and three ({@code diamond3}): the static evaluation
 * ({@link io.abstractgames.diamond.ai.DiamondEvaluator}), the named levels beginner, intermediate
 * and advanced ({@link io.abstractgames.diamond.ai.DiamondLevels}) and their registration with the
 * {@link io.abstractgames.ai.GameAi} service ({@link io.abstractgames.diamond.ai.DiamondAi} and
 * {@link io.abstractgames.diamond.ai.Diamond3Ai}). The
 * searches are the game-independent ones of {@code io.abstractgames.ai}.
 *
 * <h2>Choices</h2>
 * <ul>
 *   <li>The game is a race without captures, so the evaluation measures each player's remaining
 *       work in hundredths of a step (100 = one step of one man towards home) and compares it with
 *       the opponents': the opponent's minus the own with two players (exactly antisymmetric), the
 *       best opponent's minus the own with three (the root player's view for paranoid and
 *       best-reply search, one component per player for max^n).
 *   <li>Every level plays any seat: the evaluation depends on the colour only through its camps,
 *       and is the same for every colour under the board's symmetries.
 *   <li>Nothing is noisy, so no level uses quiescence; move ordering comes from the engine's
 *       ordering hint, the distance a move gains.
 *   <li>Three players are searched with best-reply search (see {@link
 *       io.abstractgames.diamond.ai.DiamondLevels} for why); paranoid search and max^n work with
 *       the same evaluator.
 *   <li>Every level is limited by depth or nodes, never by time: the same seed gives the same game.
 *   <li>The evaluation ignores the turn count, as the Zobrist key does: the levels finish their
 *       games far below the turn limit (about 46 turns per player against a limit of 400).
 * </ul>
 */
package io.abstractgames.diamond.ai;
