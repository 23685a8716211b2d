package io.abstractgames.bashni;

import io.abstractgames.testkit.ReferenceEngine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A deliberately simple second Bashni move generator, written straight from {@code docs/rules/bashni.md}
 * to check the engine: the board is an 8x8 array of stacks (strings of piece letters, top first,
 * {@code ""} for an empty square), captures are searched recursively by actually taking pieces on
 * copies of the board, and nothing is optimised.
 */
final class ReferenceBashni implements ReferenceEngine {

    private static final int[][] DIRECTIONS = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    /** A legal move: its text and the position after it. */
    record Move(String text, State after) {}

    /** A position: {@code board[file][rank]}, side to move 'w' or 'b', the two counters. */
    static final class State {
        final String[][] board = new String[8][8];
        char side;
        int quiet;
        int plies;

        State copy() {
            State s = new State();
            for (int f = 0; f < 8; f++) {
                s.board[f] = board[f].clone();
            }
            s.side = side;
            s.quiet = quiet;
            s.plies = plies;
            return s;
        }

        String text() {
            StringBuilder sb = new StringBuilder().append(side).append(' ');
            List<String> columns = new ArrayList<>();
            for (int r = 0; r < 8; r++) {
                for (int f = 0; f < 8; f++) {
                    if (!board[f][r].isEmpty()) {
                        columns.add(name(f, r) + ":" + board[f][r]);
                    }
                }
            }
            sb.append(columns.isEmpty() ? "-" : String.join(",", columns));
            return sb.append(' ').append(quiet).append(' ').append(plies).toString();
        }
    }

    /** Reads position text (the canonical form and columns in any order). */
    static State parse(String text) {
        String[] fields = text.trim().split(" +");
        State s = new State();
        for (String[] file : s.board) {
            java.util.Arrays.fill(file, "");
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
        return f >= 0 && f < 8 && r >= 0 && r < 8;
    }

    private static char owner(String stack) {
        return Character.toLowerCase(stack.charAt(0));
    }

    private static boolean isKing(String stack) {
        return Character.isUpperCase(stack.charAt(0));
    }

    private static int farRank(char side) {
        return side == 'w' ? 7 : 0;
    }

    /** The legal moves; none when the game is over. */
    static List<Move> legalMoves(State s) {
        if (!outcome(s).equals("ongoing")) {
            return List.of();
        }
        return movesIgnoringLimits(s);
    }

    /**
     * The outcome: "ongoing", "win:P:NO_MOVES", "draw:MOVE_LIMIT" or "draw:QUIET_MOVE_LIMIT"
     * (P = 0 for White, 1 for Black), in the order of precedence of docs/rules/bashni.md.
     */
    static String outcome(State s) {
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
        for (int f = 0; f < 8; f++) {
            for (int r = 0; r < 8; r++) {
                String stack = s.board[f][r];
                if (stack.isEmpty() || owner(stack) != s.side) {
                    continue;
                }
                State lifted = s.copy();
                lifted.board[f][r] = "";
                continueCapture(s, lifted, f, r, stack, new boolean[8][8], name(f, r), !isKing(stack), found);
            }
        }
        if (!found.isEmpty()) {
            return new ArrayList<>(found.values());
        }
        for (int f = 0; f < 8; f++) {
            for (int r = 0; r < 8; r++) {
                String stack = s.board[f][r];
                if (stack.isEmpty() || owner(stack) != s.side) {
                    continue;
                }
                for (int[] d : DIRECTIONS) {
                    boolean forward = (s.side == 'w') == (d[1] > 0);
                    if (!isKing(stack) && !forward) {
                        continue;
                    }
                    int x = f + d[0];
                    int y = r + d[1];
                    while (onBoard(x, y) && s.board[x][y].isEmpty()) {
                        State after = s.copy();
                        after.board[f][r] = "";
                        String moved = stack;
                        if (!isKing(stack) && y == farRank(s.side)) {
                            moved = Character.toUpperCase(stack.charAt(0)) + stack.substring(1);
                        }
                        after.board[x][y] = moved;
                        finish(after, s, !isKing(stack), false);
                        found.put(name(f, r) + "-" + name(x, y), new Move(name(f, r) + "-" + name(x, y), after));
                        if (!isKing(stack)) {
                            break;
                        }
                        x += d[0];
                        y += d[1];
                    }
                }
            }
        }
        return new ArrayList<>(found.values());
    }

    private static void finish(State after, State before, boolean manMove, boolean capture) {
        after.side = before.side == 'w' ? 'b' : 'w';
        after.quiet = manMove || capture ? 0 : before.quiet + 1;
        after.plies = before.plies + 1;
    }

    /** One capture: jump {@code (tf, tr)} and land on {@code (lf, lr)}. */
    private record Jump(int tf, int tr, int lf, int lr) {}

    /**
     * The captures the column {@code mover} standing on {@code (f, r)} can make now ({@code board}
     * has the column lifted off and the jumped columns already taken from).
     *
     * @param landingRule whether to apply the king landing rule
     */
    private static List<Jump> jumps(State board, int f, int r, String mover, boolean[][] jumped, boolean landingRule) {
        List<Jump> jumps = new ArrayList<>();
        char me = owner(mover);
        for (int[] d : DIRECTIONS) {
            int x = f + d[0];
            int y = r + d[1];
            if (isKing(mover)) {
                while (onBoard(x, y) && board.board[x][y].isEmpty() && !jumped[x][y]) {
                    x += d[0];
                    y += d[1];
                }
            }
            if (!onBoard(x, y) || jumped[x][y] || board.board[x][y].isEmpty() || owner(board.board[x][y]) == me) {
                continue;
            }
            int tf = x;
            int tr = y;
            List<Jump> landings = new ArrayList<>();
            x += d[0];
            y += d[1];
            while (onBoard(x, y) && board.board[x][y].isEmpty() && !jumped[x][y]) {
                landings.add(new Jump(tf, tr, x, y));
                if (!isKing(mover)) {
                    break;
                }
                x += d[0];
                y += d[1];
            }
            if (isKing(mover) && landingRule) {
                List<Jump> onward = new ArrayList<>();
                for (Jump j : landings) {
                    State b = board.copy();
                    boolean[][] jj = copy(jumped);
                    String m = take(b, j, mover, jj);
                    if (!jumps(b, j.lf, j.lr, m, jj, false).isEmpty()) {
                        onward.add(j);
                    }
                }
                if (!onward.isEmpty()) {
                    landings = onward;
                }
            }
            jumps.addAll(landings);
        }
        return jumps;
    }

    /** Takes the top of the jumped column to the bottom of the mover; returns the new mover. */
    private static String take(State board, Jump j, String mover, boolean[][] jumped) {
        String victim = board.board[j.tf][j.tr];
        board.board[j.tf][j.tr] = victim.substring(1);
        jumped[j.tf][j.tr] = true;
        String m = mover + victim.charAt(0);
        if (!isKing(m) && j.lr == farRank(owner(m))) {
            m = Character.toUpperCase(m.charAt(0)) + m.substring(1);
        }
        return m;
    }

    private static boolean[][] copy(boolean[][] a) {
        boolean[][] c = new boolean[8][];
        for (int i = 0; i < 8; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    private static void continueCapture(State before, State board, int f, int r, String mover, boolean[][] jumped,
            String path, boolean manMove, Map<String, Move> found) {
        List<Jump> jumps = jumps(board, f, r, mover, jumped, true);
        if (jumps.isEmpty()) {
            if (path.indexOf(':') >= 0) {
                State after = board.copy();
                after.board[f][r] = mover;
                finish(after, before, manMove, true);
                Move previous = found.put(path, new Move(path, after));
                if (previous != null && !previous.after.text().equals(after.text())) {
                    throw new AssertionError("one move text, two results: " + path);
                }
            }
            return;
        }
        for (Jump j : jumps) {
            State b = board.copy();
            boolean[][] jj = copy(jumped);
            String m = take(b, j, mover, jj);
            continueCapture(before, b, j.lf, j.lr, m, jj, path + ":" + name(j.lf, j.lr), manMove, found);
        }
    }

    // ----- as a testkit ReferenceEngine -----

    @Override
    public List<String> legalMoves(String positionText) {
        List<String> texts = new java.util.ArrayList<>();
        for (Move m : legalMoves(parse(positionText))) {
            texts.add(m.text());
        }
        return texts;
    }

    @Override
    public Optional<String> positionAfter(String positionText, String moveText) {
        for (Move m : legalMoves(parse(positionText))) {
            if (m.text().equals(moveText)) {
                return Optional.of(m.after().text());
            }
        }
        return Optional.empty();
    }
}
