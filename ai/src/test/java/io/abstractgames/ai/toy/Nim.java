package io.abstractgames.ai.toy;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.Zobrist;

/**
 * Nim on one heap, two players: take 1 to 3 counters; whoever takes the last counter wins. A heap
 * that is a multiple of 4 is lost for the player to move. Text: {@code "HEAP SIDE"}, e.g.
 * {@code "9 a"}. Move code: the number taken.
 */
public final class Nim implements Position {

    /** The game, starting from a heap of 21. */
    public static final ToyGame GAME = new ToyGame("nim", 2, "21 a", Nim::parse);

    private static final int MAX_HEAP = 200;
    private static final long[] KEYS = Zobrist.keys(0x4E494DL, MAX_HEAP + 2);

    private int heap;
    private int side;
    private final int[] undo = new int[1024];
    private int undoDepth;

    private Nim(int heap, int side) {
        this.heap = heap;
        this.side = side;
    }

    private static Position parse(ToyGame game, String text) {
        String[] f = text.trim().split("\\s+");
        return new Nim(Integer.parseInt(f[0]), f[1].charAt(0) - 'a');
    }

    @Override
    public Game game() {
        return GAME;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public void generateMoves(MoveList moves) {
        moves.clear();
        for (int k = 1; k <= Math.min(3, heap); k++) {
            moves.add(k);
        }
    }

    @Override
    public void makeMove(long move) {
        heap -= (int) move;
        undo[undoDepth++] = (int) move;
        side ^= 1;
    }

    @Override
    public void unmakeMove() {
        heap += undo[--undoDepth];
        side ^= 1;
    }

    @Override
    public void makeNullMove() {
        undo[undoDepth++] = 0;
        side ^= 1;
    }

    @Override
    public int undoDepth() {
        return undoDepth;
    }

    @Override
    public long key() {
        return computeKey();
    }

    @Override
    public long computeKey() {
        return KEYS[heap] ^ (side == 1 ? KEYS[MAX_HEAP + 1] : 0);
    }

    @Override
    public boolean isOver() {
        return heap == 0;
    }

    @Override
    public Outcome outcome() {
        return heap == 0 ? Outcome.win(side ^ 1, EndReason.GOAL_REACHED) : Outcome.ONGOING;
    }

    @Override
    public String toText() {
        return heap + " " + (char) ('a' + side);
    }

    @Override
    public long parseMove(String text) {
        return Long.parseLong(text);
    }

    @Override
    public String moveText(long move) {
        return Long.toString(move);
    }

    @Override
    public Position copy() {
        return new Nim(heap, side);
    }
}
