package io.abstractgames.diamond;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/** Perft of the three-player game: {@code /perft/diamond3.perft}, deep tier {@code diamond3-slow.perft}. */
class Diamond3PerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return DiamondGame.threePlayers();
    }

    @Override
    protected String perftResource() {
        return "/perft/diamond3.perft";
    }

    @Override
    protected String slowPerftResource() {
        return "/perft/diamond3-slow.perft";
    }
}
