package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import java.util.List;

/**
 * The board as {@code play} draws it, for any game: the position text (the one drawing every game
 * offers through core's API) and a line saying who is to move and how many moves they have, or
 * how the game ended.
 *
 * <p>This is the single place where a richer, game-provided diagram would be drawn if core's API
 * offered one; the command line holds no per-game drawing code.
 */
final class BoardView {

    private BoardView() {}

    /**
     * The drawing of a position.
     *
     * @param position the position; not changed
     * @return the lines, e.g. {@code ["Position: wbwbwbwb/... b", "Black (b) to move, 4 legal
     *     moves"]}
     */
    static List<String> draw(Position position) {
        Game game = position.game();
        String status;
        if (position.isOver()) {
            status = "Game over: " + position.outcome().describe(game);
        } else {
            int side = position.sideToMove();
            MoveList moves = new MoveList();
            position.generateMoves(moves);
            status = game.sideName(side) + " (" + game.sideLetter(side) + ") to move, " + moves.size()
                    + (moves.size() == 1 ? " legal move" : " legal moves");
        }
        return List.of("Position: " + position.toText(), status);
    }
}
