package io.abstractgames.ai.toy;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.Zobrist;

/**
 * Tic-tac-toe. Text: nine cells row by row from the top ({@code x}, {@code o}, {@code .}), a space
 * and the side to move ({@code a} = x, {@code b} = o), e.g. {@code "xx.oo.... a"}. Move code: cell
 * index + 1 (cells 0..8 row by row from the top); text {@code "1"}..{@code "9"}.
 */
public final class TicTacToe implements Position {

    /** The game. */
    public static final TestGame GAME = new TestGame("tictactoe", 2, "......... a", TicTacToe::parse);

    private static final long[] KEYS = Zobrist.keys(0x545454L, 19);
    private static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
    };

    private final int[] cells = new int[9];
    private int side;
    private final int[] undo = new int[64];
    private int undoDepth;

    private TicTacToe() {}

    private static Position parse(TestGame game, String text) {
        String[] f = text.trim().split("\\s+");
        TicTacToe t = new TicTacToe();
        for (int i = 0; i < 9; i++) {
            char c = f[0].charAt(i);
            t.cells[i] = c == 'x' ? 0 : c == 'o' ? 1 : -1;
        }
        t.side = f[1].charAt(0) - 'a';
        return t;
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
        if (isOver()) {
            return;
        }
        for (int i = 0; i < 9; i++) {
            if (cells[i] < 0) {
                moves.add(i + 1);
            }
        }
    }

    @Override
    public void makeMove(long move) {
        int c = (int) move - 1;
        assert cells[c] < 0;
        cells[c] = side;
        undo[undoDepth++] = c;
        side ^= 1;
    }

    @Override
    public void unmakeMove() {
        int c = undo[--undoDepth];
        if (c >= 0) {
            cells[c] = -1;
        }
        side ^= 1;
    }

    @Override
    public void makeNullMove() {
        undo[undoDepth++] = -1;
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
        long k = side == 1 ? KEYS[18] : 0;
        for (int i = 0; i < 9; i++) {
            if (cells[i] >= 0) {
                k ^= KEYS[i * 2 + cells[i]];
            }
        }
        return k;
    }

    private int winner() {
        for (int[] l : LINES) {
            int a = cells[l[0]];
            if (a >= 0 && a == cells[l[1]] && a == cells[l[2]]) {
                return a;
            }
        }
        return -1;
    }

    @Override
    public boolean isOver() {
        return outcome().isOver();
    }

    @Override
    public Outcome outcome() {
        int w = winner();
        if (w >= 0) {
            return Outcome.win(w, EndReason.GOAL_REACHED);
        }
        for (int c : cells) {
            if (c < 0) {
                return Outcome.ONGOING;
            }
        }
        return Outcome.draw(EndReason.MOVE_LIMIT);
    }

    @Override
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (int c : cells) {
            sb.append(c == 0 ? 'x' : c == 1 ? 'o' : '.');
        }
        return sb.append(' ').append((char) ('a' + side)).toString();
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
        return parse(GAME, toText());
    }
}
