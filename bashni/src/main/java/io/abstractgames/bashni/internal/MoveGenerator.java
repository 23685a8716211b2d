package io.abstractgames.bashni.internal;

import static io.abstractgames.bashni.internal.Geometry.CAN_JUMP;
import static io.abstractgames.bashni.internal.Geometry.CAN_STEP;
import static io.abstractgames.bashni.internal.Geometry.RAY;
import static io.abstractgames.bashni.internal.Geometry.STEP;
import static io.abstractgames.bashni.internal.Geometry.nearest;
import static io.abstractgames.bashni.internal.Geometry.shift;

import io.abstractgames.bashni.BashniMoves;
import io.abstractgames.core.MoveList;

/**
 * Legal move generation on a {@link BashniPosition}'s bitboards ({@code docs/rules/bashni.md}, "Moves").
 *
 * <p>Captures first: when any exists, only captures are legal. A capture is searched depth first
 * from its start square, which is taken out of the occupancy for the whole move. During the search
 * the board is not changed: a square jumped in this move stays in the occupancy (so it can be
 * neither passed over nor landed on, even when taking emptied it) and leaves the set of columns
 * that may be captured. The top of the moving column is the same piece throughout the move (prisoners
 * go to the bottom), so only its rank can change, by promotion on landing. Every landing sequence
 * determines its jumped squares, so each complete path is emitted once and no duplicate check is
 * needed. The search recurses once per leg (at most 12 deep) and allocates nothing.
 */
final class MoveGenerator {

    private final BashniPosition position;

    // Scratch of the capture search in progress.
    private long occupied;
    private long promotion;
    private MoveList out;

    MoveGenerator(BashniPosition position) {
        this.position = position;
    }

    /** Adds every legal move of {@code side} (the counters are the caller's business). */
    void generate(int side, MoveList list) {
        BashniPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long men = own & ~p.kings;
        long kings = own & p.kings;
        long empty = ~p.occupied;
        out = list;
        promotion = side == 0 ? Geometry.RANK_8 : Geometry.RANK_1;
        long starts = manCapturers(men, opp, empty) | kings;
        for (long s = starts; s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            occupied = p.occupied & ~(1L << from);
            long code = BashniMoves.captureStart(from);
            if ((kings & (1L << from)) != 0) {
                kingCaptures(from, opp, 0, code);
            } else {
                manCaptures(from, opp, 0, code);
            }
        }
        if (!list.isEmpty()) {
            return;
        }
        for (int dir = side * 2; dir < side * 2 + 2; dir++) {
            int delta = Geometry.DELTA[dir];
            for (long t = shift(men & CAN_STEP[dir], dir) & empty; t != 0; t &= t - 1) {
                list.add(BashniMoves.quietMove(Long.numberOfTrailingZeros(t) - delta, dir, 1));
            }
        }
        for (long s = kings; s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            for (int dir = 0; dir < 4; dir++) {
                for (long t = kingReach(from, dir, p.occupied); t != 0; t &= t - 1) {
                    int to = Long.numberOfTrailingZeros(t);
                    list.add(BashniMoves.quietMove(from, dir, Geometry.distance(from, to)));
                }
            }
        }
    }

    /** The number of legal moves of {@code side}; uses {@code scratch} only when captures exist. */
    int count(int side, MoveList scratch) {
        BashniPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long men = own & ~p.kings;
        long kings = own & p.kings;
        long empty = ~p.occupied;
        if (manCapturers(men, opp, empty) != 0 || kingsCanCapture(kings, opp, p.occupied)) {
            scratch.clear();
            generate(side, scratch);
            return scratch.size();
        }
        int n = 0;
        for (int dir = side * 2; dir < side * 2 + 2; dir++) {
            n += Long.bitCount(men & CAN_STEP[dir] & shift(empty, 3 - dir));
        }
        for (long s = kings; s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            for (int dir = 0; dir < 4; dir++) {
                n += Long.bitCount(kingReach(from, dir, p.occupied));
            }
        }
        return n;
    }

    /** Whether {@code side} has at least one legal move. */
    boolean hasMove(int side) {
        BashniPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long men = own & ~p.kings;
        long kings = own & p.kings;
        long empty = ~p.occupied;
        for (int dir = 0; dir < 4; dir++) {
            long movers = dir >>> 1 == side ? own : kings;
            if ((movers & CAN_STEP[dir] & shift(empty, 3 - dir)) != 0) {
                return true;
            }
        }
        return manCapturers(men, opp, empty) != 0 || kingsCanCapture(kings, opp, p.occupied);
    }

    /**
     * The opponent-topped squares that a column of {@code side} could jump right now as the first
     * leg of a capture (a man over an adjacent column onto the empty square beyond, a king along a
     * diagonal over the first occupied square onto the empty square beyond). For evaluation.
     */
    long targets(int side) {
        BashniPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long men = own & ~p.kings;
        long empty = ~p.occupied;
        long r = 0;
        for (int dir = 0; dir < 4; dir++) {
            r |= shift(men & CAN_JUMP[dir], dir) & opp & shift(empty, 3 - dir);
        }
        for (long s = own & p.kings; s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            for (int dir = 0; dir < 4; dir++) {
                long blockers = RAY[dir * 64 + from] & p.occupied;
                if (blockers == 0) {
                    continue;
                }
                int t = nearest(dir, blockers);
                int beyond = STEP[dir * 64 + t];
                if ((opp & (1L << t)) != 0 && beyond >= 0 && (p.occupied & (1L << beyond)) == 0) {
                    r |= 1L << t;
                }
            }
        }
        return r;
    }

    /**
     * The number of quiet moves the columns of {@code side} have, whether or not a capture makes
     * them illegal: one step forward for each man-topped column, every reachable empty square for
     * each king-topped one. For evaluation.
     */
    int quietMoves(int side) {
        BashniPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long men = own & ~p.kings;
        long empty = ~p.occupied;
        int n = 0;
        for (int dir = side * 2; dir < side * 2 + 2; dir++) {
            n += Long.bitCount(men & CAN_STEP[dir] & shift(empty, 3 - dir));
        }
        for (long s = own & p.kings; s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            for (int dir = 0; dir < 4; dir++) {
                n += Long.bitCount(kingReach(from, dir, p.occupied));
            }
        }
        return n;
    }

    /** Men that can capture: an opponent-topped neighbour with an empty square beyond it. */
    private static long manCapturers(long men, long opp, long empty) {
        long r = 0;
        for (int dir = 0; dir < 4; dir++) {
            r |= men & CAN_JUMP[dir] & shift(opp, 3 - dir) & shift(shift(empty, 3 - dir), 3 - dir);
        }
        return r;
    }

    private static boolean kingsCanCapture(long kings, long opp, long occupied) {
        for (long s = kings; s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            if (kingCanCapture(from, opp, occupied & ~(1L << from))) {
                return true;
            }
        }
        return false;
    }

    /** The empty squares a flying king reaches from {@code from} in {@code dir}. */
    private static long kingReach(int from, int dir, long occupied) {
        long ray = RAY[dir * 64 + from];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        int b = nearest(dir, blockers);
        return ray & ~(RAY[dir * 64 + b] | (1L << b));
    }

    /** Whether a king on {@code sq} can capture one of {@code capturable}. */
    private static boolean kingCanCapture(int sq, long capturable, long occupied) {
        for (int dir = 0; dir < 4; dir++) {
            long blockers = RAY[dir * 64 + sq] & occupied;
            if (blockers == 0) {
                continue;
            }
            int t = nearest(dir, blockers);
            if ((capturable & (1L << t)) != 0) {
                int beyond = STEP[dir * 64 + t];
                if (beyond >= 0 && (occupied & (1L << beyond)) == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a man on {@code sq} can capture one of {@code capturable}. */
    private boolean manCanCapture(int sq, long capturable) {
        for (int dir = 0; dir < 4; dir++) {
            int t = STEP[dir * 64 + sq];
            if (t >= 0 && (capturable & (1L << t)) != 0) {
                int beyond = STEP[dir * 64 + t];
                if (beyond >= 0 && (occupied & (1L << beyond)) == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Continues a capture of a man-topped column standing on {@code sq}.
     *
     * @param capturable opponent-topped squares not yet jumped in this move
     * @param leg the number of legs so far
     * @param code the move code of the legs so far
     */
    private void manCaptures(int sq, long capturable, int leg, long code) {
        for (int dir = 0; dir < 4; dir++) {
            int t = STEP[dir * 64 + sq];
            if (t < 0 || (capturable & (1L << t)) == 0) {
                continue;
            }
            int land = STEP[dir * 64 + t];
            if (land < 0 || (occupied & (1L << land)) != 0) {
                continue;
            }
            long rest = capturable & ~(1L << t);
            long c = code + BashniMoves.captureLeg(leg, dir, 2);
            if ((promotion & (1L << land)) != 0) {
                if (kingCanCapture(land, rest, occupied)) {
                    kingCaptures(land, rest, leg + 1, c);
                } else {
                    out.add(c);
                }
            } else if (manCanCapture(land, rest)) {
                manCaptures(land, rest, leg + 1, c);
            } else {
                out.add(c);
            }
        }
    }

    /**
     * Continues a capture of a king-topped column standing on {@code sq}, applying the landing
     * rule: when some landing square allows a further capture, only those squares are allowed.
     */
    private void kingCaptures(int sq, long capturable, int leg, long code) {
        for (int dir = 0; dir < 4; dir++) {
            long blockers = RAY[dir * 64 + sq] & occupied;
            if (blockers == 0) {
                continue;
            }
            int t = nearest(dir, blockers);
            if ((capturable & (1L << t)) == 0) {
                continue;
            }
            long lands = kingReach(t, dir, occupied);
            if (lands == 0) {
                continue;
            }
            long rest = capturable & ~(1L << t);
            long onward = 0;
            for (long l = lands; l != 0; l &= l - 1) {
                int s = Long.numberOfTrailingZeros(l);
                if (kingCanCapture(s, rest, occupied)) {
                    onward |= 1L << s;
                }
            }
            if (onward != 0) {
                for (long l = onward; l != 0; l &= l - 1) {
                    int s = Long.numberOfTrailingZeros(l);
                    kingCaptures(s, rest, leg + 1, code + BashniMoves.captureLeg(leg, dir, Geometry.distance(sq, s)));
                }
            } else {
                for (long l = lands; l != 0; l &= l - 1) {
                    int s = Long.numberOfTrailingZeros(l);
                    out.add(code + BashniMoves.captureLeg(leg, dir, Geometry.distance(sq, s)));
                }
            }
        }
    }
}
