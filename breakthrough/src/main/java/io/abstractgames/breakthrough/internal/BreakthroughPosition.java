package io.abstractgames.breakthrough.internal;

import static io.abstractgames.breakthrough.internal.Bitboards.RANK_1;
import static io.abstractgames.breakthrough.internal.Bitboards.RANK_8;
import static io.abstractgames.breakthrough.internal.Bitboards.blackLeft;
import static io.abstractgames.breakthrough.internal.Bitboards.blackRight;
import static io.abstractgames.breakthrough.internal.Bitboards.blackStraight;
import static io.abstractgames.breakthrough.internal.Bitboards.whiteLeft;
import static io.abstractgames.breakthrough.internal.Bitboards.whiteRight;
import static io.abstractgames.breakthrough.internal.Bitboards.whiteStraight;

import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.breakthrough.BreakthroughMoves;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.Position;
import java.util.Arrays;

/**
 * A Breakthrough position on bitboards: one {@code long} per side, the side to move, the
 * incrementally updated Zobrist key and an undo stack.
 *
 * <p>Moves are codes as {@link BreakthroughMoves} lays them out. Generation works on whole
 * bitboards: each of the three step directions (straight, diagonal to either side) is one shift
 * and one mask, and {@link #countMoves(MoveList)} is three popcounts.
 *
 * <p>The outcome is a function of the board and the side to move, so nothing about it is stored:
 * only the side that just moved can stand on its far rank (the game ends the moment it gets
 * there), and the other two win conditions are about the side to move.
 *
 * <p>The undo stack holds, per move made, its code and the key before it (a null move is the code
 * {@link Moves#NONE}); its arrays double when a line goes deeper than any before, and never
 * otherwise. Not thread-safe; use {@link #copy()}.
 */
public final class BreakthroughPosition extends AbstractPosition {

    private static final int WHITE = BreakthroughGame.WHITE;
    private static final int BLACK = BreakthroughGame.BLACK;
    private static final long[] KEYS = ZobristKeys.PIECE;
    private static final int INITIAL_UNDO_CAPACITY = 64;

    private long white;
    private long black;
    private int sideToMove;
    private long key;

    private long[] undoMoves = new long[INITIAL_UNDO_CAPACITY];
    private long[] undoKeys = new long[INITIAL_UNDO_CAPACITY];
    private int undoDepth;

    BreakthroughPosition(long white, long black, int sideToMove) {
        this.white = white;
        this.black = black;
        this.sideToMove = sideToMove;
        this.key = ZobristKeys.of(white, black, sideToMove);
    }

    /**
     * A new start position: White on ranks 1-2, Black on ranks 7-8, White to move.
     *
     * @return a fresh position
     */
    public static BreakthroughPosition start() {
        return new BreakthroughPosition(0xFFFFL, 0xFFFFL << 48, WHITE);
    }

    /**
     * The bitboard of a side's pieces.
     *
     * @param player {@link BreakthroughGame#WHITE} or {@link BreakthroughGame#BLACK}
     * @return bit {@code i} set when square {@code i} holds a piece of that side
     */
    public long pieces(int player) {
        return player == WHITE ? white : black;
    }

    @Override
    public Game game() {
        return BreakthroughGame.INSTANCE;
    }

    @Override
    public int sideToMove() {
        return sideToMove;
    }

    /** {@inheritDoc} Order: straight steps, then steps to file - 1, then to file + 1, each by ascending to-square. */
    @Override
    public void generateMoves(MoveList moves) {
        moves.clear();
        long w = white;
        long b = black;
        if (((w & RANK_8) | (b & RANK_1)) != 0) {
            return;
        }
        long empty = ~(w | b);
        if (sideToMove == WHITE) {
            add(moves, whiteStraight(w, empty), -8, 0L);
            add(moves, whiteLeft(w), -7, b);
            add(moves, whiteRight(w), -9, b);
        } else {
            add(moves, blackStraight(b, empty), 8, 0L);
            add(moves, blackLeft(b), 9, w);
            add(moves, blackRight(b), 7, w);
        }
    }

    /** Adds a move per target; from = to + {@code delta}; capture flag where {@code enemy} has a piece. */
    private static void add(MoveList moves, long targets, int delta, long enemy) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves.add(BreakthroughMoves.encode(to + delta, to, ((enemy >>> to) & 1L) != 0));
        }
    }

    /** {@inheritDoc} Three popcounts of the target sets that {@link #generateMoves} walks. */
    @Override
    public int countMoves(MoveList scratch) {
        long w = white;
        long b = black;
        if (((w & RANK_8) | (b & RANK_1)) != 0) {
            return 0;
        }
        long empty = ~(w | b);
        if (sideToMove == WHITE) {
            return Long.bitCount(whiteStraight(w, empty)) + Long.bitCount(whiteLeft(w)) + Long.bitCount(whiteRight(w));
        }
        return Long.bitCount(blackStraight(b, empty)) + Long.bitCount(blackLeft(b)) + Long.bitCount(blackRight(b));
    }

    @Override
    public void makeMove(long move) {
        int from = BreakthroughMoves.from(move);
        int to = BreakthroughMoves.to(move);
        assert isPlausible(move) : "move " + move + " (" + moveText(move) + ") in " + toText();
        push(move);
        long fromTo = (1L << from) | (1L << to);
        if (sideToMove == WHITE) {
            long captured = black & (1L << to);
            white ^= fromTo;
            black ^= captured;
            key ^= KEYS[from] ^ KEYS[to] ^ (KEYS[64 + to] & -(captured >>> to)) ^ ZobristKeys.BLACK_TO_MOVE;
            sideToMove = BLACK;
        } else {
            long captured = white & (1L << to);
            black ^= fromTo;
            white ^= captured;
            key ^= KEYS[64 + from] ^ KEYS[64 + to] ^ (KEYS[to] & -(captured >>> to)) ^ ZobristKeys.BLACK_TO_MOVE;
            sideToMove = WHITE;
        }
    }

    @Override
    public void unmakeMove() {
        int d = undoDepth - 1;
        if (d < 0) {
            throw new IllegalStateException("no move to take back");
        }
        long move = undoMoves[d];
        key = undoKeys[d];
        undoDepth = d;
        sideToMove ^= 1;
        if (move == Moves.NONE) {
            return;
        }
        int from = BreakthroughMoves.from(move);
        int to = BreakthroughMoves.to(move);
        long fromTo = (1L << from) | (1L << to);
        long captured = BreakthroughMoves.isCapture(move) ? 1L << to : 0L;
        if (sideToMove == WHITE) {
            white ^= fromTo;
            black |= captured;
        } else {
            black ^= fromTo;
            white |= captured;
        }
    }

    @Override
    public void makeNullMove() {
        if (isOver()) {
            throw new IllegalStateException("the game is over: " + outcome().describe(game()));
        }
        push(Moves.NONE);
        key ^= ZobristKeys.BLACK_TO_MOVE;
        sideToMove ^= 1;
    }

    private void push(long move) {
        int d = undoDepth;
        if (d == undoMoves.length) {
            undoMoves = Arrays.copyOf(undoMoves, 2 * d);
            undoKeys = Arrays.copyOf(undoKeys, 2 * d);
        }
        undoMoves[d] = move;
        undoKeys[d] = key;
        undoDepth = d + 1;
    }

    /** Cheap consistency check for {@code assert}: own piece on from, no own piece on to, one step forward, flag matches. */
    private boolean isPlausible(long move) {
        int from = BreakthroughMoves.from(move);
        int to = BreakthroughMoves.to(move);
        long own = pieces(sideToMove);
        long enemy = pieces(sideToMove ^ 1);
        int forward = sideToMove == WHITE ? 8 : -8;
        int step = to - from - forward;
        return move == BreakthroughMoves.encode(from, to, BreakthroughMoves.isCapture(move))
                && ((own >>> from) & 1) == 1
                && ((own >>> to) & 1) == 0
                && (step == 0 || step == -1 || step == 1)
                && Math.abs((to & 7) - (from & 7)) <= 1
                && (step != 0 || ((enemy >>> to) & 1) == 0)
                && BreakthroughMoves.isCapture(move) == (((enemy >>> to) & 1) == 1);
    }

    @Override
    public long moveAt(int index) {
        java.util.Objects.checkIndex(index, undoDepth);
        return undoMoves[index];
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
        return ZobristKeys.of(white, black, sideToMove);
    }

    @Override
    public boolean isOver() {
        return outcome() != Outcome.ONGOING;
    }

    /**
     * {@inheritDoc} With X the side that just moved: X's piece on X's far rank gives
     * {@link EndReason#GOAL_REACHED}; else the side to move without a piece gives
     * {@link EndReason#NO_PIECES}; else the side to move without a legal move gives
     * {@link EndReason#NO_MOVES}; each a win for X.
     */
    @Override
    public Outcome outcome() {
        int mover = sideToMove ^ 1;
        if ((pieces(mover) & Bitboards.farRank(mover)) != 0) {
            return Outcome.win(mover, EndReason.GOAL_REACHED);
        }
        if (pieces(sideToMove) == 0) {
            return Outcome.win(mover, EndReason.NO_PIECES);
        }
        if (!hasMove()) {
            return Outcome.win(mover, EndReason.NO_MOVES);
        }
        return Outcome.ONGOING;
    }

    /**
     * {@inheritDoc} The ranks every piece still has to go to its far rank, summed over both sides:
     * every ply takes one piece one rank forward.
     */
    @Override
    public int remainingPlyBound() {
        if (isOver()) {
            return 0;
        }
        int ranks = 0;
        for (long b = white; b != 0; b &= b - 1) {
            ranks += 7 - (Long.numberOfTrailingZeros(b) >>> 3);
        }
        for (long b = black; b != 0; b &= b - 1) {
            ranks += Long.numberOfTrailingZeros(b) >>> 3;
        }
        return ranks;
    }

    /** Whether the side to move has a legal step, ignoring whether the game already ended. */
    private boolean hasMove() {
        long w = white;
        long b = black;
        long empty = ~(w | b);
        if (sideToMove == WHITE) {
            return (whiteStraight(w, empty) | whiteLeft(w) | whiteRight(w)) != 0;
        }
        return (blackStraight(b, empty) | blackLeft(b) | blackRight(b)) != 0;
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
        return MoveText.format(move);
    }

    /** {@inheritDoc} In Breakthrough: the captures. */
    @Override
    public boolean isNoisy(long move) {
        return BreakthroughMoves.isCapture(move);
    }

    /**
     * {@inheritDoc} A move onto the far rank (a win) scores 900,000; a capture 100,000 plus 1,000 per
     * rank the captured piece had advanced; every move adds 10 per rank of advance of its to-square
     * (from 10 to 70).
     */
    @Override
    public int orderingHint(long move) {
        int toRank = BreakthroughMoves.to(move) >>> 3;
        int advance = sideToMove == WHITE ? toRank : 7 - toRank;
        int hint = 10 * advance;
        if (advance == 7) {
            hint += 900_000;
        }
        if (BreakthroughMoves.isCapture(move)) {
            hint += 100_000 + 1_000 * (7 - advance);
        }
        return hint;
    }

    @Override
    public BreakthroughPosition copy() {
        return new BreakthroughPosition(white, black, sideToMove);
    }

    @Override
    public String toString() {
        return toText();
    }
}
