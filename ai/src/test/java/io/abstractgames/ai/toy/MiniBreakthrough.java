package io.abstractgames.ai.toy;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.Zobrist;

/**
 * Breakthrough on a small board, with a ply limit (a draw) so that all three results occur.
 * Player 0 ({@code a}) starts on the bottom rows and moves up, player 1 ({@code b}) down. A pawn
 * steps straight forward to an empty cell, or diagonally forward to an empty cell or onto an
 * opponent (a capture, the only noisy move). Reaching the far row, or capturing the last opposing
 * pawn, wins; a player to move without a move loses; the ply limit draws.
 *
 * <p>Text: rows from the top separated by {@code /} ({@code a}, {@code b}, {@code .}), the side to
 * move and the plies played, e.g. {@code "bbb/.../.../aaa a 0"}. Move code:
 * {@code from * 64 + to + 1}, cells {@code row * width + column} with row 0 at the bottom.
 */
public final class MiniBreakthrough implements Position {

    /** Material (100 per pawn) plus 10 per row advanced, mine minus the opponent's. */
    public static final Evaluator EVALUATOR = (position, player) -> ((MiniBreakthrough) position).evaluate(player);

    private static final long[] KEYS = Zobrist.keys(0x4D42L, 64 * 2 + 1 + 1001);

    private final TestGame game;
    private final int width;
    private final int height;
    private final int limit;
    private final int[] cells;
    private final int[] count = new int[2];
    private final MoveList scratch = new MoveList(64);
    private int side;
    private int plies;
    private Outcome outcome = Outcome.ONGOING;
    private long key;

    private final int[] undoFrom = new int[2048];
    private final int[] undoTo = new int[2048];
    private final int[] undoCaptured = new int[2048];
    private final Outcome[] undoOutcome = new Outcome[2048];
    private int undoDepth;

    private MiniBreakthrough(TestGame game, int width, int height, int limit) {
        this.game = game;
        this.width = width;
        this.height = height;
        this.limit = limit;
        this.cells = new int[width * height];
    }

    /**
     * A game on a board of {@code width x height} with {@code rows} rows of pawns per side.
     *
     * @param width 2 to 8 columns
     * @param height 3 to 8 rows
     * @param rows rows of pawns per side
     * @param limit the ply limit (a draw), at most 1000
     * @return the game
     */
    public static TestGame game(int width, int height, int rows, int limit) {
        StringBuilder sb = new StringBuilder();
        for (int r = height - 1; r >= 0; r--) {
            char c = r >= height - rows ? 'b' : r < rows ? 'a' : '.';
            sb.append(String.valueOf(c).repeat(width));
            if (r > 0) {
                sb.append('/');
            }
        }
        String start = sb + " a 0";
        return new TestGame("minibreakthrough" + width + "x" + height, 2, start,
                (g, text) -> parse(g, text, width, height, limit));
    }

    private static Position parse(TestGame game, String text, int width, int height, int limit) {
        String[] f = text.trim().split("\\s+");
        String[] rows = f[0].split("/");
        MiniBreakthrough p = new MiniBreakthrough(game, width, height, limit);
        for (int i = 0; i < height; i++) {
            int r = height - 1 - i;
            for (int c = 0; c < width; c++) {
                char ch = rows[i].charAt(c);
                int v = ch == 'a' ? 0 : ch == 'b' ? 1 : -1;
                p.cells[r * width + c] = v;
                if (v >= 0) {
                    p.count[v]++;
                }
            }
        }
        p.side = f[1].charAt(0) - 'a';
        p.plies = Integer.parseInt(f[2]);
        p.key = p.computeKey();
        p.outcome = p.computeOutcome(p.side ^ 1);
        return p;
    }

    int evaluate(int player) {
        int s = 0;
        for (int i = 0; i < cells.length; i++) {
            int v = cells[i];
            if (v >= 0) {
                int row = i / width;
                int adv = v == 0 ? row : height - 1 - row;
                s += (v == player ? 1 : -1) * (100 + 10 * adv);
            }
        }
        return s;
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
        if (outcome.isOver()) {
            return;
        }
        addMoves(side, moves);
    }

    private void addMoves(int player, MoveList moves) {
        int dir = player == 0 ? 1 : -1;
        for (int from = 0; from < cells.length; from++) {
            if (cells[from] != player) {
                continue;
            }
            int row = from / width + dir;
            if (row < 0 || row >= height) {
                continue;
            }
            int col = from % width;
            for (int dc = -1; dc <= 1; dc++) {
                int c = col + dc;
                if (c < 0 || c >= width) {
                    continue;
                }
                int to = row * width + c;
                int t = cells[to];
                if (t < 0 || (dc != 0 && t == 1 - player)) {
                    moves.add(from * 64L + to + 1);
                }
            }
        }
    }

    private boolean hasMove(int player) {
        scratch.clear();
        addMoves(player, scratch);
        return !scratch.isEmpty();
    }

    /** The outcome after {@code mover} moved (or passed): the side to move is already set. */
    private Outcome computeOutcome(int mover) {
        int far = mover == 0 ? height - 1 : 0;
        for (int c = 0; c < width; c++) {
            if (cells[far * width + c] == mover) {
                return Outcome.win(mover, EndReason.GOAL_REACHED);
            }
        }
        if (count[side] == 0) {
            return Outcome.win(mover, EndReason.NO_PIECES);
        }
        if (plies >= limit) {
            return Outcome.draw(EndReason.MOVE_LIMIT);
        }
        if (!hasMove(side)) {
            return Outcome.win(side ^ 1, EndReason.NO_MOVES);
        }
        return Outcome.ONGOING;
    }

    @Override
    public void makeMove(long move) {
        int from = (int) ((move - 1) >>> 6);
        int to = (int) ((move - 1) & 63);
        int captured = cells[to];
        undoFrom[undoDepth] = from;
        undoTo[undoDepth] = to;
        undoCaptured[undoDepth] = captured;
        undoOutcome[undoDepth] = outcome;
        undoDepth++;
        if (captured >= 0) {
            count[captured]--;
            key ^= KEYS[to * 2 + captured];
        }
        cells[to] = side;
        cells[from] = -1;
        key ^= KEYS[from * 2 + side] ^ KEYS[to * 2 + side];
        key ^= KEYS[130 + plies] ^ KEYS[130 + plies + 1];
        plies++;
        side ^= 1;
        key ^= KEYS[128];
        outcome = computeOutcome(side ^ 1);
    }

    @Override
    public void unmakeMove() {
        undoDepth--;
        int from = undoFrom[undoDepth];
        side ^= 1;
        key ^= KEYS[128];
        outcome = undoOutcome[undoDepth];
        if (from < 0) {
            return;
        }
        int to = undoTo[undoDepth];
        int captured = undoCaptured[undoDepth];
        plies--;
        key ^= KEYS[130 + plies] ^ KEYS[130 + plies + 1];
        key ^= KEYS[from * 2 + side] ^ KEYS[to * 2 + side];
        cells[from] = side;
        cells[to] = captured;
        if (captured >= 0) {
            count[captured]++;
            key ^= KEYS[to * 2 + captured];
        }
    }

    @Override
    public void makeNullMove() {
        if (outcome.isOver()) {
            throw new IllegalStateException("game over");
        }
        undoFrom[undoDepth] = -1;
        undoOutcome[undoDepth] = outcome;
        undoDepth++;
        side ^= 1;
        key ^= KEYS[128];
        outcome = hasMove(side) ? Outcome.ONGOING : Outcome.win(side ^ 1, EndReason.NO_MOVES);
    }

    @Override
    public int undoDepth() {
        return undoDepth;
    }

    @Override
    public long key() {
        return key;
    }

    @Override
    public long computeKey() {
        long k = side == 1 ? KEYS[128] : 0;
        k ^= KEYS[130 + plies];
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] >= 0) {
                k ^= KEYS[i * 2 + cells[i]];
            }
        }
        return k;
    }

    @Override
    public boolean isOver() {
        return outcome.isOver();
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (int r = height - 1; r >= 0; r--) {
            for (int c = 0; c < width; c++) {
                int v = cells[r * width + c];
                sb.append(v == 0 ? 'a' : v == 1 ? 'b' : '.');
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append((char) ('a' + side)).append(' ').append(plies).toString();
    }

    @Override
    public long parseMove(String text) {
        for (long m : legalCodes()) {
            if (moveText(m).equals(text)) {
                return m;
            }
        }
        throw new io.abstractgames.core.NotationException("move text '" + text + "': not legal here");
    }

    private long[] legalCodes() {
        MoveList l = new MoveList();
        generateMoves(l);
        return l.toArray();
    }

    @Override
    public String moveText(long move) {
        int from = (int) ((move - 1) >>> 6);
        int to = (int) ((move - 1) & 63);
        return name(from) + (cells[to] >= 0 ? "x" : "-") + name(to);
    }

    private String name(int cell) {
        return "" + (char) ('a' + cell % width) + (cell / width + 1);
    }

    @Override
    public boolean isNoisy(long move) {
        int to = (int) ((move - 1) & 63);
        return cells[to] >= 0;
    }

    @Override
    public int orderingHint(long move) {
        int to = (int) ((move - 1) & 63);
        int row = to / width;
        int far = side == 0 ? height - 1 : 0;
        return (row == far ? 100_000 : 0) + (cells[to] >= 0 ? 1_000 : 0);
    }

    @Override
    public Position copy() {
        return parse(game, toText(), width, height, limit);
    }
}
