package io.abstractgames.cli.toy;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.Arrays;

/** A position of {@link ToyGame}; the undo stack holds the counters taken (0 for a null move). */
final class ToyPosition implements Position {

    private final ToyGame game;
    private int pile;
    private int side;
    private int plies;
    private int[] undo = new int[16];
    private int depth;

    ToyPosition(ToyGame game, int pile, int side, int plies) {
        this.game = game;
        this.pile = pile;
        this.side = side;
        this.plies = plies;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public void generateMoves(MoveList moves) {
        moves.clear();
        if (isOver()) {
            return;
        }
        for (int take = 1; take <= Math.min(3, pile); take++) {
            moves.add(take);
        }
    }

    @Override
    public void makeMove(long move) {
        push((int) move);
        pile -= (int) move;
        side ^= 1;
        plies--;
    }

    @Override
    public void unmakeMove() {
        if (depth == 0) {
            throw new IllegalStateException("nothing to take back");
        }
        int take = undo[--depth];
        side ^= 1;
        if (take != 0) {
            pile += take;
            plies++;
        }
    }

    @Override
    public void makeNullMove() {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        push(0);
        side ^= 1;
    }

    private void push(int take) {
        if (depth == undo.length) {
            undo = Arrays.copyOf(undo, depth * 2);
        }
        undo[depth++] = take;
    }

    @Override
    public int undoDepth() {
        return depth;
    }

    @Override
    public long key() {
        return computeKey();
    }

    @Override
    public long computeKey() {
        return ((long) pile << 20) | ((long) plies << 1) | side;
    }

    @Override
    public boolean isOver() {
        return pile == 0 || plies == 0;
    }

    @Override
    public Outcome outcome() {
        if (pile == 0) {
            return Outcome.win(1 - side, EndReason.GOAL_REACHED);
        }
        return plies == 0 ? Outcome.draw(EndReason.MOVE_LIMIT) : Outcome.ONGOING;
    }

    @Override
    public String toText() {
        return pile + " " + game.sideLetter(side) + " " + plies;
    }

    @Override
    public long parseMove(String text) {
        if (text.length() != 2 || text.charAt(0) != 't' || text.charAt(1) < '1' || text.charAt(1) > '3') {
            throw new NotationException("move text '" + text + "': expected t1, t2 or t3");
        }
        int take = text.charAt(1) - '0';
        if (isOver() || take > pile) {
            throw new NotationException("move text '" + text + "': not legal in " + toText());
        }
        return take;
    }

    @Override
    public String moveText(long move) {
        return "t" + move;
    }

    @Override
    public Position copy() {
        return new ToyPosition(game, pile, side, plies);
    }
}
