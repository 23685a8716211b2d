package io.abstractgames.lasca;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random valid Lasca position texts with columns of height 1-5, soldiers and officers of both
 * colours at any height, and counters that are often near the draw limits: starting points for
 * random games that reach officers, tall columns and the limits far more often than play from the
 * start.
 */
final class RandomPositions {

    private RandomPositions() {}

    static String next(Random random) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = 0; sq < 49; sq++) {
            if (((sq / 7 + sq % 7) & 1) == 0) {
                squares.add(sq);
            }
        }
        while (true) {
            Collections.shuffle(squares, random);
            int[] left = {11, 11};
            boolean[] owns = new boolean[2];
            List<String> columns = new ArrayList<>();
            int count = 2 + random.nextInt(12);
            for (int i = 0; i < count; i++) {
                int sq = squares.get(i);
                int height = 1 + random.nextInt(1 + random.nextInt(5));
                StringBuilder stack = new StringBuilder();
                for (int k = 0; k < height; k++) {
                    int colour = random.nextInt(2);
                    if (left[colour] == 0) {
                        colour = 1 - colour;
                    }
                    if (left[colour] == 0) {
                        break;
                    }
                    left[colour]--;
                    char letter = colour == 0 ? 'w' : 'b';
                    stack.append(random.nextInt(3) == 0 ? Character.toUpperCase(letter) : letter);
                }
                if (stack.length() == 0) {
                    break;
                }
                if (stack.charAt(0) == 'w' && sq >= 42 || stack.charAt(0) == 'b' && sq < 7) {
                    stack.setCharAt(0, Character.toUpperCase(stack.charAt(0)));
                }
                owns[Character.toLowerCase(stack.charAt(0)) == 'w' ? 0 : 1] = true;
                columns.add(ReferenceLasca.name(sq % 7, sq / 7) + ":" + stack);
            }
            int side = random.nextInt(2);
            if (!owns[1 - side]) {
                continue;
            }
            int quiet = random.nextInt(4) == 0 ? 45 + random.nextInt(6) : random.nextInt(10);
            int plies = random.nextInt(4) == 0 ? Math.max(quiet, 244 + random.nextInt(7)) : quiet + random.nextInt(100);
            return (side == 0 ? "w " : "b ") + String.join(",", columns) + " " + quiet + " " + plies;
        }
    }
}
