package io.abstractgames.lasca.internal;

import static io.abstractgames.lasca.internal.Geometry.CAN_JUMP;
import static io.abstractgames.lasca.internal.Geometry.CAN_STEP;
import static io.abstractgames.lasca.internal.Geometry.SQUARES;
import static io.abstractgames.lasca.internal.Geometry.STEP;
import static io.abstractgames.lasca.internal.Geometry.shift;

import io.abstractgames.core.MoveList;
import io.abstractgames.lasca.LascaMoves;

/**
 * Legal move generation on a {@link LascaPosition}'s bitboards ({@code docs/rules/lasca.md},
 * "Moves").
 *
 * <p>Captures first: when any exists, only captures are legal. A capture is searched depth first
 * from its start square, which is taken out of the occupancy for the whole move. The board is not
 * changed during the search: the commander of the moving column stays the same piece throughout
 * (prisoners go to the bottom), and a jumped square leaves the set of columns that may be jumped
 * (a square is jumped at most once). A jumped square never needs to be landed on: landings keep
 * the file parity of the start square and jumped squares have the other one. A soldier-topped
 * column jumps forwards only and its move ends on the far rank (promotion ends a capture); an
 * officer-topped one jumps in all four directions. Every landing sequence is emitted once. The
 * search recurses once per leg (at most 11 deep) and allocates nothing.
 */
final class MoveGenerator {

    private final LascaPosition position;

    // Scratch of the capture search in progress.
    private long occupied;
    private long farRank;
    private int firstDir;
    private int lastDir;
    private MoveList out;

    MoveGenerator(LascaPosition position) {
        this.position = position;
    }

    /** Adds every legal move of {@code side} (the counters are the caller's business). */
    void generate(int side, MoveList list) {
        LascaPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long soldiers = own & ~p.officers;
        long officers = own & p.officers;
        long empty = Geometry.USED & ~p.occupied;
        out = list;
        farRank = side == 0 ? Geometry.RANK_7 : Geometry.RANK_1;
        for (long s = capturers(side, soldiers, officers, opp, empty); s != 0; s &= s - 1) {
            int from = Long.numberOfTrailingZeros(s);
            occupied = p.occupied & ~(1L << from);
            boolean officer = (officers >>> from & 1) != 0;
            firstDir = officer ? 0 : side * 2;
            lastDir = officer ? 4 : side * 2 + 2;
            captures(from, opp, 0, LascaMoves.captureStart(from), officer);
        }
        if (!list.isEmpty()) {
            return;
        }
        for (int dir = 0; dir < 4; dir++) {
            long movers = dir >>> 1 == side ? own : officers;
            int delta = Geometry.DELTA[dir];
            for (long t = shift(movers & CAN_STEP[dir], dir) & empty; t != 0; t &= t - 1) {
                list.add(LascaMoves.quietMove(Long.numberOfTrailingZeros(t) - delta, dir));
            }
        }
    }

    /** The number of legal moves of {@code side}; uses {@code scratch} only when captures exist. */
    int count(int side, MoveList scratch) {
        LascaPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long officers = own & p.officers;
        long empty = Geometry.USED & ~p.occupied;
        if (capturers(side, own & ~p.officers, officers, opp, empty) != 0) {
            scratch.clear();
            generate(side, scratch);
            return scratch.size();
        }
        return quietMoves(side);
    }

    /** Whether {@code side} has at least one legal move. */
    boolean hasMove(int side) {
        LascaPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long officers = own & p.officers;
        long empty = Geometry.USED & ~p.occupied;
        for (int dir = 0; dir < 4; dir++) {
            long movers = dir >>> 1 == side ? own : officers;
            if ((shift(movers & CAN_STEP[dir], dir) & empty) != 0) {
                return true;
            }
        }
        return capturers(side, own & ~p.officers, officers, opp, empty) != 0;
    }

    /**
     * The number of quiet steps of the columns of {@code side}, whether or not a capture makes
     * them illegal: forward steps of soldier-topped columns, steps in all four directions of
     * officer-topped ones.
     */
    int quietMoves(int side) {
        LascaPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long officers = own & p.officers;
        long empty = Geometry.USED & ~p.occupied;
        int n = 0;
        for (int dir = 0; dir < 4; dir++) {
            long movers = dir >>> 1 == side ? own : officers;
            n += Long.bitCount(shift(movers & CAN_STEP[dir], dir) & empty);
        }
        return n;
    }

    /**
     * The opponent-topped squares a column of {@code side} could jump right now as the first leg
     * of a capture. For evaluation.
     */
    long targets(int side) {
        LascaPosition p = position;
        long own = side == 0 ? p.white : p.black;
        long opp = side == 0 ? p.black : p.white;
        long officers = own & p.officers;
        long empty = Geometry.USED & ~p.occupied;
        long r = 0;
        for (int dir = 0; dir < 4; dir++) {
            long movers = dir >>> 1 == side ? own : officers;
            r |= shift(movers & CAN_JUMP[dir], dir) & opp & shift(empty, 3 - dir);
        }
        return r;
    }

    /** The columns of {@code side} that can start a capture. */
    private static long capturers(int side, long soldiers, long officers, long opp, long empty) {
        long r = 0;
        for (int dir = 0; dir < 4; dir++) {
            long movers = dir >>> 1 == side ? soldiers | officers : officers;
            r |= movers & CAN_JUMP[dir] & shift(opp, 3 - dir) & shift(shift(empty, 3 - dir), 3 - dir);
        }
        return r;
    }

    /**
     * Continues a capture of the moving column standing on {@code sq}: every jump in the column's
     * directions over a column still capturable onto an empty square. A leg that cannot be
     * followed by another (or, for a soldier, that lands on the far rank) completes a move.
     *
     * @param sq the square the column stands on
     * @param capturable the opponent-topped squares not yet jumped in this move
     * @param leg the number of legs so far
     * @param code the move code of the legs so far
     * @param officer whether the moving column is officer-topped
     */
    private void captures(int sq, long capturable, int leg, long code, boolean officer) {
        for (int dir = firstDir; dir < lastDir; dir++) {
            int t = STEP[dir * SQUARES + sq];
            if (t < 0 || (capturable >>> t & 1) == 0) {
                continue;
            }
            int land = STEP[dir * SQUARES + t];
            if (land < 0 || (occupied >>> land & 1) != 0) {
                continue;
            }
            long rest = capturable & ~(1L << t);
            long c = code + LascaMoves.captureLeg(leg, dir);
            if (!officer && (farRank >>> land & 1) != 0 || !canCapture(land, rest)) {
                out.add(c);
            } else {
                captures(land, rest, leg + 1, c, officer);
            }
        }
    }

    /** Whether the moving column, standing on {@code sq}, can jump one of {@code capturable}. */
    private boolean canCapture(int sq, long capturable) {
        for (int dir = firstDir; dir < lastDir; dir++) {
            int t = STEP[dir * SQUARES + sq];
            if (t >= 0 && (capturable >>> t & 1) != 0) {
                int land = STEP[dir * SQUARES + t];
                if (land >= 0 && (occupied >>> land & 1) == 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
