package io.abstractgames.diamond.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.MoveList;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.diamond.DiamondMoves;
import io.abstractgames.diamond.internal.DiamondPosition;
import io.abstractgames.testkit.RandomPlay;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link DiamondPosition#findDestinations(int)}, which the evaluation uses for the prepared move,
 * lists for any piece, whoever is to move, the to-points that move generation lists for it when its
 * colour is to move.
 */
class FindDestinationsTest {

    @Test
    void destinationsAreTheGeneratedToPointsForEveryColour() {
        Random random = new Random(9);
        MoveList moves = new MoveList();
        for (int players = 2; players <= 3; players++) {
            for (int i = 0; i < 100; i++) {
                DiamondPosition p = (DiamondPosition) RandomPlay.randomPosition(DiamondGame.of(players), random, 300);
                if (p.isOver()) {
                    continue;
                }
                for (int k = 0; k < players; k++) {
                    long[] expectedLo = new long[DiamondBoard.POINTS];
                    long[] expectedHi = new long[DiamondBoard.POINTS];
                    p.generateMoves(moves);
                    for (int m = 0; m < moves.size(); m++) {
                        long move = moves.get(m);
                        if (DiamondMoves.isPass(move)) {
                            continue;
                        }
                        int to = DiamondMoves.to(move);
                        if (to < 64) {
                            expectedLo[DiamondMoves.from(move)] |= 1L << to;
                        } else {
                            expectedHi[DiamondMoves.from(move)] |= 1L << (to - 64);
                        }
                    }
                    int side = p.sideToMove();
                    // Ask from the position where another player is to move.
                    p.makeNullMove();
                    for (int from : p.piecePoints(side)) {
                        int count = p.findDestinations(from);
                        assertEquals(expectedLo[from], p.destinationsLow(), p.toText() + " " + DiamondBoard.name(from));
                        assertEquals(expectedHi[from], p.destinationsHigh(), p.toText() + " " + DiamondBoard.name(from));
                        assertEquals(Long.bitCount(expectedLo[from]) + Long.bitCount(expectedHi[from]), count);
                    }
                    p.unmakeMove();
                    p.makeNullMove();
                }
            }
        }
    }

    @Test
    void anEmptyPointHasNoDestinations() {
        DiamondPosition start = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        assertThrows(IllegalArgumentException.class, () -> start.findDestinations(DiamondBoard.parse("9.5")));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> start.findDestinations(121));
    }
}
