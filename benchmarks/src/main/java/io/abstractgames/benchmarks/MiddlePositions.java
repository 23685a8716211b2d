package io.abstractgames.benchmarks;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import java.util.SplittableRandom;

/**
 * Middle-game positions made by random play, and a program that prints them as lines of the
 * positions resource ({@value BenchmarkPositions#RESOURCE}).
 *
 * <p>The procedure: from the start position, play {@value #TARGET_PLIES} plies, each drawn
 * uniformly among the legal moves by a {@link SplittableRandom} seeded with {@value #SEED}; if the
 * game ends before that, start again from the start position with the same generator (which has
 * moved on). After {@value #ATTEMPTS} failed attempts the target drops by 2 plies, down to {@value
 * #MIN_PLIES}. The result depends only on the game engine's move order.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.abstractgames.benchmarks.MiddlePositions}
 */
public final class MiddlePositions {

    /** The seed of the generator. */
    static final long SEED = 1;

    /** The number of random plies aimed at. */
    static final int TARGET_PLIES = 30;

    /** The fewest plies accepted. */
    static final int MIN_PLIES = 20;

    /** The attempts at one target before it drops. */
    static final int ATTEMPTS = 1000;

    private MiddlePositions() {}

    /**
     * Prints one line {@code GAME ; middle ; TEXT} per installed game.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        for (Game game : Games.all()) {
            System.out.println(game.id() + " ; middle ; " + derive(game).toText());
        }
    }

    /**
     * The middle position of a game, made by the procedure of the class description.
     *
     * @param game the game
     * @return a fresh position, game not over, with an empty undo stack
     * @throws IllegalStateException if random play never lasts {@value #MIN_PLIES} plies
     */
    public static Position derive(Game game) {
        SplittableRandom random = new SplittableRandom(SEED);
        MoveList moves = new MoveList();
        for (int target = TARGET_PLIES; target >= MIN_PLIES; target -= 2) {
            for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
                Position position = game.newStartPosition();
                int plies = 0;
                while (plies < target) {
                    position.generateMoves(moves);
                    if (moves.isEmpty()) {
                        break;
                    }
                    position.makeMove(moves.get(random.nextInt(moves.size())));
                    plies++;
                }
                if (plies == target && !position.isOver()) {
                    return game.parsePosition(position.toText());
                }
            }
        }
        throw new IllegalStateException(game.id() + ": random play never lasted " + MIN_PLIES + " plies");
    }
}
