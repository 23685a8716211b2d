package io.abstractgames.core;

import java.util.random.RandomGenerator;

/**
 * Random playouts: uniformly random legal moves from a position until the game ends (the measure
 * of {@code docs/rules/common.md}, "Command-line contract", {@code playouts}).
 *
 * <p>At every ply the move is drawn uniformly among the distinct legal moves of the position (a
 * move list never holds the same move twice, see {@link Position#generateMoves(MoveList)}), with
 * {@code random.nextInt(size)}, through {@link Position#randomMove}. The moves are made on the
 * caller's position with {@link Position#makeMove(long)} and taken back with
 * {@link Position#unmakeMove()} once the outcome has been read, so the position is left as it was
 * found and can start the next playout.
 *
 * <p>An instance owns one reusable {@link MoveList} and the result of its last playout ({@link
 * #plies()}, {@link #outcome()}). Once the list and the position's undo stack have grown to the
 * longest game seen, a playout allocates nothing. Not thread-safe: one instance per thread.
 *
 * <p>The results are reproducible: the same position, the same generator state and the same game
 * engine give the same playout.
 */
public final class Playout {

    private final MoveList moves = new MoveList();
    private Outcome outcome = Outcome.ONGOING;
    private int plies;

    /** Creates a playout runner with an empty result ({@link Outcome#ONGOING}, 0 plies). */
    public Playout() {}

    /**
     * Plays one random game from {@code position} to its end, then takes every move back.
     *
     * <p>A position that is already over gives a playout of 0 plies with its own outcome.
     *
     * @param position the start of the playout; restored on return (same text, key and undo depth)
     * @param random the source of the random draws, e.g. a {@link java.util.SplittableRandom} with a
     *     fixed seed; advanced by one {@code nextInt(bound)} per ply
     * @return the length of the game in plies, 0 or more (also {@link #plies()})
     * @throws IllegalStateException if the position breaks the {@link Position} contract: a running
     *     position without a legal move (the position is restored first)
     */
    public int run(Position position, RandomGenerator random) {
        int n = 0;
        try {
            while (true) {
                long move = position.randomMove(random, moves);
                if (move == Moves.NONE) {
                    break;
                }
                position.makeMove(move);
                n++;
            }
            outcome = position.outcome();
            plies = n;
            if (!outcome.isOver()) {
                throw new IllegalStateException(position.game().id() + ": no legal move in a running position: "
                        + position.toText());
            }
        } finally {
            for (int i = 0; i < n; i++) {
                position.unmakeMove();
            }
        }
        return n;
    }

    /**
     * The length of the last playout.
     *
     * @return the number of plies of the last {@link #run}, 0 before the first
     */
    public int plies() {
        return plies;
    }

    /**
     * The result of the last playout.
     *
     * @return the outcome at the end of the last {@link #run} (a win or a draw), or {@link
     *     Outcome#ONGOING} before the first
     */
    public Outcome outcome() {
        return outcome;
    }
}
