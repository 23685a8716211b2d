package io.abstractgames.konane.ai;

import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.internal.KonanePosition;

/**
 * The terms of {@link KonaneEvaluator} computed the slow way, square by square on a plain array,
 * straight from their definitions, to check the bitboard version against.
 */
final class ReferenceEvaluation {

    private static final int EMPTY = -1;
    private static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

    /** The board: the owner of each square (0 Black, 1 White) or {@link #EMPTY}, by [file][rank]. */
    private final int[][] board = new int[8][8];

    ReferenceEvaluation(KonanePosition position) {
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                long bit = 1L << (rank * 8 + file);
                board[file][rank] = (position.blackStones() & bit) != 0 ? KonaneGame.BLACK
                        : (position.whiteStones() & bit) != 0 ? KonaneGame.WHITE : EMPTY;
            }
        }
    }

    private static boolean on(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private int at(int file, int rank) {
        return on(file, rank) ? board[file][rank] : -2;
    }

    /** Every legal jump of {@code side}, each stop of a multi-jump counted. */
    int jumps(int side) {
        int n = 0;
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                if (board[file][rank] != side) {
                    continue;
                }
                for (int[] s : STEPS) {
                    for (int k = 1; ; k++) {
                        int overFile = file + (2 * k - 1) * s[0];
                        int overRank = rank + (2 * k - 1) * s[1];
                        if (at(overFile, overRank) != 1 - side || at(overFile + s[0], overRank + s[1]) != EMPTY) {
                            break;
                        }
                        n++;
                    }
                }
            }
        }
        return n;
    }

    /** Enemy stones with a stone of {@code side} on both sides, once per line. */
    int latentJumps(int side) {
        int n = 0;
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                if (board[file][rank] != 1 - side) {
                    continue;
                }
                if (at(file - 1, rank) == side && at(file + 1, rank) == side) {
                    n++;
                }
                if (at(file, rank - 1) == side && at(file, rank + 1) == side) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Stones of {@code side} in a corner. */
    int corners(int side) {
        int n = 0;
        for (int file = 0; file < 8; file += 7) {
            for (int rank = 0; rank < 8; rank += 7) {
                n += board[file][rank] == side ? 1 : 0;
            }
        }
        return n;
    }

    /** Stones of {@code side} on an edge but not in a corner. */
    int edges(int side) {
        int n = 0;
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                boolean edge = file == 0 || file == 7 || rank == 0 || rank == 7;
                boolean corner = (file == 0 || file == 7) && (rank == 0 || rank == 7);
                n += board[file][rank] == side && edge && !corner ? 1 : 0;
            }
        }
        return n;
    }

    /** Whether the stone on (file, rank) has a single jump. */
    private boolean canJump(int file, int rank) {
        int side = board[file][rank];
        for (int[] s : STEPS) {
            if (at(file + s[0], rank + s[1]) == 1 - side && at(file + 2 * s[0], rank + 2 * s[1]) == EMPTY) {
                return true;
            }
        }
        return false;
    }

    /** Whether the other side can jump the stone on (file, rank) now. */
    private boolean canBeJumped(int file, int rank) {
        int side = board[file][rank];
        for (int[] s : STEPS) {
            if (at(file + s[0], rank + s[1]) == 1 - side && at(file - s[0], rank - s[1]) == EMPTY) {
                return true;
            }
        }
        return false;
    }

    /** Single jumps of {@code side} whose jumper cannot be jumped and whose jumped stone cannot jump. */
    int secureJumps(int side) {
        int n = 0;
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                if (board[file][rank] != side || canBeJumped(file, rank)) {
                    continue;
                }
                for (int[] s : STEPS) {
                    int overFile = file + s[0];
                    int overRank = rank + s[1];
                    if (at(overFile, overRank) == 1 - side && at(file + 2 * s[0], rank + 2 * s[1]) == EMPTY
                            && !canJump(overFile, overRank)) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    /** The whole evaluation for {@code player}, from the terms above and the side to move. */
    int evaluate(KonaneEvaluator.Weights w, int sideToMove, int player) {
        int me = sideToMove;
        int you = 1 - me;
        int v = w.mobility() * jumps(me) - w.opponentMobility() * jumps(you)
                + w.latentJumps() * (latentJumps(me) - latentJumps(you))
                + w.corners() * (corners(me) - corners(you))
                + w.edges() * (edges(me) - edges(you))
                + w.secureJumps() * (secureJumps(me) - secureJumps(you))
                + (secureJumps(me) > secureJumps(you) ? w.parity() : -w.parity());
        return player == sideToMove ? v : -v;
    }
}
