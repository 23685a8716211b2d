package io.abstractgames.ai.contract;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Scores;
import io.abstractgames.testkit.PlainMinimax;

/**
 * The searchers' scale for the kit's {@link PlainMinimax} oracle: a win {@code ply} plies below the
 * root is worth {@code Scores.WIN - ply} ({@link Scores#winIn(int)}), a leaf the evaluation clamped
 * below the win scores ({@link Scores#clampEval(int)}), as the searchers of the ai module score
 * them. With it the oracle's value at a depth equals the searcher's score at that depth.
 */
public final class SearchScoring {

    private SearchScoring() {}

    /**
     * The scale of a searcher that uses an evaluator.
     *
     * @param evaluator the searcher's evaluation
     * @return the oracle's scoring: leaves {@code Scores.clampEval(evaluator.evaluate(p, player))},
     *     wins {@code Scores.WIN - ply}
     */
    public static PlainMinimax.Scoring of(Evaluator evaluator) {
        return PlainMinimax.Scoring.of((p, player) -> Scores.clampEval(evaluator.evaluate(p, player)), ply -> Scores.WIN - ply);
    }
}
