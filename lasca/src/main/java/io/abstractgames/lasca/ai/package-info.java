/**
 * The AI of Lasca: its static evaluation ({@link io.abstractgames.lasca.ai.LascaEvaluator}), its
 * named levels ({@link io.abstractgames.lasca.ai.LascaLevels}) and their registration with the
 * {@link io.abstractgames.ai.GameAi} service ({@link io.abstractgames.lasca.ai.LascaAi}). The
 * searches themselves are the shared ones of {@code io.abstractgames.ai}.
 */
package io.abstractgames.lasca.ai;
