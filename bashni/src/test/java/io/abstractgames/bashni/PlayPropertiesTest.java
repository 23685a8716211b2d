package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.Squares;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Properties of random play: pieces are never lost and keep their colour; games end in time. */
class PlayPropertiesTest {

    /** The stacks of a position text, indexed by square, {@code ""} for an empty square. */
    private static String[] stacks(String text) {
        String[] stacks = new String[64];
        java.util.Arrays.fill(stacks, "");
        for (String column : text.split(" ")[1].split(",")) {
            stacks[Squares.index(column.substring(0, 2))] = column.substring(3);
        }
        return stacks;
    }

    private static int count(String[] stacks, char colour) {
        int n = 0;
        for (String s : stacks) {
            for (char c : s.toCharArray()) {
                if (Character.toLowerCase(c) == colour) {
                    n++;
                }
            }
        }
        return n;
    }

    @Property(tries = 100)
    void piecesNeverChangeInNumberAndEachPieceKeepsItsColour(@ForAll long seed) {
        Random random = new Random(seed);
        Position position = random.nextBoolean()
                ? BashniGame.INSTANCE.newStartPosition()
                : BashniGame.INSTANCE.parsePosition(RandomPositions.next(random));
        String[] before = stacks(position.toText());
        int white = count(before, 'w');
        int black = count(before, 'b');
        MoveList moves = new MoveList();
        int[] landings = new int[BashniMoves.MAX_LANDINGS];
        while (true) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            long move = moves.get(random.nextInt(moves.size()));
            int from = BashniMoves.from(move);
            int n = BashniMoves.landings(move, landings);
            position.makeMove(move);
            String[] now = stacks(position.toText());
            assertEquals(white, count(now, 'w'), "White pieces");
            assertEquals(black, count(now, 'b'), "Black pieces");
            // The moving column keeps its pieces in order, under them the tops taken, in order;
            // each jumped column keeps the rest of its pieces. Only the top piece's rank may change.
            StringBuilder expected = new StringBuilder(before[from]);
            if (BashniMoves.isCapture(move)) {
                int at = from;
                for (int i = 0; i < n; i++) {
                    int jumped = between(before, at, landings[i], from);
                    expected.append(before[jumped].charAt(0));
                    assertEquals(before[jumped].substring(1), now[jumped], "the rest of the jumped column");
                    at = landings[i];
                }
            }
            String moved = now[landings[n - 1]];
            assertEquals(expected.substring(1), moved.substring(1), "the moving column below its top");
            assertEquals(Character.toLowerCase(expected.charAt(0)), Character.toLowerCase(moved.charAt(0)), "top colour");
            assertTrue(Character.isUpperCase(moved.charAt(0)) || Character.isLowerCase(expected.charAt(0)), "a king stays a king");
            before = now;
        }
    }

    /** The one occupied square strictly between two squares of a diagonal, the start square empty. */
    private static int between(String[] stacks, int a, int b, int start) {
        boolean up = b > a;
        boolean right = (b & 7) > (a & 7);
        int step = (up ? 1 : -1) * (up == right ? 9 : 7);
        for (int sq = a + step; sq != b; sq += step) {
            if (sq != start && !stacks[sq].isEmpty()) {
                return sq;
            }
        }
        throw new AssertionError("no jumped column between " + Squares.name(a) + " and " + Squares.name(b));
    }

    @Property(tries = 100)
    void randomGamesEndWithin250Plies(@ForAll long seed) {
        Random random = new Random(seed);
        Position position = BashniGame.INSTANCE.newStartPosition();
        MoveList moves = new MoveList();
        int plies = 0;
        while (true) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.makeMove(moves.get(random.nextInt(moves.size())));
            plies++;
        }
        assertTrue(plies <= 250, "plies " + plies);
        assertTrue(position.isOver());
        assertTrue(List.of(0, 1).contains(position.outcome().winner()) || position.outcome().isDraw());
    }
}
