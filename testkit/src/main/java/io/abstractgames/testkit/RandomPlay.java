package io.abstractgames.testkit;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Random legal positions reached by play from the start.
 *
 * <p>A game is described by a list of choices, one per ply, played until the choices run out or
 * the game ends. An even choice {@code 2k} plays the move with index {@code k mod n} among all
 * {@code n} legal moves, in the engine's generation order; an odd choice {@code 2k + 1} plays the
 * move with index {@code k mod m} among the {@code m} moves with the highest
 * {@link Position#orderingHint ordering hint} (captures, promotions, moves towards the goal). Random
 * lists thus mix uniform play with play biased towards the interesting phases (captures pending,
 * stacks and kings, crowded target camps, near-finished games). jqwik shrinks such a list towards
 * fewer and smaller choices, that is towards shorter games of uniform first moves.
 */
public final class RandomPlay {

    private RandomPlay() {}

    /**
     * Plays a list of choices from the start position.
     *
     * @param game the game
     * @param choices one non-negative choice per ply
     * @return the position reached (fresh, owned by the caller; its undo stack holds the moves)
     */
    public static Position play(Game game, List<Integer> choices) {
        Position position = game.newStartPosition();
        MoveList moves = new MoveList();
        for (int choice : choices) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.makeMove(choose(position, moves, choice));
        }
        return position;
    }

    /**
     * The move a choice picks in a position (see the class documentation).
     *
     * @param position the position
     * @param moves its legal moves, not empty
     * @param choice the choice, 0 or more
     * @return the move
     */
    static long choose(Position position, MoveList moves, int choice) {
        int k = choice >>> 1;
        if ((choice & 1) == 0) {
            return moves.get(k % moves.size());
        }
        int best = Integer.MIN_VALUE;
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            int hint = position.orderingHint(moves.get(i));
            if (hint > best) {
                best = hint;
                count = 1;
            } else if (hint == best) {
                count++;
            }
        }
        int target = k % count;
        for (int i = 0; i < moves.size(); i++) {
            if (position.orderingHint(moves.get(i)) == best && target-- == 0) {
                return moves.get(i);
            }
        }
        throw new AssertionError("unreachable: a best move exists");
    }

    /**
     * A position after up to {@code maxPlies} uniformly random legal moves from the start.
     *
     * @param game the game
     * @param random the source of randomness (seed it for reproducible tests)
     * @param maxPlies the largest number of plies to play, 0 or more
     * @return the position reached (fresh, owned by the caller)
     */
    public static Position randomPosition(Game game, Random random, int maxPlies) {
        Position position = game.newStartPosition();
        MoveList moves = new MoveList();
        int plies = random.nextInt(maxPlies + 1);
        for (int i = 0; i < plies; i++) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.makeMove(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    /**
     * Choice lists for {@link #play(Game, List)}: up to {@code maxPlies} choices, shrinking towards
     * shorter games.
     *
     * @param maxPlies the largest number of plies, 1 or more
     * @return the arbitrary
     */
    public static Arbitrary<List<Integer>> choices(int maxPlies) {
        return Arbitraries.integers().between(0, Integer.MAX_VALUE).list().ofMaxSize(maxPlies);
    }
}
