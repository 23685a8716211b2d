package io.abstractgames.bashni.internal;

import io.abstractgames.bashni.BashniGame;
import io.abstractgames.bashni.BashniMoves;
import io.abstractgames.columns.Columns;
import io.abstractgames.columns.DrawLimits;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.Squares;
import java.util.Arrays;

/**
 * A mutable Bashni position ({@code docs/rules/bashni.md}): 64 packed columns ({@link Columns}), four
 * bitboards of the tops (occupied, White-topped, Black-topped, king-topped), the side to move,
 * the quiet-ply and ply counters, the Zobrist key ({@link ZobristKeys}) and a primitive undo stack.
 *
 * <p>Player 0 is White, player 1 Black. Moves are codes of {@link BashniMoves}.
 */
public final class BashniPosition extends AbstractPosition {

    /** Plies after which the game is drawn. */
    public static final int MOVE_LIMIT = DrawLimits.MOVE_LIMIT;
    /** Quiet plies (no capture, no man-topped move) after which the game is drawn. */
    public static final int QUIET_LIMIT = DrawLimits.QUIET_LIMIT;

    // Undo frame layout: longs [key, mover column, 12 taken-from columns, move code (NONE for a null move)],
    // ints [from (-1 for a null move), to, quiet plies, taken count, 12 taken-from squares].
    private static final int MOVE_SLOT = 2 + BashniMoves.MAX_LANDINGS;
    private static final int LONGS = MOVE_SLOT + 1;
    private static final int INTS = 4 + BashniMoves.MAX_LANDINGS;

    final long[] columns = new long[64];
    long occupied;
    long white;
    long black;
    long kings;
    int side;
    int quiet;
    int plies;
    long key;

    private final MoveGenerator generator = new MoveGenerator(this);
    private final int[] landingScratch = new int[BashniMoves.MAX_LANDINGS];
    private Outcome outcome;
    private long[] undoLongs = new long[LONGS * 64];
    private int[] undoInts = new int[INTS * 64];
    private int undoDepth;

    /** An empty board, White to move, counters 0; filled by {@link PositionText}. */
    BashniPosition() {}

    /** Puts a column on a square, updating the bitboards and the key. */
    void set(int sq, long column) {
        key ^= ZobristKeys.column(sq, columns[sq]) ^ ZobristKeys.column(sq, column);
        put(sq, column);
    }

    /** Puts a column on a square, updating the bitboards only. */
    private void put(int sq, long column) {
        long bit = 1L << sq;
        columns[sq] = column;
        occupied &= ~bit;
        white &= ~bit;
        black &= ~bit;
        kings &= ~bit;
        if (column != 0) {
            occupied |= bit;
            if ((column & 1) == 0) {
                white |= bit;
            } else {
                black |= bit;
            }
            if ((column & 2) != 0) {
                kings |= bit;
            }
        }
    }

    /** A quiet move of a column to an empty square; {@code moved} may have its top crowned. */
    private void moveColumn(int from, int to, long column, long moved) {
        key ^= ZobristKeys.column(from, column) ^ ZobristKeys.column(to, moved);
        columns[from] = 0;
        columns[to] = moved;
        long both = (1L << from) | (1L << to);
        occupied ^= both;
        if ((column & 1) == 0) {
            white ^= both;
        } else {
            black ^= both;
        }
        kings = (kings & ~both) | ((moved >>> 1 & 1) << to);
    }

    /** Takes back {@link #moveColumn}: the column goes back from {@code to} to {@code from}. */
    private void unmoveColumn(int from, int to, long column) {
        columns[to] = 0;
        columns[from] = column;
        long both = (1L << from) | (1L << to);
        occupied ^= both;
        if ((column & 1) == 0) {
            white ^= both;
        } else {
            black ^= both;
        }
        kings = (kings & ~both) | ((column >>> 1 & 1) << from);
    }

    /** Sets the counters and side (text parsing), keeping the key in step. */
    void setState(int side, int quiet, int plies) {
        this.side = side;
        this.quiet = quiet;
        this.plies = plies;
        key = computeKey();
        outcome = null;
    }

    @Override
    public Game game() {
        return BashniGame.INSTANCE;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /**
     * The number of plies since the last capture or move of a man-topped column.
     *
     * @return 0..50
     */
    public int quietPlies() {
        return quiet;
    }

    /**
     * The number of plies played.
     *
     * @return 0..250
     */
    public int plies() {
        return plies;
    }

    /**
     * The column on a square, packed as described in the package's {@code Columns} layout.
     *
     * @param square 0..63
     * @return the packed column, 0 when the square is empty
     */
    public long column(int square) {
        return columns[square];
    }

    // ----- read-only views for evaluation (bitboards: bit i = square i, a1 = 0 ... h8 = 63) -----

    /**
     * The squares whose column is topped by a piece of a player (the columns that player owns).
     *
     * @param player 0 (White) or 1 (Black)
     * @return the bitboard
     */
    public long tops(int player) {
        return player == 0 ? white : black;
    }

    /**
     * The squares whose column has a king on top.
     *
     * @return the bitboard
     */
    public long kingTops() {
        return kings;
    }

    /**
     * The squares that hold a column.
     *
     * @return the bitboard
     */
    public long occupied() {
        return occupied;
    }

    /**
     * The height of the column on a square.
     *
     * @param square 0..63
     * @return the number of pieces, 0 for an empty square, at most 24
     */
    public int height(int square) {
        return Columns.height(columns[square]);
    }

    /**
     * The number of pieces of a colour in the column on a square, wherever they stand in it.
     *
     * @param square 0..63
     * @param colour 0 (White) or 1 (Black)
     * @return 0 to the column's height
     */
    public int pieceCount(int square, int colour) {
        return Columns.count(columns[square], colour);
    }

    /**
     * The number of kings of a colour in the column on a square, the top piece included.
     *
     * @param square 0..63
     * @param colour 0 (White) or 1 (Black)
     * @return 0 to the column's height
     */
    public int kingCount(int square, int colour) {
        return Columns.kings(columns[square], colour);
    }

    /**
     * The top run of the column on a square: how many pieces from the top down have the top
     * piece's colour. It is the number of captures of this column after which its other colour
     * leads it (the whole column when no piece of the other colour is in it).
     *
     * @param square 0..63, holding a column
     * @return 1 to the column's height
     */
    public int topRun(int square) {
        return Columns.topRun(columns[square]);
    }

    /**
     * The opponent-topped columns a player could jump right now as the first leg of a capture:
     * a man-topped column over a diagonally adjacent one onto the empty square beyond, a
     * king-topped column along a diagonal over the first occupied square onto the empty square
     * beyond. Non-empty exactly when the player, if it were to move, would have to capture.
     *
     * @param player 0 (White) or 1 (Black)
     * @return the bitboard of the columns under attack
     */
    public long captureTargets(int player) {
        return generator.targets(player);
    }

    /**
     * The number of quiet moves a player's columns have, counted as if no capture were
     * compulsory: one step forward per free square in front of a man-topped column, every
     * reachable empty square of a king-topped column.
     *
     * @param player 0 (White) or 1 (Black)
     * @return the count
     */
    public int quietMobility(int player) {
        return generator.quietMoves(player);
    }

    @Override
    public void generateMoves(MoveList moves) {
        moves.clear();
        if (plies < MOVE_LIMIT && quiet < QUIET_LIMIT) {
            generator.generate(side, moves);
        }
    }

    @Override
    public int countMoves(MoveList scratch) {
        if (plies >= MOVE_LIMIT || quiet >= QUIET_LIMIT) {
            return 0;
        }
        return generator.count(side, scratch);
    }

    @Override
    public void makeMove(long move) {
        int lb = undoDepth * LONGS;
        int ib = undoDepth * INTS;
        if (lb + LONGS > undoLongs.length) {
            undoLongs = Arrays.copyOf(undoLongs, undoLongs.length * 2);
            undoInts = Arrays.copyOf(undoInts, undoInts.length * 2);
        }
        long[] ul = undoLongs;
        int[] ui = undoInts;
        int from = BashniMoves.from(move);
        long mover = columns[from];
        assert mover != 0 && (mover & 1) == side : "no column of the side to move on " + Squares.name(from);
        ul[lb] = key;
        ul[lb + 1] = mover;
        ul[lb + MOVE_SLOT] = move;
        ui[ib] = from;
        ui[ib + 2] = quiet;
        long promotion = side == 0 ? Geometry.RANK_8 : Geometry.RANK_1;
        boolean man = (mover & 2) == 0;
        int to;
        int taken = 0;
        if (BashniMoves.isCapture(move)) {
            set(from, 0);
            int at = from;
            for (long legs = BashniMoves.legs(move); legs != 0; legs = BashniMoves.nextLegs(legs)) {
                int digit = BashniMoves.legDigit(legs);
                int dir = BashniMoves.legDirection(digit);
                int land = at + Geometry.DELTA[dir] * BashniMoves.legDistance(digit);
                int jumped = Geometry.nearest(dir, Geometry.RAY[dir * 64 + at] & occupied);
                long victim = columns[jumped];
                ui[ib + 4 + taken] = jumped;
                ul[lb + 2 + taken] = victim;
                taken++;
                mover = Columns.withBottom(mover, Columns.top(victim));
                set(jumped, Columns.withoutTop(victim));
                mover |= (promotion >>> land & 1) << 1;
                at = land;
            }
            to = at;
            set(to, mover);
        } else {
            to = BashniMoves.to(move);
            long moved = mover | (promotion >>> to & 1) << 1;
            moveColumn(from, to, mover, moved);
        }
        ui[ib + 1] = to;
        ui[ib + 3] = taken;
        int newQuiet = DrawLimits.nextQuiet(quiet, taken != 0, !man);
        key ^= ZobristKeys.SIDE ^ ZobristKeys.QUIET[quiet] ^ ZobristKeys.QUIET[newQuiet] ^ ZobristKeys.PLIES[plies] ^ ZobristKeys.PLIES[plies + 1];
        quiet = newQuiet;
        plies++;
        side ^= 1;
        undoDepth++;
        outcome = null;
    }

    @Override
    public void unmakeMove() {
        if (undoDepth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        undoDepth--;
        int lb = undoDepth * LONGS;
        int ib = undoDepth * INTS;
        long[] ul = undoLongs;
        int[] ui = undoInts;
        side ^= 1;
        key = ul[lb];
        outcome = null;
        int from = ui[ib];
        if (from < 0) {
            return;
        }
        int taken = ui[ib + 3];
        if (taken == 0) {
            unmoveColumn(from, ui[ib + 1], ul[lb + 1]);
        } else {
            put(ui[ib + 1], 0);
            for (int i = taken - 1; i >= 0; i--) {
                put(ui[ib + 4 + i], ul[lb + 2 + i]);
            }
            put(from, ul[lb + 1]);
        }
        quiet = ui[ib + 2];
        plies--;
    }

    @Override
    public void makeNullMove() {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        int lb = undoDepth * LONGS;
        if (lb + LONGS > undoLongs.length) {
            undoLongs = Arrays.copyOf(undoLongs, undoLongs.length * 2);
            undoInts = Arrays.copyOf(undoInts, undoInts.length * 2);
        }
        undoLongs[lb] = key;
        undoLongs[lb + MOVE_SLOT] = Moves.NONE;
        undoInts[undoDepth * INTS] = -1;
        undoDepth++;
        side ^= 1;
        key ^= ZobristKeys.SIDE;
        outcome = null;
    }

    @Override
    public long moveAt(int index) {
        java.util.Objects.checkIndex(index, undoDepth);
        return undoLongs[index * LONGS + MOVE_SLOT];
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
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            k ^= ZobristKeys.column(sq, columns[sq]);
        }
        if (side == 1) {
            k ^= ZobristKeys.SIDE;
        }
        return k ^ ZobristKeys.QUIET[quiet] ^ ZobristKeys.PLIES[plies];
    }

    @Override
    public boolean isOver() {
        return outcome().isOver();
    }

    @Override
    public Outcome outcome() {
        Outcome o = outcome;
        if (o == null) {
            o = DrawLimits.outcome(generator.hasMove(side), side, quiet, plies);
            outcome = o;
        }
        return o;
    }

    /** {@inheritDoc} The plies left to the {@value #MOVE_LIMIT}-ply limit. */
    @Override
    public int remainingPlyBound() {
        return isOver() ? 0 : MOVE_LIMIT - plies;
    }

    @Override
    public String toText() {
        return PositionText.format(this);
    }

    @Override
    public long parseMove(String text) {
        return MoveText.parse(this, text);
    }

    @Override
    public String moveText(long move) {
        return MoveText.format(move, landingScratch);
    }

    /** Captures are noisy. */
    @Override
    public boolean isNoisy(long move) {
        return BashniMoves.isCapture(move);
    }

    /**
     * Captures first, by the number of pieces taken (10,000 each), then promotions (5,000);
     * 0 for other moves.
     */
    @Override
    public int orderingHint(long move) {
        int hint = 0;
        int n = BashniMoves.landings(move, landingScratch);
        if (BashniMoves.isCapture(move)) {
            hint += 10_000 * n;
        }
        if ((columns[BashniMoves.from(move)] & 2) == 0) {
            long promotion = side == 0 ? Geometry.RANK_8 : Geometry.RANK_1;
            for (int i = 0; i < n; i++) {
                if ((promotion >>> landingScratch[i] & 1) != 0) {
                    hint += 5_000;
                    break;
                }
            }
        }
        return hint;
    }

    @Override
    public BashniPosition copy() {
        BashniPosition c = new BashniPosition();
        System.arraycopy(columns, 0, c.columns, 0, 64);
        c.occupied = occupied;
        c.white = white;
        c.black = black;
        c.kings = kings;
        c.side = side;
        c.quiet = quiet;
        c.plies = plies;
        c.key = key;
        return c;
    }

    @Override
    public String toString() {
        return toText();
    }

    /** For {@link MoveText}: throws when the game is over. */
    void checkRunning(String text) {
        if (isOver()) {
            throw new NotationException("move text '" + text + "': the game is over, " + outcome().describe(game()));
        }
    }
}
