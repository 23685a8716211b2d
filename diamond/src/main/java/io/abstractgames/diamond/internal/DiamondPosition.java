package io.abstractgames.diamond.internal;

import static io.abstractgames.diamond.internal.Tables.ALLOWED_HI;
import static io.abstractgames.diamond.internal.Tables.ALLOWED_LO;
import static io.abstractgames.diamond.internal.Tables.JUMP;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOUR;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOURS_HI;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOURS_LO;
import static io.abstractgames.diamond.internal.Tables.TARGET_APEX;
import static io.abstractgames.diamond.internal.Tables.TARGET_DISTANCE;
import static io.abstractgames.diamond.internal.Tables.TARGET_HI;
import static io.abstractgames.diamond.internal.Tables.TARGET_LO;
import static io.abstractgames.diamond.internal.Tables.WALL;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.diamond.DiamondMoves;
import java.util.Arrays;

/**
 * A mutable Diamond game position with make/unmake ({@code docs/rules/diamond.md}); the engine.
 *
 * <h2>State</h2>
 * A board array of 121 points plus the sentinel {@link Tables#WALL} holding a piece code
 * ({@link #EMPTY}, {@link #MAN} + colour, {@link #KING} + colour); per player a view of that board
 * in which the empty points forbidden to the player are marked as blocked, so that a landing point
 * is valid exactly when the view shows it empty; the same pieces as bitboards of
 * two {@code long}s (points 0..63 in the low word, 64..120 in the high word) per player, for all
 * pieces and for the kings, each king's point, the side to move, the turns played (passes
 * included) and the passes in a row, and the outcome, which is decided when a move is made.
 *
 * <h2>Move generation</h2>
 * Per piece of the side to move, the destinations are one bitboard: the steps (adjacent empty
 * allowed points) united with the landing points of jump sequences, found by a breadth-first
 * search over landing points in the mover's view, where each landing point is marked visited when
 * it is queued (the marks are cleared afterwards; the start point is marked too, so it is empty for
 * the jumps and never a destination). The destinations that would fill another
 * player's target camp while that player's king is on its apex are then removed. Moves are listed
 * by from-point, then to-point, ascending; the pass when the list would otherwise be empty.
 *
 * <p>Not thread-safe; {@link #copy()} gives an independent position. Not part of the public API
 * beyond the {@link Position} interface and the documented accessors.
 */
public final class DiamondPosition implements Position {

    /** The code of an empty point in the board array. */
    public static final int EMPTY = 0;
    /** The code of a man is {@code MAN + colour}: 1 (Red), 2 (Yellow), 3 (Green). */
    public static final int MAN = 1;
    /** The code of a king is {@code KING + colour}: 4 (Red), 5 (Yellow), 6 (Green). */
    public static final int KING = 4;
    /** In a player's view: an empty point forbidden to that player. */
    private static final byte BLOCKED = 7;
    private static final byte WALL_CODE = 8;
    /** In a player's view during a search: a landing point already queued, or the start point. */
    private static final byte VISITED = 9;
    /** {@code EMPTY_VIEW[c * 122 + p]}: how colour c's view shows point p when it is empty. */
    private static final byte[] EMPTY_VIEW = new byte[3 * (DiamondBoard.POINTS + 1)];

    static {
        for (int c = 0; c < 3; c++) {
            for (int p = 0; p < DiamondBoard.POINTS; p++) {
                EMPTY_VIEW[c * (DiamondBoard.POINTS + 1) + p] = DiamondBoard.isAllowed(c, p) ? EMPTY : BLOCKED;
            }
            EMPTY_VIEW[c * (DiamondBoard.POINTS + 1) + WALL] = WALL_CODE;
        }
    }

    /** Bit {@code b} set when code {@code b} is a man: codes 1, 2 and 3. */
    private static final int MAN_CODES = 0b1110;

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
    private final int players;
    private final int limit;

    private final byte[] board = new byte[DiamondBoard.POINTS + 1];
    private final byte[][] views = new byte[3][DiamondBoard.POINTS + 1];
    private final long[] piecesLo = new long[3];
    private final long[] piecesHi = new long[3];
    private final int[] kingAt = new int[3];
    private long occLo;
    private long occHi;
    private long kingsLo;
    private long kingsHi;
    private int side;
    private int turns;
    private int passes;
    private int status;
    private long key;

    // Undo stack: the move (NULL_MOVE for a null move), the key, and passes | status << 8.
    private long[] undoMoves = new long[64];
    private long[] undoKeys = new long[64];
    private int[] undoState = new int[64];
    private int depth;

    // Scratch of move generation.
    private final int[] queue = new int[DiamondBoard.POINTS];
    private long destLo;
    private long destHi;
    private final long[] illegalLo = new long[3];
    private final long[] illegalHi = new long[3];

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
        board[WALL] = WALL_CODE;
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int code = codes[p];
            board[p] = (byte) code;
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
        for (int c = 0; c < players; c++) {
            for (int p = 0; p <= DiamondBoard.POINTS; p++) {
                views[c][p] = board[p] != EMPTY ? board[p] : EMPTY_VIEW[c * (DiamondBoard.POINTS + 1) + p];
            }
        }
        this.side = side;
        this.turns = turns;
        this.passes = passes;
        recomputeUnions();
        this.status = computeStatus();
        this.key = computeKey();
    }

    private DiamondPosition(DiamondPosition other) {
        this.game = other.game;
        this.players = other.players;
        this.limit = other.limit;
        System.arraycopy(other.board, 0, board, 0, board.length);
        for (int c = 0; c < 3; c++) {
            System.arraycopy(other.views[c], 0, views[c], 0, board.length);
        }
        System.arraycopy(other.piecesLo, 0, piecesLo, 0, 3);
        System.arraycopy(other.piecesHi, 0, piecesHi, 0, 3);
        System.arraycopy(other.kingAt, 0, kingAt, 0, 3);
        this.occLo = other.occLo;
        this.occHi = other.occHi;
        this.kingsLo = other.kingsLo;
        this.kingsHi = other.kingsHi;
        this.side = other.side;
        this.turns = other.turns;
        this.passes = other.passes;
        this.status = other.status;
        this.key = other.key;
    }

    private void recomputeUnions() {
        occLo = piecesLo[0] | piecesLo[1] | piecesLo[2];
        occHi = piecesHi[0] | piecesHi[1] | piecesHi[2];
        kingsLo = 0;
        kingsHi = 0;
        for (int c = 0; c < players; c++) {
            int k = kingAt[c];
            if (k < 64) {
                kingsLo |= 1L << k;
            } else {
                kingsHi |= 1L << k;
            }
        }
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
        int code = board[point];
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
        return board[point] >= KING;
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
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            if (board[p] != EMPTY && colourOf(board[p]) == player) {
                points[n++] = p;
            }
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
        return occLo;
    }

    /**
     * The occupied points 64..120 (pieces of every colour), as a bitboard (bit {@code p - 64}).
     *
     * @return the high word of the occupancy
     */
    public long occupiedHigh() {
        return occHi;
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
        if (status != ONGOING) {
            return;
        }
        int c = side;
        boolean guarded = prepareIllegal(c);
        long pieces = piecesLo[c];
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            destinations(from, c, guarded);
            emit(moves, from);
        }
        pieces = piecesHi[c];
        while (pieces != 0) {
            int from = 64 + Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            destinations(from, c, guarded);
            emit(moves, from);
        }
        if (moves.isEmpty()) {
            moves.add(DiamondMoves.PASS);
        }
    }

    @Override
    public int countMoves(MoveList scratch) {
        if (status != ONGOING) {
            return 0;
        }
        int c = side;
        boolean guarded = prepareIllegal(c);
        int count = 0;
        long pieces = piecesLo[c];
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            destinations(from, c, guarded);
            count += Long.bitCount(destLo) + Long.bitCount(destHi);
        }
        pieces = piecesHi[c];
        while (pieces != 0) {
            int from = 64 + Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            destinations(from, c, guarded);
            count += Long.bitCount(destLo) + Long.bitCount(destHi);
        }
        return count == 0 ? 1 : count;
    }

    private void emit(MoveList moves, int from) {
        long base = DiamondMoves.encode(from, 0);
        long d = destLo;
        while (d != 0) {
            moves.add(base | Long.numberOfTrailingZeros(d));
            d &= d - 1;
        }
        d = destHi;
        while (d != 0) {
            moves.add(base | (64 + Long.numberOfTrailingZeros(d)));
            d &= d - 1;
        }
    }

    /**
     * Finds, for every other player whose king is on its target apex and whose target camp lacks
     * exactly one piece, that missing point: moving there would be illegal.
     *
     * @return whether any such point exists
     */
    private boolean prepareIllegal(int mover) {
        boolean any = false;
        for (int q = 0; q < players; q++) {
            illegalLo[q] = 0;
            illegalHi[q] = 0;
            if (q == mover || kingAt[q] != TARGET_APEX[q]) {
                continue;
            }
            long missingLo = TARGET_LO[q] & ~occLo;
            long missingHi = TARGET_HI[q] & ~occHi;
            if (Long.bitCount(missingLo) + Long.bitCount(missingHi) == 1) {
                illegalLo[q] = missingLo;
                illegalHi[q] = missingHi;
                any = true;
            }
        }
        return any;
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
        if (board[from] == EMPTY) {
            throw new IllegalArgumentException("point " + DiamondBoard.name(from) + " is empty");
        }
        int colour = colourOf(board[from]);
        destinations(from, colour, prepareIllegal(colour));
        return Long.bitCount(destLo) + Long.bitCount(destHi);
    }

    /**
     * The destinations on points 0..63 found by the last {@link #findDestinations(int)}.
     *
     * @return a bitboard, bit {@code p} for point {@code p}
     */
    public long destinationsLow() {
        return destLo;
    }

    /**
     * The destinations on points 64..120 found by the last {@link #findDestinations(int)}.
     *
     * @return a bitboard, bit {@code p - 64} for point {@code p}
     */
    public long destinationsHigh() {
        return destHi;
    }

    /** Sets destLo/destHi to the destinations of the piece on {@code from}. */
    private void destinations(int from, int colour, boolean guarded) {
        final byte[] v = views[colour];
        final int[] q = queue;
        final byte piece = v[from];
        v[from] = VISITED;
        int head = 0;
        int tail = 0;
        int p = from;
        if (piece >= KING) {
            while (true) {
                int base = p * 6;
                for (int d = 0; d < 6; d++) {
                    int s = NEIGHBOUR[base + d];
                    if ((MAN_CODES >>> v[s] & 1) == 0) {
                        continue;
                    }
                    do {
                        s = NEIGHBOUR[s * 6 + d];
                    } while ((MAN_CODES >>> v[s] & 1) != 0);
                    if (v[s] == EMPTY) {
                        v[s] = VISITED;
                        q[tail++] = s;
                    }
                }
                if (head == tail) {
                    break;
                }
                p = q[head++];
            }
        } else {
            while (true) {
                int base = p * 6;
                for (int d = 0; d < 6; d++) {
                    int land = JUMP[base + d];
                    if ((MAN_CODES >>> v[NEIGHBOUR[base + d]] & 1) != 0 && v[land] == EMPTY) {
                        v[land] = VISITED;
                        q[tail++] = land;
                    }
                }
                if (head == tail) {
                    break;
                }
                p = q[head++];
            }
        }
        long lo = NEIGHBOURS_LO[from] & ~occLo & ALLOWED_LO[colour];
        long hi = NEIGHBOURS_HI[from] & ~occHi & ALLOWED_HI[colour];
        for (int i = 0; i < tail; i++) {
            int s = q[i];
            v[s] = EMPTY;
            if (s < 64) {
                lo |= 1L << s;
            } else {
                hi |= 1L << s;
            }
        }
        v[from] = piece;
        if (guarded) {
            long fromLo = from < 64 ? 1L << from : 0;
            long fromHi = from < 64 ? 0 : 1L << from;
            for (int o = 0; o < players; o++) {
                // A piece leaving that camp itself leaves a hole behind, so the camp cannot fill.
                if ((TARGET_LO[o] & fromLo) == 0 && (TARGET_HI[o] & fromHi) == 0) {
                    lo &= ~illegalLo[o];
                    hi &= ~illegalHi[o];
                }
            }
        }
        destLo = lo;
        destHi = hi;
    }

    // ----- make / unmake -----

    @Override
    public void makeMove(long move) {
        assert status == ONGOING : "move on a finished position";
        assert isPseudoValid(move) : "not a move of this position: " + move;
        push(move);
        int c = side;
        int next = c + 1 == players ? 0 : c + 1;
        long k = key ^ DiamondKeys.side(c) ^ DiamondKeys.side(next) ^ DiamondKeys.passes(passes);
        turns++;
        if (move == DiamondMoves.PASS) {
            passes++;
        } else {
            passes = 0;
            int from = DiamondMoves.from(move);
            int to = DiamondMoves.to(move);
            byte piece = movePiece(from, to, c);
            k ^= DiamondKeys.piece(piece, from) ^ DiamondKeys.piece(piece, to);
        }
        k ^= DiamondKeys.passes(passes);
        side = next;
        if (move != DiamondMoves.PASS && wins(c)) {
            status = WIN + c;
        } else if (passes == players) {
            status = ALL_PASSED;
        } else if (turns >= limit) {
            status = MOVE_LIMIT;
        }
        if (turns == limit) {
            k ^= DiamondKeys.LIMIT;
        }
        key = k;
        assert consistent() : "inconsistent after " + DiamondMoves.text(move) + ": " + toText();
    }

    /**
     * Whether the redundant parts of the state agree: bitboards, kings and views with the board,
     * the incremental key with the key from scratch (for assertions).
     */
    private boolean consistent() {
        long[] lo = new long[3];
        long[] hi = new long[3];
        long kLo = 0;
        long kHi = 0;
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int code = board[p];
            for (int c = 0; c < players; c++) {
                int expected = code != EMPTY ? code : EMPTY_VIEW[c * (DiamondBoard.POINTS + 1) + p];
                if (views[c][p] != expected) {
                    return false;
                }
            }
            if (code == EMPTY) {
                continue;
            }
            long bit = 1L << p;
            if (p < 64) {
                lo[colourOf(code)] |= bit;
                kLo |= code >= KING ? bit : 0;
            } else {
                hi[colourOf(code)] |= bit;
                kHi |= code >= KING ? bit : 0;
            }
            if (code >= KING && kingAt[colourOf(code)] != p) {
                return false;
            }
        }
        for (int c = 0; c < 3; c++) {
            if (lo[c] != piecesLo[c] || hi[c] != piecesHi[c]) {
                return false;
            }
        }
        return kLo == kingsLo && kHi == kingsHi && occLo == (lo[0] | lo[1] | lo[2]) && occHi == (hi[0] | hi[1] | hi[2])
                && key == computeKey();
    }

    private boolean wins(int c) {
        return kingAt[c] == TARGET_APEX[c]
                && (occLo & TARGET_LO[c]) == TARGET_LO[c]
                && (occHi & TARGET_HI[c]) == TARGET_HI[c];
    }

    private boolean isPseudoValid(long move) {
        if (move == DiamondMoves.PASS) {
            return true;
        }
        int from = DiamondMoves.from(move);
        int to = DiamondMoves.to(move);
        return from < DiamondBoard.POINTS && to < DiamondBoard.POINTS && board[from] != EMPTY
                && colourOf(board[from]) == side && board[to] == EMPTY;
    }

    private void push(long move) {
        if (depth == undoMoves.length) {
            int n = depth * 2;
            undoMoves = Arrays.copyOf(undoMoves, n);
            undoKeys = Arrays.copyOf(undoKeys, n);
            undoState = Arrays.copyOf(undoState, n);
        }
        undoMoves[depth] = move;
        undoKeys[depth] = key;
        undoState[depth] = passes | status << 8;
        depth++;
    }

    @Override
    public void unmakeMove() {
        if (depth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        depth--;
        long move = undoMoves[depth];
        key = undoKeys[depth];
        passes = undoState[depth] & 0xFF;
        status = undoState[depth] >>> 8;
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
     * Moves the piece of {@code colour} on {@code src} to the empty point {@code dst}: the board,
     * the players' views, the bitboards and the king's point (not the key). Make and unmake both
     * use it, unmake with the points swapped.
     *
     * @return the piece moved
     */
    private byte movePiece(int src, int dst, int colour) {
        byte piece = board[src];
        board[src] = EMPTY;
        board[dst] = piece;
        for (int o = 0, e = src; o < players; o++, e += DiamondBoard.POINTS + 1) {
            byte[] v = views[o];
            v[src] = EMPTY_VIEW[e];
            v[dst] = piece;
        }
        long lo = 0;
        long hi = 0;
        if (src < 64) {
            lo ^= 1L << src;
        } else {
            hi ^= 1L << src;
        }
        if (dst < 64) {
            lo ^= 1L << dst;
        } else {
            hi ^= 1L << dst;
        }
        piecesLo[colour] ^= lo;
        piecesHi[colour] ^= hi;
        occLo ^= lo;
        occHi ^= hi;
        if (piece >= KING) {
            kingsLo ^= lo;
            kingsHi ^= hi;
            kingAt[colour] = dst;
        }
        return piece;
    }

    @Override
    public void makeNullMove() {
        if (status != ONGOING) {
            throw new IllegalStateException("the game is over");
        }
        push(NULL_MOVE);
        int next = side + 1 == players ? 0 : side + 1;
        key ^= DiamondKeys.side(side) ^ DiamondKeys.side(next);
        side = next;
        status = computeStatus();
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
        long k = DiamondKeys.side(side) ^ DiamondKeys.passes(passes);
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            if (board[p] != EMPTY) {
                k ^= DiamondKeys.piece(board[p], p);
            }
        }
        if (turns == limit) {
            k ^= DiamondKeys.LIMIT;
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
        return board[point];
    }

    @Override
    public long parseMove(String text) {
        long move = DiamondMoves.parse(text);
        if (status != ONGOING) {
            throw new NotationException("move text '" + text + "': the game is over (" + outcome().describe(game) + ")");
        }
        MoveList moves = new MoveList();
        generateMoves(moves);
        if (moves.contains(move)) {
            return move;
        }
        String mover = game.sideName(side);
        if (move == DiamondMoves.PASS) {
            throw new NotationException("move text 'pass': " + mover + " has other moves, so passing is not legal");
        }
        int from = DiamondMoves.from(move);
        int to = DiamondMoves.to(move);
        if (board[from] == EMPTY) {
            throw new NotationException("move text '" + text + "': " + DiamondBoard.name(from) + " is empty");
        }
        if (colourOf(board[from]) != side) {
            throw new NotationException("move text '" + text + "': " + DiamondBoard.name(from) + " holds a piece of "
                    + game.sideName(colourOf(board[from])) + ", not of " + mover + " to move");
        }
        destinations(from, side, false);
        boolean reachable = to < 64 ? (destLo & 1L << to) != 0 : (destHi & 1L << to) != 0;
        if (reachable) {
            for (int o = 0; o < players; o++) {
                if (o != side && kingAt[o] == TARGET_APEX[o] && DiamondBoard.targetCamp(o).contains(to)) {
                    throw new NotationException("move text '" + text + "': it would fill " + game.sideName(o)
                            + "'s target camp with " + game.sideName(o) + "'s king on its apex");
                }
            }
        }
        throw new NotationException("move text '" + text + "': " + DiamondBoard.name(to)
                + " is not a legal destination of " + DiamondBoard.name(from));
    }

    @Override
    public String moveText(long move) {
        return DiamondMoves.text(move);
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
