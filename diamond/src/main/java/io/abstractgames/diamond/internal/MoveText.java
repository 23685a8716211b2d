package io.abstractgames.diamond.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.diamond.DiamondMoves;

/**
 * Move text of a {@link DiamondPosition} ({@code docs/rules/diamond.md}, "Moves"): {@code FROM-TO}
 * with absolute point names ({@code 4.2-6.4}) or {@code pass}, through the codec
 * {@link DiamondMoves}; reading checks that the move is legal and otherwise says why not.
 */
final class MoveText {

    private MoveText() {}

    /** The text of a move code. */
    static String format(long move) {
        return DiamondMoves.text(move);
    }

    /**
     * Reads move text and checks that it names a legal move of {@code position}; the exception
     * names the reason: the game is over, passing while other moves exist, an empty from-point, a
     * piece of another colour, a destination that would complete another player's win, or a
     * destination the piece cannot reach.
     */
    static long parse(DiamondPosition position, String text) {
        long move = DiamondMoves.parse(text);
        DiamondGame game = position.game();
        if (position.isOver()) {
            throw new NotationException("move text '" + text + "': the game is over ("
                    + position.outcome().describe(game) + ")");
        }
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        if (moves.contains(move)) {
            return move;
        }
        int side = position.sideToMove();
        String mover = game.sideName(side);
        if (DiamondMoves.isPass(move)) {
            throw new NotationException("move text 'pass': " + mover + " has other moves, so passing is not legal");
        }
        int from = DiamondMoves.from(move);
        int to = DiamondMoves.to(move);
        int colour = position.colourAt(from);
        if (colour < 0) {
            throw new NotationException("move text '" + text + "': " + DiamondBoard.name(from) + " is empty");
        }
        if (colour != side) {
            throw new NotationException("move text '" + text + "': " + DiamondBoard.name(from) + " holds a piece of "
                    + game.sideName(colour) + ", not of " + mover + " to move");
        }
        if (position.reaches(from, to)) {
            for (int o = 0; o < game.playerCount(); o++) {
                if (o != side && position.kingPoint(o) == DiamondBoard.targetCamp(o).apex()
                        && DiamondBoard.targetCamp(o).contains(to)) {
                    throw new NotationException("move text '" + text + "': it would fill " + game.sideName(o)
                            + "'s target camp with " + game.sideName(o) + "'s king on its apex");
                }
            }
        }
        throw new NotationException("move text '" + text + "': " + DiamondBoard.name(to)
                + " is not a legal destination of " + DiamondBoard.name(from));
    }
}
