package io.abstractgames.diamond;

import io.abstractgames.diamond.internal.DiamondPosition;
import java.util.ArrayList;
import java.util.List;

/**
 * The breadth-first move generator the engine used before its bitboard generator, kept as a
 * reference: it reads a position only through its public accessors and {@link DiamondBoard}, and
 * finds jump destinations by a breadth-first search over landing points, one point at a time.
 *
 * <p>Per piece, the steps are the adjacent empty allowed points; the jump landings are searched in
 * a view of the board in which the empty points forbidden to the mover are blocked, each landing
 * marked when it is queued, the start point marked too (it is empty for the jumps and never a
 * destination). A man jumps one adjacent man (not a king) onto the empty point behind; a king
 * jumps a line of one or more consecutive men onto the first point after it. The destinations
 * that would fill another player's target camp while that player's king is on its apex are
 * removed. Moves come by from-point, then to-point, ascending, the pass when there is none.
 */
final class BreadthFirstGenerator {

    private static final int WALL = DiamondBoard.POINTS;
    private static final int EMPTY = 0;
    private static final int MAN = 1;
    private static final int KING = 2;
    private static final int BLOCKED = 3;
    private static final int VISITED = 4;

    private BreadthFirstGenerator() {}

    /** The legal moves of the side to move, in the engine's order; empty when the game is over. */
    static List<Long> moves(DiamondPosition position) {
        List<Long> moves = new ArrayList<>();
        if (position.isOver()) {
            return moves;
        }
        int side = position.sideToMove();
        for (int from = 0; from < DiamondBoard.POINTS; from++) {
            if (position.colourAt(from) == side) {
                for (int to : destinations(position, from)) {
                    moves.add(DiamondMoves.of(from, to));
                }
            }
        }
        if (moves.isEmpty()) {
            moves.add(DiamondMoves.PASS);
        }
        return moves;
    }

    /** The legal destinations of the piece on {@code from}, whoever is to move, ascending. */
    static List<Integer> destinations(DiamondPosition position, int from) {
        int colour = position.colourAt(from);
        int players = position.game().playerCount();
        int[] view = new int[DiamondBoard.POINTS + 1];
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            if (position.colourAt(p) >= 0) {
                view[p] = position.isKingAt(p) ? KING : MAN;
            } else {
                view[p] = DiamondBoard.isAllowed(colour, p) ? EMPTY : BLOCKED;
            }
        }
        view[WALL] = BLOCKED;
        boolean[] destination = new boolean[DiamondBoard.POINTS];
        for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
            int n = DiamondBoard.neighbour(from, d);
            if (n >= 0 && view[n] == EMPTY) {
                destination[n] = true;
            }
        }
        boolean king = view[from] == KING;
        int[] queue = new int[DiamondBoard.POINTS];
        int head = 0;
        int tail = 0;
        view[from] = VISITED;
        int p = from;
        while (true) {
            for (int d = 0; d < DiamondBoard.DIRECTIONS; d++) {
                int s = next(p, d);
                if (view[s] != MAN) {
                    continue;
                }
                s = next(s, d);
                if (king) {
                    while (view[s] == MAN) {
                        s = next(s, d);
                    }
                }
                if (view[s] == EMPTY) {
                    view[s] = VISITED;
                    queue[tail++] = s;
                    destination[s] = true;
                }
            }
            if (head == tail) {
                break;
            }
            p = queue[head++];
        }
        List<Integer> result = new ArrayList<>();
        for (int to = 0; to < DiamondBoard.POINTS; to++) {
            if (destination[to] && !completesAnotherWin(position, players, colour, from, to)) {
                result.add(to);
            }
        }
        return result;
    }

    private static int next(int p, int d) {
        if (p == WALL) {
            return WALL;
        }
        int n = DiamondBoard.neighbour(p, d);
        return n < 0 ? WALL : n;
    }

    /** Whether moving from {@code from} to {@code to} fills another player's target camp with its king on the apex. */
    private static boolean completesAnotherWin(DiamondPosition position, int players, int mover, int from, int to) {
        for (int o = 0; o < players; o++) {
            if (o == mover) {
                continue;
            }
            DiamondBoard.Camp camp = DiamondBoard.targetCamp(o);
            if (position.kingPoint(o) != camp.apex() || !camp.contains(to) || camp.contains(from)) {
                continue;
            }
            boolean full = true;
            for (int q = 0; q < DiamondBoard.POINTS && full; q++) {
                if (camp.contains(q) && q != to && position.colourAt(q) < 0) {
                    full = false;
                }
            }
            if (full) {
                return true;
            }
        }
        return false;
    }
}
