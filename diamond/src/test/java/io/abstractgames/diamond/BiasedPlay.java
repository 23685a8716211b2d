package io.abstractgames.diamond;

import io.abstractgames.core.MoveList;
import io.abstractgames.diamond.internal.DiamondPosition;
import java.util.Random;

/**
 * Random play biased towards the targets, so that games reach crowded camps, endgames and wins:
 * with probability {@code bias} a move of the highest greedy score (ties broken at random), else a
 * uniformly random move. The score is the distance gained towards the mover's target apex, doubled
 * for the king, with a bonus for the king reaching the apex and for a man leaving it, and a penalty
 * for a man landing on it.
 */
final class BiasedPlay {

    private BiasedPlay() {}

    /**
     * Chooses a move of the list, which holds the legal moves of {@code position}.
     *
     * @return the chosen code
     */
    static long choose(DiamondPosition position, MoveList moves, Random random, double bias) {
        if (random.nextDouble() >= bias) {
            return moves.get(random.nextInt(moves.size()));
        }
        int best = Integer.MIN_VALUE;
        int ties = 0;
        long chosen = moves.get(0);
        for (int i = 0; i < moves.size(); i++) {
            long move = moves.get(i);
            int score = score(position, move);
            if (score > best) {
                best = score;
                ties = 1;
                chosen = move;
            } else if (score == best && random.nextInt(++ties) == 0) {
                chosen = move;
            }
        }
        return chosen;
    }

    static int score(DiamondPosition position, long move) {
        if (DiamondMoves.isPass(move)) {
            return 0;
        }
        int from = DiamondMoves.from(move);
        int to = DiamondMoves.to(move);
        int apex = DiamondBoard.targetCamp(position.sideToMove()).apex();
        boolean king = position.isKingAt(from);
        int score = (DiamondBoard.distance(from, apex) - DiamondBoard.distance(to, apex)) * (king ? 2 : 1);
        if (king && to == apex) {
            score += 10;
        }
        if (!king && to == apex) {
            score -= 5;
        }
        if (!king && from == apex) {
            score += 5;
        }
        return score;
    }
}
