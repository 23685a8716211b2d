package io.abstractgames.lasca;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A deliberately simple second Lasca move generator, written straight from {@code
 * docs/rules/lasca.md} to check the engine: the board is a 7x7 array of stacks (strings of piece
 * letters, top first, {@code ""} for an empty square), captures are searched recursively by
 * actually taking pieces on copies of the board, and nothing is optimised. It shares no code with
 * the engine and depends on nothing but the JDK, so that it also runs on its own as an external
 * engine speaking the verification kit's line protocol ({@link #main}): {@code java
 * ReferenceLasca.java}.
 */
public final class ReferenceLasca {

    private static final int SIZE = 7;
    private static final int[][] DIRECTIONS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    private ReferenceLasca() {}

    /** A legal move: its text and the position after it. */
    public record Move(String text, State after) {}

    /** A position: {@code board[file][rank]}, side to move 'w' or 'b', the two counters. */
    public static final class State {
        final String[][] board = new String[SIZE][SIZE];
        char side;
        int quiet;
        int plies;

        State copy() {
            State s = new State();
            for (int f = 0; f < SIZE; f++) {
                s.board[f] = board[f].clone();
            }
            s.side = side;
            s.quiet = quiet;
            s.plies = plies;
            return s;
        }

        /** The canonical text: columns by ascending index 7 * rank + file, counters written. */
        public String text() {
            StringBuilder sb = new StringBuilder().append(side).append(' ');
            List<String> columns = new ArrayList<>();
            for (int r = 0; r < SIZE; r++) {
                for (int f = 0; f < SIZE; f++) {
                    if (!board[f][r].isEmpty()) {
                        columns.add(name(f, r) + ":" + board[f][r]);
                    }
                }
            }
            sb.append(columns.isEmpty() ? "-" : String.join(",", columns));
            return sb.append(' ').append(quiet).append(' ').append(plies).toString();
        }
    }

    /** Reads a position text (columns in any order, runs of spaces, counters optional). */
    public static State parse(String text) {
        String[] fields = text.trim().split(" +");
        State s = new State();
        for (String[] file : s.board) {
            Arrays.fill(file, "");
        }
        s.side = fields[0].charAt(0);
        if (!fields[1].equals("-")) {
            for (String column : fields[1].split(",")) {
                String[] parts = column.split(":");
                s.board[parts[0].charAt(0) - 'a'][parts[0].charAt(1) - '1'] = parts[1];
            }
        }
        if (fields.length == 4) {
            s.quiet = Integer.parseInt(fields[2]);
            s.plies = Integer.parseInt(fields[3]);
        }
        return s;
    }

    static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (char) ('1' + rank);
    }

    private static boolean onBoard(int f, int r) {
        return f >= 0 && f < SIZE && r >= 0 && r < SIZE;
    }

    private static char owner(String stack) {
        return Character.toLowerCase(stack.charAt(0));
    }

    private static boolean isOfficer(String stack) {
        return Character.isUpperCase(stack.charAt(0));
    }

    private static int farRank(char side) {
        return side == 'w' ? SIZE - 1 : 0;
    }

    private static boolean forward(char side, int[] d) {
        return (side == 'w') == (d[1] > 0);
    }

    /** The legal moves; none when the game is over. */
    public static List<Move> legalMoves(State s) {
        if (!outcome(s).equals("ongoing")) {
            return List.of();
        }
        return movesIgnoringLimits(s);
    }

    /**
     * The outcome: "ongoing", "win:P:NO_MOVES", "draw:MOVE_LIMIT" or "draw:QUIET_MOVE_LIMIT"
     * (P = 0 for White, 1 for Black), in the order of precedence of docs/rules/lasca.md.
     */
    public static String outcome(State s) {
        if (movesIgnoringLimits(s).isEmpty()) {
            return "win:" + (s.side == 'w' ? 1 : 0) + ":NO_MOVES";
        }
        if (s.plies >= 250) {
            return "draw:MOVE_LIMIT";
        }
        if (s.quiet >= 50) {
            return "draw:QUIET_MOVE_LIMIT";
        }
        return "ongoing";
    }

    private static List<Move> movesIgnoringLimits(State s) {
        Map<String, Move> found = new LinkedHashMap<>();
        for (int f = 0; f < SIZE; f++) {
            for (int r = 0; r < SIZE; r++) {
                String stack = s.board[f][r];
                if (stack.isEmpty() || owner(stack) != s.side) {
                    continue;
                }
                State lifted = s.copy();
                lifted.board[f][r] = "";
                capture(s, lifted, f, r, stack, new boolean[SIZE][SIZE], name(f, r), found);
            }
        }
        if (!found.isEmpty()) {
            return new ArrayList<>(found.values());
        }
        for (int f = 0; f < SIZE; f++) {
            for (int r = 0; r < SIZE; r++) {
                String stack = s.board[f][r];
                if (stack.isEmpty() || owner(stack) != s.side) {
                    continue;
                }
                for (int[] d : DIRECTIONS) {
                    if (!isOfficer(stack) && !forward(s.side, d)) {
                        continue;
                    }
                    int x = f + d[0];
                    int y = r + d[1];
                    if (!onBoard(x, y) || !s.board[x][y].isEmpty()) {
                        continue;
                    }
                    State after = s.copy();
                    after.board[f][r] = "";
                    after.board[x][y] = promoted(stack, y);
                    finish(after, s, isOfficer(stack), false);
                    String text = name(f, r) + "-" + name(x, y);
                    found.put(text, new Move(text, after));
                }
            }
        }
        return new ArrayList<>(found.values());
    }

    /** The stack after its move ended on rank {@code y}: a soldier on top on its far rank becomes an officer. */
    private static String promoted(String stack, int y) {
        if (!isOfficer(stack) && y == farRank(owner(stack))) {
            return Character.toUpperCase(stack.charAt(0)) + stack.substring(1);
        }
        return stack;
    }

    private static void finish(State after, State before, boolean officerMove, boolean capture) {
        after.side = before.side == 'w' ? 'b' : 'w';
        after.quiet = officerMove && !capture ? before.quiet + 1 : 0;
        after.plies = before.plies + 1;
    }

    /**
     * Continues a capture of {@code mover} standing on {@code (f, r)}; {@code board} has the mover
     * lifted off and every jumped column already taken from.
     */
    private static void capture(State before, State board, int f, int r, String mover, boolean[][] jumped, String path,
            Map<String, Move> found) {
        boolean jumpedAgain = false;
        boolean stops = path.indexOf(':') >= 0 && !isOfficer(mover) && r == farRank(owner(mover));
        if (!stops) {
            for (int[] d : DIRECTIONS) {
                if (!isOfficer(mover) && !forward(owner(mover), d)) {
                    continue;
                }
                int tf = f + d[0];
                int tr = r + d[1];
                int lf = tf + d[0];
                int lr = tr + d[1];
                if (!onBoard(lf, lr) || jumped[tf][tr] || board.board[tf][tr].isEmpty()
                        || owner(board.board[tf][tr]) == owner(mover) || !board.board[lf][lr].isEmpty()) {
                    continue;
                }
                jumpedAgain = true;
                State b = board.copy();
                String victim = b.board[tf][tr];
                b.board[tf][tr] = victim.substring(1);
                boolean[][] jj = new boolean[SIZE][];
                for (int i = 0; i < SIZE; i++) {
                    jj[i] = jumped[i].clone();
                }
                jj[tf][tr] = true;
                capture(before, b, lf, lr, mover + victim.charAt(0), jj, path + ":" + name(lf, lr), found);
            }
        }
        if (!jumpedAgain && path.indexOf(':') >= 0) {
            State after = board.copy();
            after.board[f][r] = promoted(mover, r);
            finish(after, before, isOfficer(mover), true);
            Move previous = found.put(path, new Move(path, after));
            if (previous != null) {
                throw new AssertionError("one move text found twice: " + path);
            }
        }
    }

    /** The legal moves of a position text, as texts. */
    public static List<String> legalMoveTexts(String positionText) {
        List<String> texts = new ArrayList<>();
        for (Move m : legalMoves(parse(positionText))) {
            texts.add(m.text());
        }
        return texts;
    }

    /** The canonical text after a legal move, or null when the move is not legal. */
    public static String positionAfter(String positionText, String moveText) {
        for (Move m : legalMoves(parse(positionText))) {
            if (m.text().equals(moveText)) {
                return m.after().text();
            }
        }
        return null;
    }

    /** Perft by the rules of docs/rules/common.md. */
    public static long perft(State s, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = legalMoves(s);
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (Move m : moves) {
            n += perft(m.after(), depth - 1);
        }
        return n;
    }

    /**
     * The verification kit's line protocol on standard input and output: {@code moves POSITION},
     * {@code after POSITION ; MOVE}, {@code quit}.
     *
     * @param args unused
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
            if (line.startsWith("moves ")) {
                out.println(String.join(" ", legalMoveTexts(line.substring(6))));
            } else if (line.startsWith("after ")) {
                int semicolon = line.lastIndexOf(';');
                String after = positionAfter(line.substring(6, semicolon).trim(), line.substring(semicolon + 1).trim());
                out.println(after == null ? "?" : after);
            } else {
                out.println("?");
            }
        }
    }
}
