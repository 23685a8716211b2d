package io.abstractgames.diamond.internal;

import static io.abstractgames.diamond.internal.Tables.TARGET_APEX;
import static io.abstractgames.diamond.internal.Tables.TARGET_DISTANCE;
import static io.abstractgames.diamond.internal.Tables.TARGET_HI;
import static io.abstractgames.diamond.internal.Tables.TARGET_LO;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.diamond.DiamondMoves;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A mutable Diamond game position with make/unmake ({@code docs/rules/diamond.md}); the engine.
 *
 * <h2>State</h2>
 * Bitboards of two {@code long}s (points 0..63 in the low word, 64..120 in the high word) per
 * player, for all its pieces; per {@linkplain JumpClasses jump class} one {@code long} of the men
 * of every colour (what a man can jump over); each king's point (the piece code of a point,
 * {@link #EMPTY}, {@link #MAN} + colour or {@link #KING} + colour, follows from these), the side to move, the turns played (passes
 * included) and the passes in a row, and the outcome, which is decided when a move is made.
 *
 * <h2>Move generation</h2>
 * By the {@link MoveGenerator}; moves are listed by from-point, then to-point, ascending, and the
 * pass when there is no other move. Move text is read and written by {@link MoveText}, moves are
 * coded by {@link DiamondMoves}.
 *
 * <p>Not thread-safe; {@link #copy()} gives an independent position. Not part of the public API
 * beyond the {@link Position} interface and the documented accessors.
 */
public final class DiamondPosition extends AbstractPosition {

    /** The code of an empty point. */
    public static final int EMPTY = 0;
    /** The code of a man is {@code MAN + colour}: 1 (Red), 2 (Yellow), 3 (Green). */
    public static final int MAN = 1;
    /** The code of a king is {@code KING + colour}: 4 (Red), 5 (Yellow), 6 (Green). */
    public static final int KING = 4;

    private static final int ONGOING = 0;
    private static final int WIN = 1; // WIN + player
    private static final int ALL_PASSED = 4;
    private static final int MOVE_LIMIT = 5;
    private static final Outcome[] OUTCOMES = {
        Outcome.ONGOING,
        Outcome.win(0, EndReason.GOAL_REACHED),
        Outcome.win(1, EndReason.GOAL_REACHED),
        Outcome.win(2, EndReason.GOAL_REACHED),
        Outcome.draw(EndReason.ALL_PASSED),
        Outcome.draw(EndReason.MOVE_LIMIT),
    };

    private static final long NULL_MOVE = 0L;

    private final DiamondGame game;
    final int players;
    private final int limit;

    final long[] piecesLo = new long[3];
    final long[] piecesHi = new long[3];
    final int[] kingAt = new int[3];
    /** Per {@linkplain JumpClasses jump class}: the men (pieces other than kings) of every colour. */
    final long[] classMen = new long[JumpClasses.CLASSES];
    private int side;
    private int turns;
    private int passes;
    private int status;
    private long key;

    // Undo stack, two entries per ply: the key, then the move (NULL_MOVE for a null move) in the
    // low 32 bits with passes | status << 8 above.
    private long[] undo = new long[128];
    private int depth;

    private final MoveGenerator generator = new MoveGenerator(this);

    /**
     * Creates a position from a validated board (used by the text parser).
     *
     * @param game the game
     * @param codes 121 piece codes
     * @param side the side to move
     * @param turns the turns played
     * @param passes the passes in a row
     */
    DiamondPosition(DiamondGame game, int[] codes, int side, int turns, int passes) {
        this.game = game;
        this.players = game.playerCount();
        this.limit = game.turnLimit();
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int code = codes[p];
            if (code != EMPTY) {
                int colour = colourOf(code);
                if (p < 64) {
                    piecesLo[colour] |= 1L << p;
                } else {
                    piecesHi[colour] |= 1L << p;
                }
                if (code >= KING) {
                    kingAt[colour] = p;
                }
            }
        }
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            if (codes[p] != EMPTY) {
                if (codes[p] < KING) {
                    classMen[JumpClasses.CLASS[p]] |= JumpClasses.BIT[p];
                }
            }
        }
        this.side = side;
        this.turns = turns;
        this.passes = passes;
        this.status = computeStatus();
        this.key = computeKey();
    }

    private DiamondPosition(DiamondPosition other) {
        this.game = other.game;
        this.players = other.players;
        this.limit = other.limit;
        System.arraycopy(other.classMen, 0, classMen, 0, JumpClasses.CLASSES);
        System.arraycopy(other.piecesLo, 0, piecesLo, 0, 3);
        System.arraycopy(other.piecesHi, 0, piecesHi, 0, 3);
        System.arraycopy(other.kingAt, 0, kingAt, 0, 3);
        this.side = other.side;
        this.turns = other.turns;
        this.passes = other.passes;
        this.status = other.status;
        this.key = other.key;
    }

    /** The occupied points 0..63. */
    long occLo() {
        return piecesLo[0] | piecesLo[1] | piecesLo[2];
    }

    /** The occupied points 64..120, bit {@code p - 64} for point {@code p}. */
    long occHi() {
        return piecesHi[0] | piecesHi[1] | piecesHi[2];
    }

    private static int colourOf(int code) {
        return code >= KING ? code - KING : code - MAN;
    }

    // ----- accessors -----

    @Override
    public DiamondGame game() {
        return game;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /**
     * The turns played so far, passes included ({@code TURNS} of the position text).
     *
     * @return 0 to the game's turn limit
     */
    public int turns() {
        return turns;
    }

    /**
     * The passes in a row just before this position ({@code PASSES} of the position text).
     *
     * @return 0 to the number of players
     */
    public int passes() {
        return passes;
    }

    /**
     * The colour of the piece on a point.
     *
     * @param point 0..120
     * @return the colour 0..2, or -1 when the point is empty
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public int colourAt(int point) {
        checkPoint(point);
        int code = codeAt(point);
        return code == EMPTY ? -1 : colourOf(code);
    }

    /**
     * Whether a king stands on a point.
     *
     * @param point 0..120
     * @return {@code true} for a king of any colour
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public boolean isKingAt(int point) {
        checkPoint(point);
        return codeAt(point) >= KING;
    }

    /**
     * The point of a player's king.
     *
     * @param player 0 to {@code game().playerCount() - 1}
     * @return 0..120
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    public int kingPoint(int player) {
        checkPlayer(player);
        return kingAt[player];
    }

    /**
     * The points of a player's 15 pieces, king included.
     *
     * @param player 0 to {@code game().playerCount() - 1}
     * @return a new array of 15 point indices, ascending
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    public int[] piecePoints(int player) {
        checkPlayer(player);
        int[] points = new int[DiamondBoard.CAMP_SIZE];
        int n = 0;
        for (long lo = piecesLo[player]; lo != 0; lo &= lo - 1) {
            points[n++] = Long.numberOfTrailingZeros(lo);
        }
        for (long hi = piecesHi[player]; hi != 0; hi &= hi - 1) {
            points[n++] = 64 + Long.numberOfTrailingZeros(hi);
        }
        return points;
    }

    /**
     * The sum over a player's 15 pieces of the distance to its target apex (the measure of the
     * three-player resignation rule and a plain progress measure).
     *
     * @param player 0 to {@code game().playerCount() - 1}
     * @return the sum in steps; at least 40, the sum over the filled target camp
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    public int distanceSum(int player) {
        checkPlayer(player);
        int sum = 0;
        int base = player * DiamondBoard.POINTS;
        long lo = piecesLo[player];
        while (lo != 0) {
            sum += TARGET_DISTANCE[base + Long.numberOfTrailingZeros(lo)];
            lo &= lo - 1;
        }
        long hi = piecesHi[player];
        while (hi != 0) {
            sum += TARGET_DISTANCE[base + 64 + Long.numberOfTrailingZeros(hi)];
            hi &= hi - 1;
        }
        return sum;
    }

    /**
     * A player's pieces (king included) on points 0..63, as a bitboard (bit {@code p} for point
     * {@code p}); for allocation-free evaluation.
     *
     * @param player 0 to {@code game().playerCount() - 1}
     * @return the low word of the player's bitboard
     * @throws ArrayIndexOutOfBoundsException if {@code player} is outside 0..2
     */
    public long piecesLow(int player) {
        return piecesLo[player];
    }

    /**
     * A player's pieces (king included) on points 64..120, as a bitboard (bit {@code p - 64} for
     * point {@code p}); for allocation-free evaluation.
     *
     * @param player 0 to {@code game().playerCount() - 1}
     * @return the high word of the player's bitboard
     * @throws ArrayIndexOutOfBoundsException if {@code player} is outside 0..2
     */
    public long piecesHigh(int player) {
        return piecesHi[player];
    }

    /**
     * The occupied points 0..63 (pieces of every colour), as a bitboard (bit {@code p}).
     *
     * @return the low word of the occupancy
     */
    public long occupiedLow() {
        return occLo();
    }

    /**
     * The occupied points 64..120 (pieces of every colour), as a bitboard (bit {@code p - 64}).
     *
     * @return the high word of the occupancy
     */
    public long occupiedHigh() {
        return occHi();
    }

    private void checkPoint(int point) {
        if (point < 0 || point >= DiamondBoard.POINTS) {
            throw new ArrayIndexOutOfBoundsException("point " + point + " out of range 0..120");
        }
    }

    private void checkPlayer(int player) {
        if (player < 0 || player >= players) {
            throw new IllegalArgumentException("player " + player + " out of range 0.." + (players - 1));
        }
    }

    // ----- move generation -----

    @Override
    public void generateMoves(MoveList moves) {
        moves.clear();
        if (status == ONGOING) {
            generator.generate(side, moves);
        }
    }

    @Override
    public int countMoves(MoveList scratch) {
        return status == ONGOING ? generator.count(side) : 0;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Counts the destinations of each piece (a man's by bit counts, without listing them, unless
     * another player is one piece from a win), then finds those of the piece the draw falls on, in
     * the order of {@link #generateMoves}: the pieces by point, each piece's destinations by point.
     */
    @Override
    public long randomMove(RandomGenerator random, MoveList scratch) {
        return status == ONGOING ? generator.randomMove(side, random) : Moves.NONE;
    }

    /**
     * Finds the destinations of the piece on a point, whoever is to move: the to-points of the
     * moves {@link #generateMoves} would list from that point if the piece's colour were to move
     * (steps and jump sequences, without the points where the move would fill another player's
     * target camp with that player's king on its apex). For evaluation: allocation-free; the
     * result is read with {@link #destinationsLow()} and {@link #destinationsHigh()}, which keep it
     * until the next call of this method or of move generation.
     *
     * @param from a point holding a piece, 0..120
     * @return the number of destinations
     * @throws ArrayIndexOutOfBoundsException if {@code from} is out of range
     * @throws IllegalArgumentException if the point is empty
     */
    public int findDestinations(int from) {
        checkPoint(from);
        int code = codeAt(from);
        if (code == EMPTY) {
            throw new IllegalArgumentException("point " + DiamondBoard.name(from) + " is empty");
        }
        return generator.destinationsOf(from, colourOf(code));
    }

    /**
     * The destinations on points 0..63 found by the last {@link #findDestinations(int)}.
     *
     * @return a bitboard, bit {@code p} for point {@code p}
     */
    public long destinationsLow() {
        return generator.destLo;
    }

    /**
     * The destinations on points 64..120 found by the last {@link #findDestinations(int)}.
     *
     * @return a bitboard, bit {@code p - 64} for point {@code p}
     */
    public long destinationsHigh() {
        return generator.destHi;
    }

    // ----- make / unmake -----

    @Override
    public void makeMove(long move) {
        assert status == ONGOING : "move on a finished position";
        assert isPseudoValid(move) : "not a move of this position: " + move;
        push(move);
        int c = side;
        int next = c + 1 == players ? 0 : c + 1;
        long k = key ^ ZobristKeys.side(c) ^ ZobristKeys.side(next) ^ ZobristKeys.passes(passes);
        side = next;
        int played = ++turns;
        if (move == DiamondMoves.PASS) {
            k ^= ZobristKeys.passes(++passes);
            if (passes == players) {
                status = ALL_PASSED;
            }
        } else {
            passes = 0;
            int from = DiamondMoves.from(move);
            int to = DiamondMoves.to(move);
            int piece = movePiece(from, to, c);
            k ^= ZobristKeys.piece(piece, from) ^ ZobristKeys.piece(piece, to);
            if (wins(c)) {
                status = WIN + c;
            }
        }
        if (played >= limit) {
            if (status == ONGOING) {
                status = MOVE_LIMIT;
            }
            if (played == limit) {
                k ^= ZobristKeys.LIMIT;
            }
        }
        key = k;
        assert consistent() : "inconsistent after " + DiamondMoves.text(move) + ": " + toText();
    }

    /**
     * Whether the redundant parts of the state agree: bitboards and kings with the board,
     * the incremental key with the key from scratch (for assertions).
     */
    private boolean consistent() {
        long occupiedLo = 0;
        long occupiedHi = 0;
        int pieces = 0;
        long[] men = new long[JumpClasses.CLASSES];
        for (int c = 0; c < 3; c++) {
            if ((piecesLo[c] & occupiedLo) != 0 || (piecesHi[c] & occupiedHi) != 0) {
                return false;
            }
            occupiedLo |= piecesLo[c];
            occupiedHi |= piecesHi[c];
            pieces += Long.bitCount(piecesLo[c]) + Long.bitCount(piecesHi[c]);
        }
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int code = codeAt(p);
            if (code != EMPTY && code < KING) {
                men[JumpClasses.CLASS[p]] |= JumpClasses.BIT[p];
            }
        }
        for (int c = 0; c < players; c++) {
            if ((piecesLo[c] & Tables.BIT_LO[kingAt[c]]) == 0 && (piecesHi[c] & Tables.BIT_HI[kingAt[c]]) == 0) {
                return false;
            }
        }
        return pieces == players * DiamondBoard.CAMP_SIZE && (occupiedHi >>> (DiamondBoard.POINTS - 64)) == 0
                && java.util.Arrays.equals(men, classMen) && key == computeKey();
    }

    /** The code of the piece on a point ({@link #EMPTY}, {@link #MAN} + colour or {@link #KING} + colour), from the bitboards. */
    private int codeAt(int point) {
        long bitLo = Tables.BIT_LO[point];
        long bitHi = Tables.BIT_HI[point];
        for (int c = 0; c < players; c++) {
            if ((piecesLo[c] & bitLo | piecesHi[c] & bitHi) != 0) {
                return (kingAt[c] == point ? KING : MAN) + c;
            }
        }
        return EMPTY;
    }

    private boolean wins(int c) {
        return kingAt[c] == TARGET_APEX[c]
                && (occLo() & TARGET_LO[c]) == TARGET_LO[c]
                && (occHi() & TARGET_HI[c]) == TARGET_HI[c];
    }

    private boolean isPseudoValid(long move) {
        if (move == DiamondMoves.PASS) {
            return true;
        }
        int from = DiamondMoves.from(move);
        int to = DiamondMoves.to(move);
        if (from >= DiamondBoard.POINTS || to >= DiamondBoard.POINTS) {
            return false;
        }
        int code = codeAt(from);
        return code != EMPTY && colourOf(code) == side && codeAt(to) == EMPTY;
    }

    private void push(long move) {
        int i = depth << 1;
        if (i == undo.length) {
            undo = Arrays.copyOf(undo, i * 2);
        }
        undo[i] = key;
        undo[i + 1] = move | (long) (passes | status << 8) << 32;
        depth++;
    }

    @Override
    public void unmakeMove() {
        if (depth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        depth--;
        int i = depth << 1;
        key = undo[i];
        long entry = undo[i + 1];
        long move = entry & 0xFFFF_FFFFL;
        passes = (int) (entry >>> 32) & 0xFF;
        status = (int) (entry >>> 40);
        side = side == 0 ? players - 1 : side - 1;
        if (move == NULL_MOVE) {
            return;
        }
        turns--;
        if (move != DiamondMoves.PASS) {
            movePiece(DiamondMoves.to(move), DiamondMoves.from(move), side);
        }
    }

    /**
     * Moves the piece of {@code colour} on {@code src} to the empty point {@code dst}: the
     * bitboards (by point and by jump class) and the king's point (not the key). Make and
     * unmake both use it, unmake with the points swapped.
     *
     * @return the piece moved
     */
    private int movePiece(int src, int dst, int colour) {
        piecesLo[colour] ^= Tables.BIT_LO[src] ^ Tables.BIT_LO[dst];
        piecesHi[colour] ^= Tables.BIT_HI[src] ^ Tables.BIT_HI[dst];
        generator.invalidate();
        if (kingAt[colour] == src) {
            kingAt[colour] = dst;
            return KING + colour;
        }
        classMen[JumpClasses.CLASS[src]] ^= JumpClasses.BIT[src];
        classMen[JumpClasses.CLASS[dst]] ^= JumpClasses.BIT[dst];
        return MAN + colour;
    }

    @Override
    public void makeNullMove() {
        if (status != ONGOING) {
            throw new IllegalStateException("the game is over");
        }
        push(NULL_MOVE);
        int next = side + 1 == players ? 0 : side + 1;
        key ^= ZobristKeys.side(side) ^ ZobristKeys.side(next);
        side = next;
        status = computeStatus();
    }

    @Override
    public long moveAt(int index) {
        java.util.Objects.checkIndex(index, depth);
        return undo[(index << 1) + 1] & 0xFFFF_FFFFL;
    }

    @Override
    public int undoDepth() {
        return depth;
    }

    // ----- key and outcome -----

    @Override
    public long key() {
        return key;
    }

    @Override
    public long computeKey() {
        long k = ZobristKeys.side(side) ^ ZobristKeys.passes(passes);
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int code = codeAt(p);
            if (code != EMPTY) {
                k ^= ZobristKeys.piece(code, p);
            }
        }
        if (turns == limit) {
            k ^= ZobristKeys.LIMIT;
        }
        return k;
    }

    /**
     * The outcome from the board and counters alone: a win for the player who moved last when its
     * target camp shows a win, else the draw by passes, else the draw by the turn limit.
     */
    private int computeStatus() {
        int last = side == 0 ? players - 1 : side - 1;
        if (wins(last)) {
            return WIN + last;
        }
        if (passes >= players) {
            return ALL_PASSED;
        }
        if (turns >= limit) {
            return MOVE_LIMIT;
        }
        return ONGOING;
    }

    /**
     * Whether a player's target camp is full with that player's king on its apex.
     *
     * @param player 0 to {@code game().playerCount() - 1}
     * @return {@code true} when the position shows a win for {@code player}
     */
    public boolean showsWin(int player) {
        checkPlayer(player);
        return wins(player);
    }

    @Override
    public boolean isOver() {
        return status != ONGOING;
    }

    @Override
    public Outcome outcome() {
        return OUTCOMES[status];
    }

    /** {@inheritDoc} The turns left to the game's turn limit (a pass is a turn). */
    @Override
    public int remainingPlyBound() {
        return isOver() ? 0 : limit - turns;
    }

    /**
     * {@inheritDoc}
     *
     * <p>With two players the opponent wins. With three players the winner is the remaining player
     * with the smaller {@link #distanceSum(int)}; on a tie, the player whose turn comes next after
     * the resigning player.
     */
    @Override
    public Outcome resign(int player) {
        if (player < 0 || player >= players) {
            throw new IllegalArgumentException("player " + player + " out of range 0.." + (players - 1));
        }
        if (isOver()) {
            throw new IllegalStateException("the game is already over");
        }
        if (players == 2) {
            return Outcome.win(1 - player, EndReason.RESIGNATION);
        }
        int first = (player + 1) % 3;
        int second = (player + 2) % 3;
        int winner = distanceSum(second) < distanceSum(first) ? second : first;
        return Outcome.win(winner, EndReason.RESIGNATION);
    }

    // ----- text -----

    @Override
    public String toText() {
        return PositionText.format(this);
    }

    int code(int point) {
        return codeAt(point);
    }

    /** Whether the piece on {@code from} reaches {@code to} by a step or jump sequence, legal or not. */
    boolean reaches(int from, int to) {
        return generator.reaches(from, to);
    }

    @Override
    public long parseMove(String text) {
        return MoveText.parse(this, text);
    }

    @Override
    public String moveText(long move) {
        return MoveText.format(move);
    }

    /**
     * {@inheritDoc}
     *
     * <p>The progress of the move towards the mover's target apex: 100 times the distance gained
     * (negative for a move away), 0 for the pass.
     */
    @Override
    public int orderingHint(long move) {
        if (move == DiamondMoves.PASS) {
            return 0;
        }
        int base = side * DiamondBoard.POINTS;
        return 100 * (TARGET_DISTANCE[base + DiamondMoves.from(move)] - TARGET_DISTANCE[base + DiamondMoves.to(move)]);
    }

    @Override
    public DiamondPosition copy() {
        return new DiamondPosition(this);
    }

    @Override
    public String toString() {
        return toText();
    }
}
