package io.abstractgames.lasca.internal;

import io.abstractgames.columns.Columns;
import io.abstractgames.columns.DrawLimits;
import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.lasca.LascaGame;
import io.abstractgames.lasca.LascaMoves;
import java.util.Arrays;

/**
 * A mutable Lasca position ({@code docs/rules/lasca.md}): 49 packed columns ({@link Columns}; the
 * 24 unused squares stay 0), four bitboards of the tops (occupied, White-topped, Black-topped,
 * officer-topped), the side to move, the quiet-ply and ply counters, the Zobrist key
 * ({@link ZobristKeys}) and a primitive undo stack holding the moving column and every column
 * jumped, so that unmaking a move writes them back.
 *
 * <p>Player 0 is White, player 1 Black. Moves are codes of {@link LascaMoves}.
 */
public final class LascaPosition extends AbstractPosition {

    /** Plies after which the game is drawn. */
    public static final int MOVE_LIMIT = DrawLimits.MOVE_LIMIT;
    /** Quiet plies (not a capture, officer-topped mover) after which the game is drawn. */
    public static final int QUIET_LIMIT = DrawLimits.QUIET_LIMIT;

    // Undo frame layout: longs [key, mover column, 11 jumped columns, move code (NONE for a null move)],
    // ints [from (-1 for a null move), to, quiet plies, taken count].
    private static final int MOVE_SLOT = 2 + LascaMoves.MAX_LANDINGS;
    private static final int LONGS = MOVE_SLOT + 1;
    private static final int INTS = 4;

    final long[] columns = new long[Geometry.SQUARES];
    long occupied;
    long white;
    long black;
    long officers;
    int side;
    int quiet;
    int plies;
    long key;

    private final MoveGenerator generator = new MoveGenerator(this);
    private final int[] landingScratch = new int[LascaMoves.MAX_LANDINGS];
    private Outcome outcome;
    private long[] undoLongs = new long[LONGS * 64];
    private int[] undoInts = new int[INTS * 64];
    private int undoDepth;

    /** An empty board, White to move, counters 0; filled by {@link PositionText}. */
    LascaPosition() {}

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
        officers &= ~bit;
        if (column != 0) {
            occupied |= bit;
            if ((column & 1) == 0) {
                white |= bit;
            } else {
                black |= bit;
            }
            officers |= (column >>> 1 & 1) << sq;
        }
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
        return LascaGame.INSTANCE;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /**
     * The number of quiet plies in a row ({@code docs/rules/lasca.md}, "End of the game").
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

    // ----- read-only views for evaluation (bitboards: bit i = square i, a1 = 0 ... g7 = 48) -----

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
     * The squares whose column has an officer on top.
     *
     * @return the bitboard
     */
    public long officerTops() {
        return officers;
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
     * @param square 0..48
     * @return the number of pieces, 0 for an empty square, at most 22
     */
    public int height(int square) {
        return Columns.height(columns[square]);
    }

    /**
     * The number of pieces of a colour in the column on a square, wherever they stand in it.
     *
     * @param square 0..48
     * @param colour 0 (White) or 1 (Black)
     * @return 0 to the column's height
     */
    public int pieceCount(int square, int colour) {
        return Columns.count(columns[square], colour);
    }

    /**
     * The number of officers of a colour in the column on a square, the top piece included.
     *
     * @param square 0..48
     * @param colour 0 (White) or 1 (Black)
     * @return 0 to the column's height
     */
    public int officerCount(int square, int colour) {
        return Columns.kings(columns[square], colour);
    }

    /**
     * The top run of the column on a square: how many pieces from the top down have the top
     * piece's colour, the number of captures of this column after which the other colour leads it.
     *
     * @param square 0..48, holding a column
     * @return 1 to the column's height
     */
    public int topRun(int square) {
        return Columns.topRun(columns[square]);
    }

    /**
     * The opponent-topped columns a player could jump right now as the first leg of a capture.
     * Non-empty exactly when the player, if it were to move, would have to capture.
     *
     * @param player 0 (White) or 1 (Black)
     * @return the bitboard of the columns under attack
     */
    public long captureTargets(int player) {
        return generator.targets(player);
    }

    /**
     * The number of quiet steps a player's columns have, counted as if no capture were compulsory.
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
        if (!DrawLimits.reached(quiet, plies)) {
            generator.generate(side, moves);
        }
    }

    @Override
    public int countMoves(MoveList scratch) {
        if (DrawLimits.reached(quiet, plies)) {
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
        int from = LascaMoves.from(move);
        long mover = columns[from];
        assert mover != 0 && (mover & 1) == side : "no column of the side to move on " + Geometry.name(from);
        ul[lb] = key;
        ul[lb + 1] = mover;
        ul[lb + MOVE_SLOT] = move;
        ui[ib] = from;
        ui[ib + 2] = quiet;
        boolean officer = (mover & 2) != 0;
        int legs = LascaMoves.landingCount(move);
        int to = from;
        int taken = 0;
        set(from, 0);
        if (LascaMoves.isCapture(move)) {
            for (int i = 0; i < legs; i++) {
                int delta = Geometry.DELTA[LascaMoves.direction(move, i)];
                int jumped = to + delta;
                long victim = columns[jumped];
                ul[lb + 2 + i] = victim;
                mover = Columns.withBottom(mover, Columns.top(victim));
                set(jumped, Columns.withoutTop(victim));
                to = jumped + delta;
            }
            taken = legs;
        } else {
            to += Geometry.DELTA[LascaMoves.direction(move, 0)];
        }
        if (!officer && ((side == 0 ? Geometry.RANK_7 : Geometry.RANK_1) >>> to & 1) != 0) {
            mover = Columns.crowned(mover);
        }
        set(to, mover);
        ui[ib + 1] = to;
        ui[ib + 3] = taken;
        int newQuiet = DrawLimits.nextQuiet(quiet, taken != 0, officer);
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
        long move = ul[lb + MOVE_SLOT];
        put(ui[ib + 1], 0);
        int taken = ui[ib + 3];
        int at = from;
        for (int i = 0; i < taken; i++) {
            int delta = Geometry.DELTA[LascaMoves.direction(move, i)];
            put(at + delta, ul[lb + 2 + i]);
            at += 2 * delta;
        }
        put(from, ul[lb + 1]);
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
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
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
        return LascaMoves.isCapture(move);
    }

    /**
     * Captures first, by the number of pieces taken (10,000 each), then promotions (5,000); 0 for
     * other moves.
     */
    @Override
    public int orderingHint(long move) {
        int hint = 0;
        if (LascaMoves.isCapture(move)) {
            hint += 10_000 * LascaMoves.landingCount(move);
        }
        if ((columns[LascaMoves.from(move)] & 2) == 0) {
            long farRank = side == 0 ? Geometry.RANK_7 : Geometry.RANK_1;
            if ((farRank >>> LascaMoves.to(move) & 1) != 0) {
                hint += 5_000;
            }
        }
        return hint;
    }

    @Override
    public LascaPosition copy() {
        LascaPosition c = new LascaPosition();
        System.arraycopy(columns, 0, c.columns, 0, Geometry.SQUARES);
        c.occupied = occupied;
        c.white = white;
        c.black = black;
        c.officers = officers;
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
