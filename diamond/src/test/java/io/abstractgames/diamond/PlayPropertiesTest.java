package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.diamond.internal.DiamondPosition;
import io.abstractgames.testkit.RandomPlay;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Invariants along random games, uniform and biased towards the targets: every player always has 15
 * pieces and exactly one king, and no piece ever stands on a point forbidden to it.
 */
class PlayPropertiesTest {

    @Provide
    Arbitrary<List<Integer>> choices() {
        return RandomPlay.choices(300);
    }

    @Property(tries = 40)
    void uniformTwoPlayerGamesKeepTheInvariants(@ForAll("choices") List<Integer> choices) {
        uniform(DiamondGame.twoPlayers(), choices);
    }

    @Property(tries = 40)
    void uniformThreePlayerGamesKeepTheInvariants(@ForAll("choices") List<Integer> choices) {
        uniform(DiamondGame.threePlayers(), choices);
    }

    @Property(tries = 30)
    void biasedGamesKeepTheInvariants(@ForAll @IntRange(min = 2, max = 3) int players, @ForAll long seed,
            @ForAll @DoubleRange(min = 0.5, max = 0.95) double bias) {
        DiamondPosition position = (DiamondPosition) DiamondGame.of(players).newStartPosition();
        Random random = new Random(seed);
        MoveList moves = new MoveList();
        check(position);
        while (!position.isOver() && position.turns() < 600) {
            position.generateMoves(moves);
            position.makeMove(BiasedPlay.choose(position, moves, random, bias));
            check(position);
        }
    }

    private static void uniform(DiamondGame game, List<Integer> choices) {
        DiamondPosition position = (DiamondPosition) game.newStartPosition();
        MoveList moves = new MoveList();
        check(position);
        for (int choice : choices) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.makeMove(moves.get(Math.floorMod(choice, moves.size())));
            check(position);
        }
    }

    private static void check(DiamondPosition position) {
        int players = position.game().playerCount();
        int[] pieces = new int[players];
        int[] kings = new int[players];
        for (int p = 0; p < DiamondBoard.POINTS; p++) {
            int colour = position.colourAt(p);
            if (colour < 0) {
                continue;
            }
            pieces[colour]++;
            int where = p;
            assertTrue(DiamondBoard.isAllowed(colour, p),
                    () -> "colour " + colour + " on forbidden " + DiamondBoard.name(where) + ": " + position.toText());
            if (position.isKingAt(p)) {
                kings[colour]++;
                assertEquals(p, position.kingPoint(colour));
            }
        }
        for (int c = 0; c < players; c++) {
            assertEquals(15, pieces[c], position.toText());
            assertEquals(1, kings[c], position.toText());
        }
    }
}
