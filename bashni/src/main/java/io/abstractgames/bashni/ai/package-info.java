/**
 * The AI of Bashni: its static evaluation ({@link io.abstractgames.bashni.ai.BashniEvaluator}),
 * its named levels and the challenge-ladder opponents
 * ({@link io.abstractgames.bashni.ai.BashniLevels}) and their registration with the
 * {@link io.abstractgames.ai.GameAi} service ({@link io.abstractgames.bashni.ai.BashniAi}). The
 * search itself is the game-independent alpha-beta of {@code io.abstractgames.ai}.
 *
 * <h2>Choices</h2>
 * <ul>
 *   <li>Scores are in hundredths of a man (100 = one man), White's terms minus Black's, so the
 *       evaluation is exactly antisymmetric. Material is counted through the columns: what a side
 *       owns is the pieces of its colour in the columns it tops; its pieces held under enemy tops
 *       count at a discount that shrinks with the number of captures needed to free them.
 *   <li>Captures are compulsory in Bashni and every capture is noisy: quiescence follows them for
 *       the intermediate and advanced levels. A side that can capture is credited at the horizon,
 *       since it must take a piece next ply.
 *   <li>Every level is limited by depth or nodes, never by time: the same seed gives the same game.
 *   <li>Challenge ladder ({@code docs/rules/bashni.md}): {@code ladder:N} searches exactly
 *       {@code min(N, 7)} plies and plays random moves at the rate the ladder's rules give, both read from
 *       {@link io.abstractgames.bashni.ChallengeLadder}; the handicap (White's start position from
 *       opponent 8 on, {@link io.abstractgames.bashni.ChallengeLadder#startText(int)}) is applied
 *       by whoever starts the game, not by the level. A malformed {@code ladder:} name is rejected
 *       with a {@link io.abstractgames.core.NotationException} naming the valid range.
 * </ul>
 */
package io.abstractgames.bashni.ai;
