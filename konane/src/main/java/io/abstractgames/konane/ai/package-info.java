/**
 * The Kōnane AI: the evaluation ({@link io.abstractgames.konane.ai.KonaneEvaluator}), the named
 * levels ({@link io.abstractgames.konane.ai.KonaneLevels}) and the
 * {@link io.abstractgames.ai.GameAi} provider ({@link io.abstractgames.konane.ai.KonaneAi}) that
 * hands them to the game-independent searchers of {@code io.abstractgames.ai}.
 *
 * <h2>Choices</h2>
 * <ul>
 *   <li>Two players, so every level uses plain alpha-beta ({@link
 *       io.abstractgames.ai.Strategy#ALPHA_BETA}), which never makes null moves: a null move in the
 *       removal phase would leave the side to move without a legal move and end the game (see
 *       {@link io.abstractgames.konane}).
 *   <li>The two opening removals are ordinary moves, the first two plies of every search from the
 *       start; the evaluation needs nothing special for them.
 *   <li>Quiescence is off and stays off: every move is a capture ({@code isNoisy} is always
 *       {@code false}), so there is no quiet position to settle into.
 *   <li>The evaluation counts moves, not stones: mobility, latent jumps, safe stones and the
 *       parity of reserve moves (see {@link io.abstractgames.konane.ai.KonaneEvaluator}).
 * </ul>
 */
package io.abstractgames.konane.ai;
