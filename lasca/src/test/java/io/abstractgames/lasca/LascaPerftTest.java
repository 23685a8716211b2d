package io.abstractgames.lasca;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/**
 * Perft of the data files {@code /perft/lasca.perft} (fast) and {@code /perft/lasca-slow.perft}
 * (deep, tagged slow); where their values come from is written in each file.
 */
class LascaPerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return LascaGame.INSTANCE;
    }

    @Override
    protected String perftResource() {
        return "/perft/lasca.perft";
    }

    @Override
    protected String slowPerftResource() {
        return "/perft/lasca-slow.perft";
    }
}
