package io.abstractgames.diamond.internal;

import static io.abstractgames.diamond.internal.Tables.ALLOWED_HI;
import static io.abstractgames.diamond.internal.Tables.ALLOWED_LO;
import static io.abstractgames.diamond.internal.Tables.JUMP;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOUR;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOURS_HI;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOURS_LO;
import static io.abstractgames.diamond.internal.Tables.TARGET_APEX;
import static io.abstractgames.diamond.internal.Tables.TARGET_HI;
import static io.abstractgames.diamond.internal.Tables.TARGET_LO;

import io.abstractgames.core.MoveList;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondMoves;

/**
 * Legal move generation on a {@link DiamondPosition} ({@code docs/rules/diamond.md}, "Moves").
 *
 * <p>Per piece of the side to move, the destinations are one bitboard: the steps (adjacent empty
 * allowed points) united with the landing points of jump sequences, found by a breadth-first
 * search over landing points in the mover's view, where each landing point is marked visited when
 * it is queued (the marks are cleared afterwards; the start point is marked too, so it is empty for
 * the jumps and never a destination). The destinations that would fill another player's target
 * camp while that player's king is on its apex are then removed. Moves are listed by from-point,
 * then to-point, ascending; the pass when the list would otherwise be empty.
 */
final class MoveGenerator {

    /** Bit {@code b} set when code {@code b} is a man: codes 1, 2 and 3. */
    private static final int MAN_CODES = 0b1110;

    private final DiamondPosition position;

    // Scratch of move generation.
    private final int[] queue = new int[DiamondBoard.POINTS];
    /** The destinations of the last piece searched, low and high words. */
    long destLo;
    long destHi;
    private final long[] illegalLo = new long[3];
    private final long[] illegalHi = new long[3];

    MoveGenerator(DiamondPosition position) {
        this.position = position;
    }

    /** Adds every legal move of {@code c}, or the pass when there is none, to the cleared list. */
    void generate(int c, MoveList moves) {
        boolean guarded = prepareIllegal(c);
        DiamondPosition p = position;
        for (long pieces = p.piecesLo[c]; pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            destinations(from, c, guarded);
            emit(moves, from);
        }
        for (long pieces = p.piecesHi[c]; pieces != 0; pieces &= pieces - 1) {
            int from = 64 + Long.numberOfTrailingZeros(pieces);
            destinations(from, c, guarded);
            emit(moves, from);
        }
        if (moves.isEmpty()) {
            moves.add(DiamondMoves.PASS);
        }
    }

    /** The number of legal moves of {@code c}, the pass counted as one. */
    int count(int c) {
        boolean guarded = prepareIllegal(c);
        DiamondPosition p = position;
        int count = 0;
        for (long pieces = p.piecesLo[c]; pieces != 0; pieces &= pieces - 1) {
            destinations(Long.numberOfTrailingZeros(pieces), c, guarded);
            count += Long.bitCount(destLo) + Long.bitCount(destHi);
        }
        for (long pieces = p.piecesHi[c]; pieces != 0; pieces &= pieces - 1) {
            destinations(64 + Long.numberOfTrailingZeros(pieces), c, guarded);
            count += Long.bitCount(destLo) + Long.bitCount(destHi);
        }
        return count == 0 ? 1 : count;
    }

    /** Sets {@link #destLo}/{@link #destHi} to the legal destinations of the piece of {@code c} on {@code from}. */
    int destinationsOf(int from, int c) {
        destinations(from, c, prepareIllegal(c));
        return Long.bitCount(destLo) + Long.bitCount(destHi);
    }

    /** Whether the piece on {@code from} reaches {@code to}, without the illegal-move rule. */
    boolean reaches(int from, int to) {
        destinations(from, position.colourAt(from), false);
        return to < 64 ? (destLo & 1L << to) != 0 : (destHi & 1L << to - 64) != 0;
    }

    private void emit(MoveList moves, int from) {
        long base = DiamondMoves.encode(from, 0);
        for (long d = destLo; d != 0; d &= d - 1) {
            moves.add(base | Long.numberOfTrailingZeros(d));
        }
        for (long d = destHi; d != 0; d &= d - 1) {
            moves.add(base | (64 + Long.numberOfTrailingZeros(d)));
        }
    }

    /**
     * Finds, for every other player whose king is on its target apex and whose target camp lacks
     * exactly one piece, that missing point: moving there would be illegal.
     *
     * @return whether any such point exists
     */
    private boolean prepareIllegal(int mover) {
        DiamondPosition p = position;
        boolean any = false;
        for (int q = 0; q < p.players; q++) {
            illegalLo[q] = 0;
            illegalHi[q] = 0;
            if (q == mover || p.kingAt[q] != TARGET_APEX[q]) {
                continue;
            }
            long missingLo = TARGET_LO[q] & ~p.occLo;
            long missingHi = TARGET_HI[q] & ~p.occHi;
            if (Long.bitCount(missingLo) + Long.bitCount(missingHi) == 1) {
                illegalLo[q] = missingLo;
                illegalHi[q] = missingHi;
                any = true;
            }
        }
        return any;
    }

    /** Sets destLo/destHi to the destinations of the piece on {@code from}. */
    private void destinations(int from, int colour, boolean guarded) {
        final DiamondPosition position = this.position;
        final byte[] v = position.views[colour];
        final int[] q = queue;
        final byte piece = v[from];
        v[from] = DiamondPosition.VISITED;
        int head = 0;
        int tail = 0;
        int p = from;
        if (piece >= DiamondPosition.KING) {
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
                    if (v[s] == DiamondPosition.EMPTY) {
                        v[s] = DiamondPosition.VISITED;
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
                    if ((MAN_CODES >>> v[NEIGHBOUR[base + d]] & 1) != 0 && v[land] == DiamondPosition.EMPTY) {
                        v[land] = DiamondPosition.VISITED;
                        q[tail++] = land;
                    }
                }
                if (head == tail) {
                    break;
                }
                p = q[head++];
            }
        }
        long lo = NEIGHBOURS_LO[from] & ~position.occLo & ALLOWED_LO[colour];
        long hi = NEIGHBOURS_HI[from] & ~position.occHi & ALLOWED_HI[colour];
        for (int i = 0; i < tail; i++) {
            int s = q[i];
            v[s] = DiamondPosition.EMPTY;
            if (s < 64) {
                lo |= 1L << s;
            } else {
                hi |= 1L << s - 64;
            }
        }
        v[from] = piece;
        if (guarded) {
            long fromLo = from < 64 ? 1L << from : 0;
            long fromHi = from < 64 ? 0 : 1L << from;
            for (int o = 0; o < position.players; o++) {
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
}
