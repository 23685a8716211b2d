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
 * <p>A game is described by a list of choices: at each ply the move with index
 * {@code choice mod (number of legal moves)} is played, in the engine's generation order, until the
 * choices run out or the game ends. jqwik shrinks such a list towards fewer and smaller choices,
 * that is towards shorter games.
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
            position.makeMove(moves.get(Math.floorMod(choice, moves.size())));
        }
        return position;
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
