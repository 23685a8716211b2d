package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Playout;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.toy.ToyGame;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Core's {@link Playout}, on the toy game. */
class PlayoutTest {

    private final ToyGame game = ToyGame.INSTANCE;

    @Test
    void restoresThePositionAndReportsTheEnd() {
        Position position = game.newStartPosition();
        Playout playout = new Playout();

        int plies = playout.run(position, new SplittableRandom(3));

        assertEquals(plies, playout.plies());
        assertTrue(plies == 4 || plies == 5, "plies " + plies);
        assertTrue(playout.outcome().isOver());
        assertEquals(ToyGame.START, position.toText());
        assertEquals(0, position.undoDepth());
    }

    @Test
    void sameSeedSameGames() {
        assertEquals(results(42), results(42));
    }

    @Test
    void drawsEveryLegalMove() {
        // From "3 a 9" the first take decides the length: t3 ends at once, t2 after 2, t1 after 2 or 3.
        Position position = game.parsePosition("3 a 9");
        Playout playout = new Playout();
        SplittableRandom random = new SplittableRandom(5);
        boolean[] seen = new boolean[4];
        for (int i = 0; i < 200; i++) {
            seen[playout.run(position, random)] = true;
        }
        assertTrue(seen[1] && seen[2] && seen[3]);
    }

    @Test
    void finishedPositionGivesAnEmptyPlayout() {
        Playout playout = new Playout();

        assertEquals(0, playout.run(game.parsePosition("4 b 0"), new SplittableRandom(1)));
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), playout.outcome());
    }

    @Test
    void beforeTheFirstRunTheGameIsOngoing() {
        Playout playout = new Playout();

        assertEquals(Outcome.ONGOING, playout.outcome());
        assertEquals(0, playout.plies());
    }

    @Test
    void nullRandomIsRejectedWithThePositionRestored() {
        Position position = game.newStartPosition();

        assertThrows(NullPointerException.class, () -> new Playout().run(position, null));
        assertEquals(0, position.undoDepth());
    }

    private List<String> results(long seed) {
        Position position = game.newStartPosition();
        Playout playout = new Playout();
        SplittableRandom random = new SplittableRandom(seed);
        List<String> results = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            results.add(playout.run(position, random) + " " + playout.outcome());
        }
        return results;
    }
}
