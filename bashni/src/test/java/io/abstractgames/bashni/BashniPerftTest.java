package io.abstractgames.bashni;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/**
 * Perft of the data files {@code /perft/bashni.perft} (fast) and {@code /perft/bashni-slow.perft}
 * (deep, tagged slow); their values come from {@link ReferenceBashni}.
 */
class BashniPerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return BashniGame.INSTANCE;
    }

    @Override
    protected String perftResource() {
        return "/perft/bashni.perft";
    }

    @Override
    protected String slowPerftResource() {
        return "/perft/bashni-slow.perft";
    }
}
