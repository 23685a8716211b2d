package io.abstractgames.core.board;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;

/**
 * Argument checks shared by the games' {@link BoardModel} implementations.
 */
public final class BoardModels {

    private BoardModels() {}

    /**
     * Checks that a position belongs to a game.
     *
     * @param position the position
     * @param game the board model's game
     * @return {@code position}
     * @throws IllegalArgumentException if the position's game is another one
     * @throws NullPointerException if {@code position} is null
     */
    public static Position requireGame(Position position, Game game) {
        if (position.game() != game) {
            throw new IllegalArgumentException("position of " + position.game().id() + " given to the board model of "
                    + game.id());
        }
        return position;
    }

    /**
     * Checks that a move is legal in a position.
     *
     * @param position the position; not changed
     * @param move a move code
     * @return {@code move}
     * @throws IllegalArgumentException if {@code move} is not among the position's legal moves
     */
    public static long requireLegal(Position position, long move) {
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == move) {
                return move;
            }
        }
        throw new IllegalArgumentException("move code " + move + " is not legal in " + position.toText());
    }
}
