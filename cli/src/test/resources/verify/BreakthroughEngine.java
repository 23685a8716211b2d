import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

/**
 * A small external Breakthrough engine speaking the verify verb's line protocol, for the command
 * line's tests. Run with {@code java BreakthroughEngine.java [FLAG...]}; each flag plants one fault
 * the verify verb must find:
 *
 * <ul>
 *   <li>{@code --no-captures}: leaves out diagonal captures (a rule disagreement);
 *   <li>{@code --twice}: lists its first move twice (a rule disagreement);
 *   <li>{@code --extra-line}: writes one empty line after its first answer (a protocol violation);
 *   <li>{@code --garbage}: answers {@code garbage} to every request (a protocol violation).
 * </ul>
 */
public class BreakthroughEngine {

    public static void main(String[] args) throws Exception {
        List<String> flags = List.of(args);
        boolean captures = !flags.contains("--no-captures");
        boolean extraLine = flags.contains("--extra-line");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.equals("quit")) {
                return;
            } else if (flags.contains("--garbage")) {
                System.out.println("garbage");
            } else if (line.startsWith("moves ")) {
                List<String> moves = moves(line.substring(6).trim(), captures);
                if (flags.contains("--twice") && !moves.isEmpty()) {
                    moves.add(moves.get(0));
                }
                System.out.println(String.join(" ", moves));
                if (extraLine) {
                    System.out.println();
                    extraLine = false;
                }
            } else if (line.startsWith("after ")) {
                String[] parts = line.substring(6).split(";");
                System.out.println(after(parts[0].trim(), parts[1].trim()));
            } else {
                System.out.println("?");
            }
            System.out.flush();
        }
    }

    /** Board as 64 chars, a1 first; the side to move at index 64. */
    static char[] read(String text) {
        String[] fields = text.split("\\s+");
        char[] board = new char[65];
        String[] ranks = fields[0].split("/");
        for (int row = 0; row < 8; row++) {
            int file = 0;
            for (char c : ranks[row].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        board[(7 - row) * 8 + file++] = '.';
                    }
                } else {
                    board[(7 - row) * 8 + file++] = c;
                }
            }
        }
        board[64] = fields[1].charAt(0);
        return board;
    }

    static String write(char[] board) {
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
        return sb.append(' ').append(board[64]).toString();
    }

    static List<String> moves(String text, boolean captures) {
        char[] b = read(text);
        char me = b[64];
        char them = me == 'w' ? 'b' : 'w';
        int dir = me == 'w' ? 1 : -1;
        List<String> moves = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (b[sq] == them && (sq / 8) == (them == 'w' ? 7 : 0)) {
                return moves; // the side that just moved reached its far rank: game over
            }
        }
        boolean mine = false;
        for (int sq = 0; sq < 64; sq++) {
            mine |= b[sq] == me;
        }
        if (!mine) {
            return moves;
        }
        for (int sq = 0; sq < 64; sq++) {
            if (b[sq] != me) {
                continue;
            }
            int rank = sq / 8 + dir;
            if (rank < 0 || rank > 7) {
                continue;
            }
            for (int df = -1; df <= 1; df++) {
                int file = sq % 8 + df;
                if (file < 0 || file > 7) {
                    continue;
                }
                int to = rank * 8 + file;
                if (b[to] == '.') {
                    moves.add(name(sq) + "-" + name(to));
                } else if (df != 0 && b[to] == them && captures) {
                    moves.add(name(sq) + "x" + name(to));
                }
            }
        }
        return moves;
    }

    static String after(String text, String move) {
        char[] b = read(text);
        int from = square(move.substring(0, 2));
        int to = square(move.substring(3, 5));
        b[to] = b[from];
        b[from] = '.';
        b[64] = b[64] == 'w' ? 'b' : 'w';
        return write(b);
    }

    static String name(int sq) {
        return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
    }

    static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }
}
