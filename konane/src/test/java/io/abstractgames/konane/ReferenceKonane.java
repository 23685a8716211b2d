package io.abstractgames.konane;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple second Kōnane move generator, written straight from {@code docs/rules/konane.md}
 * with a {@code char[64]} board and plain loops, used as the oracle for the engine's move
 * generation, outcome and text, and for the expected values of the perft data files.
 *
 * <p>Squares: index {@code 8 * rank + file}, {@code a1} = 0. Board characters: {@code 'b'},
 * {@code 'w'}, {@code '.'} for empty. Moves are handled as move text ({@code d4}, {@code d6-d2}).
 */
final class ReferenceKonane {

    private static final int[][] DIRECTIONS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private static final String[] BLACK_REMOVALS = {"a1", "h8", "d4", "e5"};

    private final char[] board;
    private char side;

    private ReferenceKonane(char[] board, char side) {
        this.board = board;
        this.side = side;
    }

    /** The start: the board full, Black on squares with file + rank even. */
    static ReferenceKonane start() {
        char[] board = new char[64];
        for (int rank = 0; rank < 8; rank++) {
            for (int file = 0; file < 8; file++) {
                board[rank * 8 + file] = (file + rank) % 2 == 0 ? 'b' : 'w';
            }
        }
        return new ReferenceKonane(board, 'b');
    }

    /** Reads position text without any checks beyond its shape. */
    static ReferenceKonane parse(String text) {
        String[] fields = text.trim().split(" +");
        String[] ranks = fields[0].split("/");
        char[] board = new char[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
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
        return new ReferenceKonane(board, fields[1].charAt(0));
    }

    ReferenceKonane copy() {
        return new ReferenceKonane(board.clone(), side);
    }

    char side() {
        return side;
    }

    /** Canonical position text. */
    String toText() {
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
        return sb.append(' ').append(side).toString();
    }

    /** The legal moves as move text. */
    List<String> legalMoves() {
        List<String> moves = new ArrayList<>();
        int stones = 0;
        for (char c : board) {
            if (c != '.') {
                stones++;
            }
        }
        if (stones == 64) {
            if (side == 'b') {
                for (String name : BLACK_REMOVALS) {
                    moves.add(name);
                }
            }
            return moves;
        }
        if (stones == 63) {
            if (side == 'w') {
                int hole = 0;
                while (board[hole] != '.') {
                    hole++;
                }
                for (int[] d : DIRECTIONS) {
                    int file = hole % 8 + d[0];
                    int rank = hole / 8 + d[1];
                    if (onBoard(file, rank) && board[rank * 8 + file] == 'w') {
                        moves.add(name(file, rank));
                    }
                }
            }
            return moves;
        }
        char enemy = side == 'b' ? 'w' : 'b';
        for (int from = 0; from < 64; from++) {
            if (board[from] != side) {
                continue;
            }
            for (int[] d : DIRECTIONS) {
                int file = from % 8;
                int rank = from / 8;
                while (true) {
                    int overFile = file + d[0];
                    int overRank = rank + d[1];
                    int landFile = file + 2 * d[0];
                    int landRank = rank + 2 * d[1];
                    if (!onBoard(landFile, landRank)
                            || board[overRank * 8 + overFile] != enemy
                            || board[landRank * 8 + landFile] != '.') {
                        break;
                    }
                    moves.add(name(from % 8, from / 8) + "-" + name(landFile, landRank));
                    file = landFile;
                    rank = landRank;
                }
            }
        }
        return moves;
    }

    /** Whether the game is over: the side to move has no legal move. */
    boolean isOver() {
        return legalMoves().isEmpty();
    }

    /** The winner of a finished game: the side not to move. */
    char winner() {
        return side == 'b' ? 'w' : 'b';
    }

    /** Plays a move given as text; the move must be legal. */
    void play(String move) {
        if (!legalMoves().contains(move)) {
            throw new IllegalArgumentException("not legal: " + move + " in " + toText());
        }
        apply(move);
    }

    private void apply(String move) {
        if (move.length() == 2) {
            board[index(move)] = '.';
        } else {
            int from = index(move.substring(0, 2));
            int to = index(move.substring(3));
            int fileStep = Integer.signum(to % 8 - from % 8);
            int rankStep = Integer.signum(to / 8 - from / 8);
            int file = from % 8;
            int rank = from / 8;
            while (rank * 8 + file != to) {
                file += fileStep;
                rank += rankStep;
                board[rank * 8 + file] = '.';
            }
            board[to] = side;
            board[from] = '.';
        }
        side = side == 'b' ? 'w' : 'b';
    }

    /** Perft by copying the board at every node. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (String move : moves) {
            ReferenceKonane next = copy();
            next.apply(move);
            nodes += next.perft(depth - 1);
        }
        return nodes;
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (char) ('1' + rank);
    }

    private static int index(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}
