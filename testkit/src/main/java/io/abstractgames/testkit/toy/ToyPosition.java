package io.abstractgames.testkit.toy;

import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.Zobrist;
import java.util.Arrays;
import java.util.Objects;

/**
 * A position of the {@link ToyGame}: the pile, the side to move and the plies left, with an undo
 * stack of the counters taken (0 for a null move) and an incrementally kept Zobrist key.
 */
final class ToyPosition extends AbstractPosition {

    private static final long[] PILE_KEYS = Zobrist.keys(0x544F59L, ToyGame.MAX_PILE + 1);
    private static final long[] PLY_KEYS = Zobrist.keys(0x504C59L, ToyGame.MAX_PLIES + 1);
    private static final long SIDE_KEY = Zobrist.keys(0x534944L, 1)[0];

    private int pile;
    private int side;
    private int plies;
    private long key;
    private int[] undo = new int[16];
    private int depth;

    ToyPosition(int pile, int side, int plies) {
        this.pile = pile;
        this.side = side;
        this.plies = plies;
        this.key = computeKey();
    }

    @Override
    public Game game() {
        return ToyGame.INSTANCE;
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
        for (int taken = 1; taken <= Math.min(3, pile); taken++) {
            moves.add(ToyMoves.encode(taken));
        }
    }

    @Override
    public void makeMove(long move) {
        int taken = ToyMoves.taken(move);
        push(taken);
        key ^= PILE_KEYS[pile] ^ PILE_KEYS[pile - taken] ^ PLY_KEYS[plies] ^ PLY_KEYS[plies - 1] ^ SIDE_KEY;
        pile -= taken;
        plies--;
        side ^= 1;
    }

    @Override
    public void unmakeMove() {
        if (depth == 0) {
            throw new IllegalStateException("nothing to take back");
        }
        int taken = undo[--depth];
        side ^= 1;
        key ^= SIDE_KEY;
        if (taken != 0) {
            key ^= PILE_KEYS[pile] ^ PILE_KEYS[pile + taken] ^ PLY_KEYS[plies] ^ PLY_KEYS[plies + 1];
            pile += taken;
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
        key ^= SIDE_KEY;
    }

    private void push(int taken) {
        if (depth == undo.length) {
            undo = Arrays.copyOf(undo, depth * 2);
        }
        undo[depth++] = taken;
    }

    @Override
    public long moveAt(int index) {
        Objects.checkIndex(index, depth);
        return undo[index] == 0 ? Moves.NONE : ToyMoves.encode(undo[index]);
    }

    @Override
    public int undoDepth() {
        return depth;
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public long computeKey() {
        return PILE_KEYS[pile] ^ PLY_KEYS[plies] ^ (side == 1 ? SIDE_KEY : 0);
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
        return pile + " " + ToyGame.INSTANCE.sideLetter(side) + " " + plies;
    }

    @Override
    public long parseMove(String text) {
        long move = ToyMoves.parse(text);
        if (isOver() || ToyMoves.taken(move) > pile) {
            throw new NotationException("move text '" + text + "': not legal in " + toText());
        }
        return move;
    }

    @Override
    public String moveText(long move) {
        return ToyMoves.text(move);
    }

    @Override
    public Position copy() {
        return new ToyPosition(pile, side, plies);
    }
}
