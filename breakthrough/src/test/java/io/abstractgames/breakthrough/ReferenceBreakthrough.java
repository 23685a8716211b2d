package io.abstractgames.breakthrough;

import io.abstractgames.core.EndReason;
import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple second implementation of Breakthrough, written straight from {@code
 * docs/rules/breakthrough.md} to check the engine against: a {@code char[64]} board ({@code 'w'},
 * {@code 'b'}, {@code '.'}; index {@code 8 * rank + file}), loops over squares, moves as text,
 * an immutable value per position. No bitboards, nothing shared with the engine.
 */
final class ReferenceBreakthrough {

    private final char[] board;
    private final char toMove;
    private final char winner;
    private final EndReason reason;

    private ReferenceBreakthrough(char[] board, char toMove, char winner, EndReason reason) {
        this.board = board;
        this.toMove = toMove;
        this.winner = winner;
        this.reason = reason;
    }

    /** Reads valid position text; a finished game is recognised as the last paragraph of docs/rules/breakthrough.md, "Position text", says. */
    static ReferenceBreakthrough parse(String text) {
        String[] fields = text.trim().split(" +");
        String[] ranks = fields[0].split("/");
        char[] board = new char[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    for (int n = 0; n < c - '0'; n++) {
                        board[rank * 8 + file] = '.';
                        file++;
                    }
                } else {
                    board[rank * 8 + file] = c;
                    file++;
                }
            }
        }
        char toMove = fields[1].charAt(0);
        char justMoved = other(toMove);
        char winner = 0;
        EndReason reason = null;
        if (hasPieceOnRank(board, justMoved, farRank(justMoved))) {
            winner = justMoved;
            reason = EndReason.GOAL_REACHED;
        } else if (countPieces(board, toMove) == 0) {
            winner = justMoved;
            reason = EndReason.NO_PIECES;
        } else if (movesOf(board, toMove).isEmpty()) {
            winner = justMoved;
            reason = EndReason.NO_MOVES;
        }
        return new ReferenceBreakthrough(board, toMove, winner, reason);
    }

    /** The position text, canonical form. */
    String text() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(toMove).toString();
    }

    char toMove() {
        return toMove;
    }

    /** 'w', 'b', or 0 while the game goes on. */
    char winner() {
        return winner;
    }

    EndReason reason() {
        return reason;
    }

    /** The legal moves as move text; none once the game is over. */
    List<String> legalMoves() {
        if (winner != 0) {
            return new ArrayList<>();
        }
        return movesOf(board, toMove);
    }

    /** The position after a legal move given as text, with the win checks of docs/rules/breakthrough.md, in order. */
    ReferenceBreakthrough play(String move) {
        int from = square(move.substring(0, 2));
        int to = square(move.substring(3, 5));
        char[] next = board.clone();
        next[to] = next[from];
        next[from] = '.';
        char mover = toMove;
        char opponent = other(mover);
        if (to / 8 == farRank(mover)) {
            return new ReferenceBreakthrough(next, opponent, mover, EndReason.GOAL_REACHED);
        }
        if (countPieces(next, opponent) == 0) {
            return new ReferenceBreakthrough(next, opponent, mover, EndReason.NO_PIECES);
        }
        if (movesOf(next, opponent).isEmpty()) {
            return new ReferenceBreakthrough(next, opponent, mover, EndReason.NO_MOVES);
        }
        return new ReferenceBreakthrough(next, opponent, (char) 0, null);
    }

    /** Perft by the definition: the sum over the legal moves of the perft one ply less. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long nodes = 0;
        for (String move : legalMoves()) {
            nodes += play(move).perft(depth - 1);
        }
        return nodes;
    }

    private static List<String> movesOf(char[] board, char side) {
        List<String> moves = new ArrayList<>();
        char enemy = other(side);
        int forward = side == 'w' ? 1 : -1;
        for (int from = 0; from < 64; from++) {
            if (board[from] != side) {
                continue;
            }
            int rank = from / 8 + forward;
            if (rank < 0 || rank > 7) {
                continue;
            }
            for (int fileStep = -1; fileStep <= 1; fileStep++) {
                int file = from % 8 + fileStep;
                if (file < 0 || file > 7) {
                    continue;
                }
                int to = rank * 8 + file;
                char target = board[to];
                if (target == '.') {
                    moves.add(name(from) + "-" + name(to));
                } else if (target == enemy && fileStep != 0) {
                    moves.add(name(from) + "x" + name(to));
                }
            }
        }
        return moves;
    }

    private static boolean hasPieceOnRank(char[] board, char side, int rank) {
        for (int file = 0; file < 8; file++) {
            if (board[rank * 8 + file] == side) {
                return true;
            }
        }
        return false;
    }

    private static int countPieces(char[] board, char side) {
        int n = 0;
        for (char c : board) {
            if (c == side) {
                n++;
            }
        }
        return n;
    }

    private static int farRank(char side) {
        return side == 'w' ? 7 : 0;
    }

    private static char other(char side) {
        return side == 'w' ? 'b' : 'w';
    }

    private static String name(int square) {
        return "" + (char) ('a' + square % 8) + (char) ('1' + square / 8);
    }

    private static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}
