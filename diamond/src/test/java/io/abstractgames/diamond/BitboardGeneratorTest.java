package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.diamond.internal.DiamondPosition;
import io.abstractgames.testkit.FixedDraw;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's bitboard generator against the {@link BreadthFirstGenerator} on many random
 * positions, two and three players: the same move list in the same order, the same
 * {@code countMoves}, the same move for every draw of {@code randomMove}, and the same
 * destinations of every piece of every colour ({@code findDestinations}, which the evaluation uses
 * for the player who is not to move).
 *
 * <p>The positions come from games biased towards the targets ({@link BiasedPlay}: openings,
 * crowded camps, endgames with the illegal completing move) and from pieces scattered at random
 * over the allowed points (long jump sequences of men and kings across the whole board).
 */
class BitboardGeneratorTest {

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void agreesOnPositionsOfBiasedGames(int players) {
        DiamondGame game = DiamondGame.of(players);
        MoveList moves = new MoveList();
        int positions = 0;
        for (int g = 0; g < 60; g++) {
            Random random = new Random(9_100L * players + g);
            double bias = 0.5 + 0.45 * random.nextDouble();
            DiamondPosition position = (DiamondPosition) game.newStartPosition();
            while (!position.isOver()) {
                compare(position, "game " + g);
                positions++;
                position.generateMoves(moves);
                position.makeMove(BiasedPlay.choose(position, moves, random, bias));
            }
            compare(position, "game " + g);
        }
        assertTrue(positions > 5_000, "positions compared: " + positions);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void agreesOnScatteredPositions(int players) {
        DiamondGame game = DiamondGame.of(players);
        Random random = new Random(4_400L + players);
        int compared = 0;
        for (int i = 0; i < 3_000; i++) {
            String text = scattered(players, random);
            DiamondPosition position;
            try {
                position = (DiamondPosition) game.parsePosition(text);
            } catch (NotationException e) {
                continue; // a target camp that shows a win for a player who did not move last
            }
            compare(position, "scattered");
            compared++;
        }
        assertTrue(compared > 2_500, "positions compared: " + compared);
    }

    /** A position text with each player's 15 pieces on random free points allowed to it, a random king. */
    private static String scattered(int players, Random random) {
        boolean[] used = new boolean[DiamondBoard.POINTS];
        StringBuilder text = new StringBuilder().append(players).append(' ').append("ryg".charAt(random.nextInt(players)));
        for (int c = 0; c < players; c++) {
            List<Integer> points = new ArrayList<>();
            while (points.size() < DiamondBoard.CAMP_SIZE) {
                int p = random.nextInt(DiamondBoard.POINTS);
                if (!used[p] && DiamondBoard.isAllowed(c, p)) {
                    used[p] = true;
                    points.add(p);
                }
            }
            text.append(' ').append("ryg".charAt(c)).append(':');
            for (int i = 0; i < points.size(); i++) {
                text.append(i == 0 ? "" : ",").append(i == 0 ? "K" : "").append(DiamondBoard.name(points.get(i)));
            }
        }
        return text.append(" 10 0").toString();
    }

    private static void compare(DiamondPosition position, String what) {
        String text = position.toText();
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        List<Long> ours = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            ours.add(moves.get(i));
        }
        List<Long> reference = BreadthFirstGenerator.moves(position);
        assertEquals(reference, ours, () -> what + ": moves of " + text);
        assertEquals(reference.size(), position.countMoves(new MoveList()), () -> what + ": count of " + text);
        for (int i = 0; i < reference.size(); i++) {
            int index = i;
            FixedDraw draw = new FixedDraw(i);
            assertEquals(reference.get(i), position.randomMove(draw, new MoveList()), () -> what + ": draw " + index + " in " + text);
            assertEquals(1, draw.draws(), what);
            assertEquals(reference.size(), draw.lastBound(), what);
        }
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            if (position.colourAt(p) < 0) {
                continue;
            }
            List<Integer> expected = BreadthFirstGenerator.destinations(position, p);
            int n = position.findDestinations(p);
            List<Integer> found = new ArrayList<>();
            for (long d = position.destinationsLow(); d != 0; d &= d - 1) {
                found.add(Long.numberOfTrailingZeros(d));
            }
            for (long d = position.destinationsHigh(); d != 0; d &= d - 1) {
                found.add(64 + Long.numberOfTrailingZeros(d));
            }
            int point = p;
            assertEquals(expected, found, () -> what + ": destinations of " + DiamondBoard.name(point) + " in " + text);
            assertEquals(expected.size(), n, what);
        }
        assertEquals(text, position.toText(), what);
    }
}
