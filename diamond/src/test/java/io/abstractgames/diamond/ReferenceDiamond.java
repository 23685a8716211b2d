package io.abstractgames.diamond;

import io.abstractgames.testkit.ReferenceEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A deliberately simple second implementation of the Diamond game, written straight from
 * {@code docs/rules/diamond.md} and sharing no code with the engine: points are {@code (r, x)} pairs in a
 * plain 2-D array, regions are the formulas of docs/rules/diamond.md (triangles by rows and sides, camps as triangle
 * plus facing boundary points), and the destinations of a jump sequence come from a recursive
 * search that follows every jump from every landing point, with a set of the landing points already
 * visited. Slow and plain on purpose; the perft data files and the cross-check test take their
 * expected values from it.
 *
 * <p>Board cells: {@code '.'} empty, {@code 'r' 'y' 'g'} men, {@code 'R' 'Y' 'G'} kings.
 */
final class ReferenceDiamond {

    static final int[] LENGTH = {0, 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    static final int[][] STEPS = {{0, 2}, {0, -2}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static final String LETTERS = "ryg";
    static final String[][] CAMPS = {{"S", "N"}, {"NW", "SE"}, {"NE", "SW"}};
    static final int[][] TARGET_APEX = {{17, 0}, {5, 12}, {5, -12}};

    /** {@code ALLOWED[c][r][x + 12]}, from {@link #allowed(int, int, int)}, tabulated for speed. */
    static final boolean[][][] ALLOWED = new boolean[3][18][25];
    /** The points {@code (r, x)} of each colour's target camp, from {@link #inCamp}. */
    static final List<List<int[]>> TARGET_POINTS = new ArrayList<>();

    static {
        for (int c = 0; c < 3; c++) {
            List<int[]> target = new ArrayList<>();
            for (int r = 1; r <= 17; r++) {
                for (int x = -12; x <= 12; x++) {
                    if (exists(r, x)) {
                        ALLOWED[c][r][x + 12] = allowed(c, r, x);
                        if (inCamp(CAMPS[c][1], r, x)) {
                            target.add(new int[] {r, x});
                        }
                    }
                }
            }
            TARGET_POINTS.add(target);
        }
    }

    final int players;
    final char[][] cell = new char[18][25];
    int side;
    int turns;
    int passes;
    /** Null while the game runs, else "win:P" or "draw:REASON". */
    String result;

    ReferenceDiamond(String text) {
        String[] f = text.trim().split("\\s+");
        players = Integer.parseInt(f[0]);
        side = LETTERS.indexOf(f[1].charAt(0));
        for (char[] row : cell) {
            Arrays.fill(row, ' ');
        }
        for (int r = 1; r <= 17; r++) {
            for (int x = -12; x <= 12; x++) {
                if (exists(r, x)) {
                    cell[r][x + 12] = '.';
                }
            }
        }
        for (int p = 0; p < players; p++) {
            String field = f[2 + p];
            char letter = field.charAt(0);
            for (String item : field.substring(2).split(",")) {
                boolean king = item.startsWith("K");
                int[] rx = parse(king ? item.substring(1) : item);
                cell[rx[0]][rx[1] + 12] = king ? Character.toUpperCase(letter) : letter;
            }
        }
        if (f.length > 2 + players) {
            turns = Integer.parseInt(f[2 + players]);
            passes = Integer.parseInt(f[3 + players]);
        }
        int last = (side + players - 1) % players;
        if (showsWin(last)) {
            result = "win:" + last;
        } else if (passes == players) {
            result = "draw:ALL_PASSED";
        } else if (turns >= limit()) {
            result = "draw:MOVE_LIMIT";
        }
    }

    int limit() {
        return players == 2 ? 800 : 1200;
    }

    // ----- geometry straight from docs/rules/diamond.md -----

    static boolean exists(int r, int x) {
        if (r < 1 || r > 17) {
            return false;
        }
        int len = LENGTH[r];
        int col2 = x + len - 1; // 2 * (COL - 1)
        return col2 >= 0 && col2 <= 2 * (len - 1) && col2 % 2 == 0;
    }

    static String name(int r, int x) {
        return r + "." + ((x + LENGTH[r] - 1) / 2 + 1);
    }

    static int[] parse(String name) {
        String[] rc = name.split("\\.");
        int r = Integer.parseInt(rc[0]);
        int c = Integer.parseInt(rc[1]);
        return new int[] {r, 2 * (c - 1) - (LENGTH[r] - 1)};
    }

    static boolean inHexagon(int r, int x) {
        return r >= 5 && r <= 13 && Math.abs(x) <= 8 - Math.abs(r - 9);
    }

    static boolean onBoundary(int r, int x) {
        return inHexagon(r, x) && (r == 5 || r == 13 || Math.abs(x) == 8 - Math.abs(r - 9));
    }

    /** The triangle of a point outside the hexagon: S (rows 1-4), N (14-17), SW, SE (5-8), NW, NE (10-13). */
    static String triangle(int r, int x) {
        if (inHexagon(r, x)) {
            return null;
        }
        if (r <= 4) {
            return "S";
        }
        if (r >= 14) {
            return "N";
        }
        if (r <= 8) {
            return x < 0 ? "SW" : "SE";
        }
        return x < 0 ? "NW" : "NE";
    }

    /** A camp: its triangle plus the 5 boundary points on the hexagon edge facing it. */
    static boolean inCamp(String camp, int r, int x) {
        if (camp.equals(triangle(r, x))) {
            return true;
        }
        if (!onBoundary(r, x)) {
            return false;
        }
        int edge = 8 - Math.abs(r - 9);
        switch (camp) {
            case "S": return r == 5;
            case "N": return r == 13;
            case "SW": return r <= 9 && x == -edge;
            case "SE": return r <= 9 && x == edge;
            case "NW": return r >= 9 && x == -edge;
            case "NE": return r >= 9 && x == edge;
            default: throw new IllegalArgumentException(camp);
        }
    }

    static boolean allowed(int colour, int r, int x) {
        for (int other = 0; other < 3; other++) {
            if (other == colour) {
                continue;
            }
            for (String camp : CAMPS[other]) {
                if (inCamp(camp, r, x) && !onBoundary(r, x)) {
                    return false;
                }
            }
        }
        return true;
    }

    static int distance(int r1, int x1, int r2, int x2) {
        int dr = Math.abs(r1 - r2);
        int dx = Math.abs(x1 - x2);
        return Math.max(dr, (dr + dx) / 2);
    }

    // ----- state queries -----

    char at(int r, int x) {
        return exists(r, x) ? cell[r][x + 12] : ' ';
    }

    static int colourOf(char c) {
        return LETTERS.indexOf(Character.toLowerCase(c));
    }

    boolean showsWin(int player) {
        for (int[] p : TARGET_POINTS.get(player)) {
            if (at(p[0], p[1]) == '.') {
                return false;
            }
        }
        int[] apex = TARGET_APEX[player];
        return at(apex[0], apex[1]) == Character.toUpperCase(LETTERS.charAt(player));
    }

    // ----- moves -----

    /** The legal moves as texts; empty when the game is over. */
    Set<String> legalMoves() {
        Set<String> moves = new LinkedHashSet<>();
        if (result != null) {
            return moves;
        }
        for (int r = 1; r <= 17; r++) {
            for (int x = -12; x <= 12; x++) {
                char piece = at(r, x);
                if (piece == ' ' || piece == '.' || colourOf(piece) != side) {
                    continue;
                }
                Set<List<Integer>> destinations = new LinkedHashSet<>();
                for (int[] s : STEPS) {
                    int r2 = r + s[0];
                    int x2 = x + s[1];
                    if (at(r2, x2) == '.' && ALLOWED[side][r2][x2 + 12]) {
                        destinations.add(List.of(r2, x2));
                    }
                }
                cell[r][x + 12] = '.'; // the start point is empty during the sequence
                Set<List<Integer>> visited = new HashSet<>();
                visited.add(List.of(r, x));
                jumps(r, x, Character.isUpperCase(piece), visited, destinations);
                cell[r][x + 12] = piece;
                destinations.remove(List.of(r, x));
                for (List<Integer> d : destinations) {
                    if (!completesOtherCamp(r, x, d.get(0), d.get(1))) {
                        moves.add(name(r, x) + "-" + name(d.get(0), d.get(1)));
                    }
                }
            }
        }
        if (moves.isEmpty()) {
            moves.add("pass");
        }
        return moves;
    }

    private void jumps(int r, int x, boolean king, Set<List<Integer>> visited, Set<List<Integer>> out) {
        for (int[] s : STEPS) {
            int[] landing = king ? kingLanding(r, x, s) : manLanding(r, x, s);
            if (landing == null || !ALLOWED[side][landing[0]][landing[1] + 12]) {
                continue;
            }
            List<Integer> point = List.of(landing[0], landing[1]);
            if (visited.add(point)) {
                out.add(point);
                jumps(landing[0], landing[1], king, visited, out);
            }
        }
    }

    private int[] manLanding(int r, int x, int[] s) {
        char over = at(r + s[0], x + s[1]);
        if (over == ' ' || over == '.' || Character.isUpperCase(over)) {
            return null;
        }
        int r2 = r + 2 * s[0];
        int x2 = x + 2 * s[1];
        return at(r2, x2) == '.' ? new int[] {r2, x2} : null;
    }

    private int[] kingLanding(int r, int x, int[] s) {
        for (int k = 1; ; k++) {
            char c = at(r + k * s[0], x + k * s[1]);
            if (c == ' ' || Character.isUpperCase(c)) {
                return null;
            }
            if (c == '.') {
                return k == 1 ? null : new int[] {r + k * s[0], x + k * s[1]};
            }
        }
    }

    private boolean completesOtherCamp(int r, int x, int r2, int x2) {
        char piece = cell[r][x + 12];
        cell[r][x + 12] = '.';
        cell[r2][x2 + 12] = piece;
        boolean illegal = false;
        for (int q = 0; q < players; q++) {
            if (q != side && showsWin(q)) {
                illegal = true;
            }
        }
        cell[r2][x2 + 12] = '.';
        cell[r][x + 12] = piece;
        return illegal;
    }

    /** Plays a legal move given as text. */
    void play(String move) {
        int mover = side;
        if (move.equals("pass")) {
            passes++;
        } else {
            String[] ft = move.split("-");
            int[] a = parse(ft[0]);
            int[] b = parse(ft[1]);
            cell[b[0]][b[1] + 12] = cell[a[0]][a[1] + 12];
            cell[a[0]][a[1] + 12] = '.';
            passes = 0;
        }
        turns++;
        side = (side + 1) % players;
        if (!move.equals("pass") && showsWin(mover)) {
            result = "win:" + mover;
        } else if (passes == players) {
            result = "draw:ALL_PASSED";
        } else if (turns >= limit()) {
            result = "draw:MOVE_LIMIT";
        }
    }

    /** The distance a move gains towards the mover's target apex (0 for the pass). */
    int gain(String move) {
        if (move.equals("pass")) {
            return 0;
        }
        String[] ft = move.split("-");
        int[] a = parse(ft[0]);
        int[] b = parse(ft[1]);
        int[] apex = TARGET_APEX[side];
        return distance(a[0], a[1], apex[0], apex[1]) - distance(b[0], b[1], apex[0], apex[1]);
    }

    /** Canonical position text, formatted independently of the engine. */
    String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append(players).append(' ').append(LETTERS.charAt(side));
        for (int p = 0; p < players; p++) {
            char letter = LETTERS.charAt(p);
            String king = null;
            List<String> men = new ArrayList<>();
            for (int r = 1; r <= 17; r++) {
                for (int col = 1; col <= LENGTH[r]; col++) {
                    int x = 2 * (col - 1) - (LENGTH[r] - 1);
                    char c = at(r, x);
                    if (c == letter) {
                        men.add(r + "." + col);
                    } else if (c == Character.toUpperCase(letter)) {
                        king = r + "." + col;
                    }
                }
            }
            sb.append(' ').append(letter).append(":K").append(king);
            for (String m : men) {
                sb.append(',').append(m);
            }
        }
        return sb.append(' ').append(turns).append(' ').append(passes).toString();
    }

    /** Perft by plain recursion over copies. */
    static long perft(String text, int depth) {
        if (depth == 0) {
            return 1;
        }
        ReferenceDiamond position = new ReferenceDiamond(text);
        Set<String> moves = position.legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (String move : moves) {
            ReferenceDiamond next = new ReferenceDiamond(text);
            next.play(move);
            nodes += perft(next.toText(), depth - 1);
        }
        return nodes;
    }

    /** This reference as a testkit engine, for {@link io.abstractgames.testkit.DifferentialChecker}. */
    static ReferenceEngine engine() {
        return new ReferenceEngine() {
            @Override
            public List<String> legalMoves(String positionText) {
                return new java.util.ArrayList<>(new ReferenceDiamond(positionText).legalMoves());
            }

            @Override
            public Optional<String> positionAfter(String positionText, String moveText) {
                ReferenceDiamond position = new ReferenceDiamond(positionText);
                position.play(moveText);
                return Optional.of(position.toText());
            }
        };
    }
}
