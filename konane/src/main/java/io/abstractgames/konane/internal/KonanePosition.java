package io.abstractgames.konane.internal;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.Position;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.KonaneMoves;
import java.util.Arrays;

/**
 * A Kōnane position on bitboards: the stones of the side to move and of the other side as two
 * {@code long}s (bit = square, {@code a1} = 0; the two change places on every move, so neither
 * generation nor make/unmake branches on the colour), the side to move, the incremental Zobrist key
 * and a primitive undo stack (move codes and the keys before them).
 *
 * <p>The phase follows from the number of stones ({@code docs/rules/konane.md}, "Position text"): 64 is
 * Black's removal, 63 White's removal, fewer the jumping phase. The removal phase belongs to one
 * side; if the other side is to move there (only after a null move), it has no legal move and the
 * game is over, as for any player without a move at the start of its turn.
 */
public final class KonanePosition extends AbstractPosition {

    private static final int INITIAL_UNDO_CAPACITY = 128;
    private static final Outcome BLACK_WINS = Outcome.win(KonaneGame.BLACK, EndReason.NO_MOVES);
    private static final Outcome WHITE_WINS = Outcome.win(KonaneGame.WHITE, EndReason.NO_MOVES);

    /** The stones of the side to move. */
    private long own;
    /** The stones of the other side. */
    private long other;
    private int side;
    private long key;

    private long[] undoMoves = new long[INITIAL_UNDO_CAPACITY];
    private long[] undoKeys = new long[INITIAL_UNDO_CAPACITY];
    private int undoDepth;

    /**
     * Creates a position. The caller has checked the stones against the rules (see
     * {@link PositionText}).
     *
     * @param black Black's stones, on dark squares
     * @param white White's stones, on light squares, disjoint from {@code black}
     * @param side the side to move, {@link KonaneGame#BLACK} or {@link KonaneGame#WHITE}
     */
    public KonanePosition(long black, long white, int side) {
        assert (black & white) == 0 && (black & Bitboards.LIGHT) == 0 && (white & Bitboards.DARK) == 0;
        assert side == KonaneGame.BLACK || side == KonaneGame.WHITE;
        this.own = side == KonaneGame.BLACK ? black : white;
        this.other = side == KonaneGame.BLACK ? white : black;
        this.side = side;
        this.key = computeKey();
    }

    /**
     * The start position: the full board, Black to remove.
     *
     * @return a fresh position
     */
    public static KonanePosition start() {
        return new KonanePosition(Bitboards.DARK, Bitboards.LIGHT, KonaneGame.BLACK);
    }

    /**
     * Black's stones.
     *
     * @return a bitboard, bit {@code i} for square {@code i}
     */
    public long blackStones() {
        return side == KonaneGame.BLACK ? own : other;
    }

    /**
     * White's stones.
     *
     * @return a bitboard, bit {@code i} for square {@code i}
     */
    public long whiteStones() {
        return side == KonaneGame.BLACK ? other : own;
    }

    @Override
    public Game game() {
        return KonaneGame.INSTANCE;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public void generateMoves(MoveList moves) {
        moves.clear();
        MoveGenerator.generate(own, other, side, moves);
    }

    @Override
    public int countMoves(MoveList scratch) {
        return MoveGenerator.count(own, other, side);
    }

    @Override
    public void makeMove(long move) {
        assert isPlausible(move) : "not a move of this position: " + move + " in " + toText();
        push(move);
        long mover;
        if (KonaneMoves.isRemoval(move)) {
            int square = KonaneMoves.from(move);
            mover = own ^ 1L << square;
            own = other;
            key ^= ZobristKeys.stone(side, square) ^ ZobristKeys.WHITE_TO_MOVE;
        } else {
            mover = own ^ (1L << KonaneMoves.from(move) | 1L << KonaneMoves.to(move));
            own = other ^ Bitboards.jumped(move);
            key ^= ZobristKeys.jump(side, move);
        }
        other = mover;
        side ^= 1;
    }

    @Override
    public void unmakeMove() {
        if (undoDepth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        undoDepth--;
        long move = undoMoves[undoDepth];
        key = undoKeys[undoDepth];
        side ^= 1;
        long mover = other;
        if (move == Moves.NONE) {
            other = own;
        } else if (KonaneMoves.isRemoval(move)) {
            other = own;
            mover |= 1L << KonaneMoves.from(move);
        } else {
            other = own ^ Bitboards.jumped(move);
            mover ^= 1L << KonaneMoves.from(move) | 1L << KonaneMoves.to(move);
        }
        own = mover;
        assert key == computeKey() : "key out of step after unmake";
    }

    /**
     * {@inheritDoc}
     *
     * <p>In the removal phase the turn belongs to the side the stone count names; after a null move
     * there the side to move has no legal move, so the game counts as over (searchers should not
     * try null moves in the opening).
     */
    @Override
    public void makeNullMove() {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        push(Moves.NONE);
        key ^= ZobristKeys.WHITE_TO_MOVE;
        side ^= 1;
        long mover = own;
        own = other;
        other = mover;
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
        long k = ZobristKeys.stones(side, own) ^ ZobristKeys.stones(side ^ 1, other);
        return side == KonaneGame.WHITE ? k ^ ZobristKeys.WHITE_TO_MOVE : k;
    }

    @Override
    public boolean isOver() {
        return !MoveGenerator.any(own, other, side);
    }

    @Override
    public Outcome outcome() {
        if (!isOver()) {
            return Outcome.ONGOING;
        }
        return side == KonaneGame.BLACK ? WHITE_WINS : BLACK_WINS;
    }

    /** {@inheritDoc} The stones on the board: every ply, removal or jump, takes at least one. */
    @Override
    public int remainingPlyBound() {
        return isOver() ? 0 : Long.bitCount(own | other);
    }

    @Override
    public String toText() {
        return PositionText.format(blackStones(), whiteStones(), side);
    }

    @Override
    public long parseMove(String text) {
        return MoveText.parse(this, text);
    }

    @Override
    public String moveText(long move) {
        return KonaneMoves.text(move);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Kōnane has no quiet moves (every jump captures) and no quiescence: always {@code false}.
     */
    @Override
    public boolean isNoisy(long move) {
        return false;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Longer jumps first: 100 per stone jumped; removals 0.
     */
    @Override
    public int orderingHint(long move) {
        return 100 * KonaneMoves.stonesJumped(move);
    }

    @Override
    public KonanePosition copy() {
        return new KonanePosition(blackStones(), whiteStones(), side);
    }

    @Override
    public String toString() {
        return toText();
    }

    private void push(long move) {
        if (undoDepth == undoMoves.length) {
            undoMoves = Arrays.copyOf(undoMoves, undoDepth * 2);
            undoKeys = Arrays.copyOf(undoKeys, undoDepth * 2);
        }
        undoMoves[undoDepth] = move;
        undoKeys[undoDepth] = key;
        undoDepth++;
    }

    /** A cheap consistency check of a move code against the board, for assertions. */
    private boolean isPlausible(long move) {
        int stones = Long.bitCount(own | other);
        int from = KonaneMoves.from(move);
        if (KonaneMoves.isRemoval(move)) {
            return move == KonaneMoves.removalCode(from) && stones >= 63 && (own & 1L << from) != 0;
        }
        long jumped = Bitboards.jumped(move);
        return stones <= 62 && (own & 1L << from) != 0 && ((own | other) & 1L << KonaneMoves.to(move)) == 0
                && jumped != 0 && (jumped & ~other) == 0 && Long.bitCount(jumped) == KonaneMoves.stonesJumped(move)
                && move >>> 14 == 0;
    }
}
